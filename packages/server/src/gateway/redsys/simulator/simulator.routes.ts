import { randomInt } from 'node:crypto';
import { SIMULATOR_DENIAL_CODES, SIS_CANCELLED_BY_USER } from '@club/domain/payments/sis-codes';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../../context.js';
import { addFormParser } from '../form-body.js';
import {
  ORDER_PATTERN,
  SIGNATURE_VERSION,
  decodeMerchantParameters,
  isSignatureValid,
  param,
  signNotification,
  type RedsysSignedForm,
} from '../redsys.js';
import { notificationDelivery } from './delivery.js';
import { renderErrorPage, renderPaymentPage, type SimulatorPayment } from './simulator.page.js';

export const SIMULATOR_PATH = '/gateway/sis/realizarPago';
const DECIDE_PATH = '/gateway/sis/decide';
const FORM_LIMIT = 32 * 1024;

/** Whether the browser is sent to the built-in simulator (REDSYS_URL unset) rather than a bank. */
export const isSimulatorEnabled = (ctx: AppContext): boolean => ctx.config.REDSYS_URL === `${ctx.config.PUBLIC_URL}${SIMULATOR_PATH}`;

interface ReadRequest {
  signed: RedsysSignedForm;
  params: Record<string, string>;
  payment: SimulatorPayment;
  merchantUrl: string;
  urlOk: string;
  urlKo: string;
  language: string;
}

type Refusal = { code: string; es: string; eus: string };

/**
 * Reads and checks the merchant's signed form as the bank would: signature version, parameters,
 * order, signature (with the merchant's secret), merchant code and terminal, amount, currency.
 */
function readSignedRequest(ctx: AppContext, body: unknown): ReadRequest | Refusal {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const text = (k: string) => (typeof b[k] === 'string' ? (b[k] as string) : '');
  const signed: RedsysSignedForm = {
    Ds_SignatureVersion: text('Ds_SignatureVersion'),
    Ds_MerchantParameters: text('Ds_MerchantParameters'),
    Ds_Signature: text('Ds_Signature'),
  };
  if (signed.Ds_SignatureVersion !== SIGNATURE_VERSION) {
    return {
      code: 'SIS0429',
      es: 'Error en la versión de firma (Ds_SignatureVersion).',
      eus: 'Sinaduraren bertsioak (Ds_SignatureVersion) errorea du.',
    };
  }
  const params = decodeMerchantParameters(signed.Ds_MerchantParameters);
  if (!params) {
    return {
      code: 'SIS0431',
      es: 'Los parámetros del comercio (Ds_MerchantParameters) no se pueden leer.',
      eus: 'Ezin dira saltokiaren parametroak (Ds_MerchantParameters) irakurri.',
    };
  }
  const order = param(params, 'DS_MERCHANT_ORDER') ?? '';
  if (!ORDER_PATTERN.test(order))
    return { code: 'SIS0074', es: 'Falta el número de pedido o no es válido.', eus: 'Eskaera-zenbakia falta da edo ez da baliozkoa.' };
  if (!isSignatureValid(ctx.config.REDSYS_SECRET, order, signed.Ds_MerchantParameters, signed.Ds_Signature)) {
    return { code: 'SIS0042', es: 'Error en el cálculo de la firma.', eus: 'Errorea sinaduraren kalkuluan.' };
  }
  const merchantCode = param(params, 'DS_MERCHANT_MERCHANTCODE') ?? '';
  const terminal = param(params, 'DS_MERCHANT_TERMINAL') ?? '';
  if (Number(merchantCode) !== Number(ctx.config.REDSYS_MERCHANT_CODE) || Number(terminal) !== Number(ctx.config.REDSYS_TERMINAL)) {
    return {
      code: 'SIS0026',
      es: 'No existe el comercio o el terminal enviado.',
      eus: 'Bidalitako saltokia edo terminala ez da existitzen.',
    };
  }
  const amount = param(params, 'DS_MERCHANT_AMOUNT') ?? '';
  if (!/^\d{1,12}$/.test(amount) || Number(amount) <= 0)
    return { code: 'SIS0018', es: 'Falta el importe o no es válido.', eus: 'Zenbatekoa falta da edo ez da baliozkoa.' };
  const currency = param(params, 'DS_MERCHANT_CURRENCY') ?? '';
  if (currency !== '978') return { code: 'SIS0027', es: 'Moneda no admitida.', eus: 'Txanpon hori ez da onartzen.' };
  return {
    signed,
    params,
    merchantUrl: param(params, 'DS_MERCHANT_MERCHANTURL') ?? '',
    urlOk: param(params, 'DS_MERCHANT_URLOK') ?? '',
    urlKo: param(params, 'DS_MERCHANT_URLKO') ?? '',
    language: param(params, 'DS_MERCHANT_CONSUMERLANGUAGE') ?? '001',
    payment: {
      merchantName: param(params, 'DS_MERCHANT_MERCHANTNAME') ?? '',
      merchantCode,
      terminal,
      order,
      amountCents: Number(amount),
      currency,
      description: param(params, 'DS_MERCHANT_PRODUCTDESCRIPTION') ?? '',
    },
  };
}

