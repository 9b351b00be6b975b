import { madridDate } from '@club/domain/shared/dates';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.js';
import { decodeMerchantParameters, signNotification } from '../gateway/redsys/redsys.js';
import { uploadDocumentation } from '../modules/member-documents/documents.service.js';
import { receiveNotification } from '../modules/payments/payments.service.js';
import { findUserByEmail } from '../modules/people/persons.repository.js';
import { licencePayment, requestLicence } from '../modules/requests/licences.service.js';
import * as repo from '../modules/requests/requests.repository.js';
import { requestSportscard, sportscardTemplate } from '../modules/requests/sportscard.service.js';

/**
 * Demo data of the members' requests (issue 17), through the real services:
 * - medical exam slots over the next four weeks: Tuesdays and Thursdays, 17:00 to 19:00 every
 *   20 minutes, 3 places each (days already made are left as they are, so each start keeps four
 *   weeks ahead);
 * - one licence request waiting for the office: Jon Agirre's territorial and state licences,
 *   paid through the bank's notification path;
 * - one sports-card request waiting for the office: Ane Etxebarria's, on her signed template.
 * The two requests belong to the office demo's people (seed/office.seed.ts), so the demo member's
 * family can make every request themselves. Idempotent.
 */
const SLOT_TIMES = ['17:00', '17:20', '17:40', '18:00', '18:20', '18:40'];
const SLOT_PLACES = 3;
const DAY_MS = 24 * 3600_000;

export async function seedRequests(ctx: AppContext, log: FastifyBaseLogger): Promise<void> {
  const now = ctx.now();
  for (let d = 1; d <= 28; d++) {
    const day = madridDate(new Date(now.getTime() + d * DAY_MS));
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (weekday !== 2 && weekday !== 4) continue;
    for (const time of SLOT_TIMES) await repo.insertSlot(ctx.db, { date: day, time, places: SLOT_PLACES, at: now });
  }

  const jon = await findUserByEmail(ctx.db, 'jon.agirre@example.eus');
  if (jon && (await repo.countLicenceRequestsOfPerson(ctx.db, jon.id)) === 0) {
    const asked = await requestLicence(ctx, jon, { user_id: jon.id, local: true, state: true });
    if (asked.ok) {
      const pay = await licencePayment(ctx, jon, { id: jon.id, terid: asked.data.reqid, stid: asked.data.reqid });
      if (pay.ok) await settle(ctx, pay.data.sig.Ds_MerchantParameters, log);
    }
  }

  const ane = await findUserByEmail(ctx.db, 'ane.etxebarria@example.eus');
  if (ane && !(await repo.latestSportscardRequest(ctx.db, ane.id))) {
    // Her "signed" copy is the template itself, as a scan would come back.
    const template = await sportscardTemplate(ctx, ane, ane.id);
    await uploadDocumentation(ctx, ane, { user_id: ane.id, type: 3, name: 'tarjeta-deportiva-firmada.pdf', result: template.result });
    await requestSportscard(ctx, ane, ane.id);
  }
}

/** The bank's authorisation of a demo payment, signed as the bank signs it, through the real notification path. */
async function settle(ctx: AppContext, merchantParameters: string, log: FastifyBaseLogger): Promise<void> {
  const sent = decodeMerchantParameters(merchantParameters)!;
  const parts = new Intl.DateTimeFormat('es-ES', {
    timeZone: 'Europe/Madrid',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(ctx.now());
  const part = (t: string) => parts.find((x) => x.type === t)!.value;
  await receiveNotification(
    ctx,
    signNotification(ctx.config.REDSYS_SECRET, {
      Ds_Date: encodeURIComponent(`${part('day')}/${part('month')}/${part('year')}`),
      Ds_Hour: encodeURIComponent(`${part('hour')}:${part('minute')}`),
      Ds_SecurePayment: '1',
      Ds_Amount: sent.DS_MERCHANT_AMOUNT ?? '',
      Ds_Currency: sent.DS_MERCHANT_CURRENCY ?? '978',
      Ds_Order: sent.DS_MERCHANT_ORDER ?? '',
      Ds_MerchantCode: sent.DS_MERCHANT_MERCHANTCODE ?? '',
      Ds_Terminal: (sent.DS_MERCHANT_TERMINAL ?? '1').padStart(3, '0'),
      Ds_Response: '0000',
      Ds_MerchantData: '',
      Ds_TransactionType: '0',
      Ds_ConsumerLanguage: '1',
      Ds_AuthorisationCode: '271828',
    }),
    log,
  );
}
