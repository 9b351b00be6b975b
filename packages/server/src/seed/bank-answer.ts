import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.js';
import { decodeMerchantParameters, signNotification } from '../gateway/redsys/redsys.js';
import { receiveNotification } from '../modules/payments/payments.service.js';

/**
 * The bank's answer to a payment the demo started, through the real notification path (signed
 * with the merchant's secret, checked against the ledger, settled in its transaction), as the
 * gateway would send it at this moment: '0000' pays, anything else refuses.
 */
export async function answerAsTheBank(
  ctx: AppContext,
  log: FastifyBaseLogger,
  merchantParameters: string,
  answer: string,
  authorisationCode: string,
): Promise<void> {
  const sent = decodeMerchantParameters(merchantParameters)!;
  const madrid = new Intl.DateTimeFormat('es-ES', {
    timeZone: 'Europe/Madrid',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(ctx.now());
  const part = (t: string) => madrid.find((x) => x.type === t)!.value;
  await receiveNotification(
    ctx,
    signNotification(ctx.config.REDSYS_SECRET, {
      Ds_Date: encodeURIComponent(`${part('day')}/${part('month')}/${part('year')}`),
      Ds_Hour: encodeURIComponent(`${part('hour')}:${part('minute')}`),
      Ds_SecurePayment: answer === '0000' ? '1' : '0',
      Ds_Amount: sent.DS_MERCHANT_AMOUNT ?? sent.Ds_Merchant_Amount ?? '',
      Ds_Currency: sent.DS_MERCHANT_CURRENCY ?? sent.Ds_Merchant_Currency ?? '978',
      Ds_Order: sent.DS_MERCHANT_ORDER ?? sent.Ds_Merchant_Order ?? '',
      Ds_MerchantCode: sent.DS_MERCHANT_MERCHANTCODE ?? sent.Ds_Merchant_MerchantCode ?? '',
      Ds_Terminal: (sent.DS_MERCHANT_TERMINAL ?? sent.Ds_Merchant_Terminal ?? '1').padStart(3, '0'),
      Ds_Response: answer,
      Ds_MerchantData: '',
      Ds_TransactionType: '0',
      Ds_ConsumerLanguage: '1',
      Ds_AuthorisationCode: answer === '0000' ? authorisationCode : '',
    }),
    log,
  );
}