const sendHtml = (reply: FastifyReply, status: number, html: string) =>
  reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);

const isHttpUrl = (u: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(u).protocol);
  } catch {
    return false;
  }
};

/** Date and hour as the bank writes them in a notification (Madrid time, URL-encoded). */
function bankMoment(at: Date): { date: string; hour: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('es-ES', {
      timeZone: 'Europe/Madrid',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: encodeURIComponent(`${parts.day}/${parts.month}/${parts.year}`),
    hour: encodeURIComponent(`${parts.hour}:${parts.minute}`),
  };
}

/**
 * The built-in gateway simulator (used when REDSYS_URL is unset): a page that behaves like the
 * bank's payment page, then sends the signed notification server to server and returns the
 * browser to UrlOK or UrlKO. It is never registered when a real bank is configured, since it
 * signs with the merchant's secret.
 */
export async function registerGatewaySimulator(app: FastifyInstance, ctx: AppContext): Promise<void> {
  if (!isSimulatorEnabled(ctx)) return;
  await app.register(async (scope) => {
    addFormParser(scope, FORM_LIMIT);
    const limits = { config: { rateLimit: { max: 120, timeWindow: '1 minute' } }, bodyLimit: FORM_LIMIT, schema: { hide: true } };

    scope.post(SIMULATOR_PATH, limits, async (request, reply) => {
      const read = readSignedRequest(ctx, request.body);
      if ('code' in read) return sendHtml(reply, 400, renderErrorPage(read.code, read.es, read.eus));
      return sendHtml(reply, 200, renderPaymentPage(read.payment, read.signed));
    });

    scope.post(DECIDE_PATH, limits, async (request, reply) => {
      const read = readSignedRequest(ctx, request.body);
      if ('code' in read) return sendHtml(reply, 400, renderErrorPage(read.code, read.es, read.eus));
      const body = request.body as Record<string, string>;
      const action = body.action;
      let code: number;
      if (action === 'authorise') code = 0;
      else if (action === 'cancel') code = SIS_CANCELLED_BY_USER;
      else if (action === 'deny' && (SIMULATOR_DENIAL_CODES as readonly number[]).includes(Number(body.code))) code = Number(body.code);
      else
        return sendHtml(
          reply,
          400,
          renderErrorPage('SIS0000', 'Respuesta no válida del simulador.', 'Simulagailuaren erantzuna ez da baliozkoa.'),
        );

      const { date, hour } = bankMoment(ctx.now());
      const notification = signNotification(ctx.config.REDSYS_SECRET, {
        Ds_Date: date,
        Ds_Hour: hour,
        Ds_SecurePayment: code === 0 ? '1' : '0',
        Ds_Amount: String(read.payment.amountCents),
        Ds_Currency: read.payment.currency,
        Ds_Order: read.payment.order,
        Ds_MerchantCode: read.payment.merchantCode,
        Ds_Terminal: read.payment.terminal.padStart(3, '0'),
        Ds_Response: String(code).padStart(4, '0'),
        Ds_MerchantData: '',
        Ds_TransactionType: '0',
        Ds_ConsumerLanguage: String(Number(read.language) || 1),
        Ds_AuthorisationCode: code === 0 ? String(randomInt(0, 1_000_000)).padStart(6, '0') : '',
        Ds_Card_Country: '724',
        Ds_Card_Brand: '1',
        Ds_ProcessedPayMethod: '1',
      });
      if (isHttpUrl(read.merchantUrl)) {
        try {
          const status = await notificationDelivery(app, ctx)(read.merchantUrl, { ...notification });
          if (status !== 200)
            request.log.warn({ order: read.payment.order, status }, 'simulator: merchant answered the notification with an error');
        } catch (err) {
          // As the bank does: the browser still goes back; the ledger stays pending.
          request.log.warn({ err, order: read.payment.order }, 'simulator: notification not delivered');
        }
      }
      const back = code === 0 ? read.urlOk : read.urlKo;
      if (!isHttpUrl(back))
        return sendHtml(reply, 200, renderErrorPage(`SIS${String(code).padStart(4, '0')}`, 'Operación terminada.', 'Eragiketa amaitu da.'));
      return reply.status(303).header('location', back).send();
    });
  });
}
