import { createCipheriv, createHmac, timingSafeEqual } from 'node:crypto';
import type * as RedsysEasy from 'redsys-easy';
import { requireOnFirstUse } from '../../lib/on-first-use.js';

/**
 * The Redsys redirect protocol (HMAC_SHA256_V1), as the club uses it: signing the payment form
 * the browser posts to the bank, and reading and verifying the notification the bank sends back.
 * Requests are serialised and signed by `redsys-easy`; notifications are verified here so the
 * comparison runs in constant time over the decoded bytes (the bank signs them in base64url).
 */

/** Loaded by the first payment form or order id (lib/on-first-use.ts). */
const redsysEasy = requireOnFirstUse<typeof RedsysEasy>('redsys-easy');

export const SIGNATURE_VERSION = 'HMAC_SHA256_V1';

export interface RedsysSignedForm {
  Ds_SignatureVersion: string;
  Ds_MerchantParameters: string;
  Ds_Signature: string;
}

/** The parameters of a payment request (Redsys' names, every value a string). */
export interface PaymentRequestParams {
  DS_MERCHANT_AMOUNT: string;
  DS_MERCHANT_ORDER: string;
  DS_MERCHANT_MERCHANTCODE: string;
  DS_MERCHANT_TERMINAL: string;
  DS_MERCHANT_CURRENCY: string;
  DS_MERCHANT_TRANSACTIONTYPE: string;
  DS_MERCHANT_MERCHANTURL: string;
  DS_MERCHANT_URLOK: string;
  DS_MERCHANT_URLKO: string;
  DS_MERCHANT_CONSUMERLANGUAGE: string;
  DS_MERCHANT_PRODUCTDESCRIPTION: string;
  DS_MERCHANT_MERCHANTNAME?: string;
}

/** Redsys consumer language codes: 001 Spanish, 002 English, 013 Basque. */
export const CONSUMER_LANGUAGE = { es: '001', en: '002', eus: '013' } as const;

/** Ds_Order: 4 digits, then letters and digits, 12 characters at most. */
export const ORDER_PATTERN = /^[0-9]{4}[0-9A-Za-z]{0,8}$/;

/**
 * A fresh order id: 4 random digits and 8 random letters or digits from the system's CSPRNG
 * (about 61 bits), so an order id cannot be guessed from another one.
 */
export const newOrderId = (): string => redsysEasy().randomTransactionId();

/** Signs a payment request with `redsys-easy` (base64 JSON parameters, base64 signature). */
export function signPaymentRequest(secret: string, params: PaymentRequestParams): RedsysSignedForm {
  return redsysEasy().serializeAndSignJSONRequest(secret, { ...params });
}

/** The per-order key: 3DES-CBC (zero IV, zero padding to 8 bytes) of the order with the secret. */
function orderKey(secret: string, order: string): Buffer {
  const message = Buffer.from(order, 'utf8');
  const padded = Buffer.concat([message, Buffer.alloc((8 - (message.length % 8)) % 8)]);
  const cipher = createCipheriv('des-ede3-cbc', Buffer.from(secret, 'base64'), Buffer.alloc(8));
  cipher.setAutoPadding(false);
  return Buffer.concat([cipher.update(padded), cipher.final()]);
}

/** The raw HMAC_SHA256_V1 signature of the parameters text exactly as sent or received. */
export function signatureBytes(secret: string, order: string, merchantParameters: string): Buffer {
  return createHmac('sha256', orderKey(secret, order)).update(merchantParameters, 'utf8').digest();
}

/** Signs parameters the way the bank signs its notifications: base64 JSON, base64url signature. */
export function signNotification(secret: string, params: Record<string, string>): RedsysSignedForm {
  const order = params.Ds_Order ?? '';
  const merchantParameters = Buffer.from(JSON.stringify(params), 'utf8').toString('base64');
  return {
    Ds_SignatureVersion: SIGNATURE_VERSION,
    Ds_MerchantParameters: merchantParameters,
    Ds_Signature: signatureBytes(secret, order, merchantParameters).toString('base64url'),
  };
}

const BASE64_ANY = /^[A-Za-z0-9+/\-_]+={0,2}$/;

/** Decodes a signature sent in base64 or base64url; null when it is neither or not 32 bytes. */
function decodeSignature(signature: string): Buffer | null {
  if (!BASE64_ANY.test(signature)) return null;
  const bytes = Buffer.from(signature.replaceAll('-', '+').replaceAll('_', '/'), 'base64');
  return bytes.length === 32 ? bytes : null;
}

/** True when the signature is the one the secret gives for this order and parameters text. */
export function isSignatureValid(secret: string, order: string, merchantParameters: string, signature: string): boolean {
  const given = decodeSignature(signature);
  if (!given) return false;
  return timingSafeEqual(given, signatureBytes(secret, order, merchantParameters));
}

/**
 * Decodes Ds_MerchantParameters (base64 or base64url JSON) into string values; values the bank
 * URL-encodes (Ds_Date '22%2F10%2F2021') are decoded. Null when it is not a JSON object.
 */
export function decodeMerchantParameters(merchantParameters: string): Record<string, string> | null {
  if (!BASE64_ANY.test(merchantParameters)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(merchantParameters, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    let text = String(value);
    try {
      text = decodeURIComponent(text.replaceAll('+', ' '));
    } catch {
      // Not URL-encoded: keep it as it came.
    }
    // PostgreSQL cannot store NUL in text or jsonb: such a character never belongs here.
    out[key.replaceAll('\u0000', '')] = text.replaceAll('\u0000', '');
  }
  return out;
}

/** A parameter by name whatever its case (the bank writes Ds_Order, older gateways DS_ORDER). */
export function param(params: Record<string, string>, name: string): string | undefined {
  if (name in params) return params[name];
  const lower = name.toLowerCase();
  const key = Object.keys(params).find((k) => k.toLowerCase() === lower);
  return key === undefined ? undefined : params[key];
}

/** Only Ds_Response 0000-0099 means the bank authorised the payment. */
export function isAuthorised(dsResponse: string): boolean {
  if (!/^\d{1,4}$/.test(dsResponse)) return false;
  return Number(dsResponse) <= 99;
}
