import fs from 'node:fs';
import { deserializeAndVerifyJSONResponse, serializeAndSignJSONRequest } from 'redsys-easy';
import { describe, expect, it } from 'vitest';
import {
  decodeMerchantParameters,
  isAuthorised,
  isSignatureValid,
  newOrderId,
  ORDER_PATTERN,
  signatureBytes,
  signNotification,
} from './redsys.js';

/** Public vectors gathered from three independent Redsys libraries' test suites (see each `src`). */
interface Vector {
  src: string;
  key: string;
  params: string;
  sig: string;
}
const vectors: Vector[] = JSON.parse(fs.readFileSync(new URL('./redsys-signature-vectors.json', import.meta.url), 'utf8'));

const decoded = (v: Vector) => JSON.parse(Buffer.from(v.params, 'base64').toString('utf8')) as Record<string, string>;
const orderOf = (p: Record<string, string>) => p.Ds_Order ?? p.DS_ORDER ?? p.DS_MERCHANT_ORDER ?? p.Ds_Merchant_Order ?? '';
const isNotification = (p: Record<string, string>) => 'Ds_Order' in p || 'DS_ORDER' in p;
const sigBytes = (s: string) => Buffer.from(s.replaceAll('-', '+').replaceAll('_', '/'), 'base64');

describe('Redsys HMAC_SHA256_V1 against the reference vectors', () => {
  it('has the 15 vectors, requests and notifications, short and long orders', () => {
    expect(vectors).toHaveLength(15);
    expect(vectors.filter((v) => isNotification(decoded(v))).length).toBeGreaterThanOrEqual(5);
    // Orders of 8 characters or fewer catch implementations that pad to 16 bytes.
    expect(vectors.some((v) => orderOf(decoded(v)).length <= 8)).toBe(true);
  });

  it.each(vectors.map((v) => [v.src, v] as const))('the adapter computes the signature of %s', (_src, v) => {
    expect(signatureBytes(v.key, orderOf(decoded(v)), v.params).equals(sigBytes(v.sig))).toBe(true);
    expect(isSignatureValid(v.key, orderOf(decoded(v)), v.params, v.sig)).toBe(true);
  });

  it.each(vectors.map((v) => [v.src, v] as const))('redsys-easy agrees on %s', (_src, v) => {
    const params = decoded(v);
    if (isNotification(params)) {
      const out = deserializeAndVerifyJSONResponse(v.key, {
        Ds_SignatureVersion: 'HMAC_SHA256_V1',
        Ds_MerchantParameters: v.params,
        Ds_Signature: v.sig,
      });
      expect(orderOf(out as Record<string, string>)).toBe(orderOf(params));
    } else {
      const signed = serializeAndSignJSONRequest(v.key, params as Record<string, string> & { DS_MERCHANT_ORDER: string });
      expect(signed.Ds_MerchantParameters).toBe(v.params);
      expect(sigBytes(signed.Ds_Signature).equals(sigBytes(v.sig))).toBe(true);
    }
  });

  it('refuses a changed parameter, another order, another key and a malformed signature', () => {
    const v = vectors[1]!;
    const order = orderOf(decoded(v));
    const tampered = Buffer.from(Buffer.from(v.params, 'base64').toString('utf8').replace('"4999"', '"4998"')).toString('base64');
    expect(tampered).not.toBe(v.params);
    expect(isSignatureValid(v.key, order, tampered, v.sig)).toBe(false);
    expect(isSignatureValid(v.key, '0726qI3H7sZy', v.params, v.sig)).toBe(false);
    expect(isSignatureValid('Mk9m98IfEblmPfrpsawt7BmxObt98Jev', order, v.params, v.sig)).toBe(false);
    expect(isSignatureValid(v.key, order, v.params, 'not a signature')).toBe(false);
    expect(isSignatureValid(v.key, order, v.params, v.sig.slice(0, 20))).toBe(false);
  });

  it('signs notifications the way the bank does and reads them back', () => {
    const key = 'sq7HjrUOBfKmC576ILgskD5srU870gJ7';
    const n = signNotification(key, { Ds_Order: '1234abcdEFGH', Ds_Amount: '1250', Ds_Date: '22%2F10%2F2021' });
    expect(n.Ds_Signature).toMatch(/^[A-Za-z0-9_-]+=*$/);
    expect(() => deserializeAndVerifyJSONResponse(key, n)).not.toThrow();
    expect(decodeMerchantParameters(n.Ds_MerchantParameters)).toEqual({
      Ds_Order: '1234abcdEFGH',
      Ds_Amount: '1250',
      Ds_Date: '22/10/2021',
    });
    expect(decodeMerchantParameters('%%%')).toBeNull();
    expect(decodeMerchantParameters(Buffer.from('[1,2]').toString('base64'))).toBeNull();
  });
});

describe('order ids and response codes', () => {
  it('draws 4 digits then 8 letters or digits, all different', () => {
    const ids = Array.from({ length: 2000 }, newOrderId);
    for (const id of ids) expect(id).toMatch(ORDER_PATTERN);
    expect(ids.every((id) => id.length === 12)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('reads only 0000-0099 as authorised', () => {
    expect(['0000', '0001', '0099', '99', '0'].map(isAuthorised)).toEqual([true, true, true, true, true]);
    expect(['0100', '0190', '0400', '0900', '9915', '', 'abcd', '-1'].map(isAuthorised)).toEqual(Array(8).fill(false));
  });
});
