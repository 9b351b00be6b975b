import {
  monthOfDay,
  quotaConcept,
  quotaDueOn,
  quotaLastMonth,
  quotaMonthsDue,
  type LeaveRequest,
} from '@club/domain/membership/quota.rules';
import { joinFeeCents } from '@club/domain/membership/membership.rules';
import type { Db } from '../../db/client.js';
import { addCharge, type ChargeSource } from '../billing/index.js';
import * as repo from './membership.repository.js';

/** The billing charge kind of a monthly membership quota (item id: the member's user id; period: the month). */
export const MEMBERSHIP_QUOTA_KIND = 'membership-quota';

/** Madrid's calendar day of an instant (the join's payment day). */
const madridDay = (d: Date): string => d.toLocaleDateString('sv-SE', { timeZone: 'Europe/Madrid' });

/**
 * Monthly quotas (issue 17, spec 001 §9) as a source of the billing area: when a remittance (or
 * its preview) is made, every member whose join the office validated owes their type's monthly
 * fee for each month of its period after the one the join fee paid, up to the collection date's
 * month and not after the notice of a request to leave. Collected under the quota mandate (mode
 * 1, the member payment data gibke_payment_details) of the member, or of their holder when the
 * member has no quota IBAN of their own (a child). addCharge is idempotent on (kind, member,
 * month): each month is charged once, whatever the number of remittances.
 *
 * Decision (issue 17 point 3): a member linked from the office's registry (a member before the
 * portal) pays their monthly quota through the portal too, once they have chosen their
 * membership type in the join assistant (prepare_membership records it and a 'registry' row of
 * membership_joins with no fee): from the month after the one they chose it in, which the club's
 * previous collection covered. The registry is imported once, to move the club's members into
 * the portal, and the assistant takes them on to the payment settings (gibke_payment_details,
 * the quota mandate) exactly as a new member: a second, manual collection beside the remittance
 * would be a trap for the office. A linked member who has not chosen a type has no fee the
 * portal knows and is not charged. Without a signed quota mandate the remittance lists them
 * among the excluded with a reason, so the office sees who still has to sign.
 */
export const membershipQuotaSource: ChargeSource = {
  kind: MEMBERSHIP_QUOTA_KIND,
  async materialise(tx: Db, { collectionDate }) {
    const through = monthOfDay(collectionDate);
    const joins = await repo.listChargeableJoins(tx);
    if (joins.length === 0) return;
    const requests = await repo.listLeaveRequests(
      tx,
      joins.map((j) => j.userId),
    );
    for (const j of joins) {
      if (!j.coveredMonth || !j.paidAt) continue;
      const amountCents = joinFeeCents(j.priceMonth);
      if (amountCents <= 0) continue;
      const last = quotaLastMonth(
        madridDay(j.paidAt),
        requests
          .filter((r) => r.userId === j.userId)
          .map((r) => ({ requested_on: r.requestedOn, last_quota_month: r.lastQuotaMonth, status: r.status as LeaveRequest['status'] })),
      );
      const months = quotaMonthsDue({
        covered: j.coveredMonth,
        period: { first_month: j.firstMonth, last_month: j.lastMonth },
        through,
        last,
      });
      for (const ym of months) {
        const concept = quotaConcept(ym, { es: j.typeEs, eus: j.typeEus || j.typeEs });
        await addCharge(tx, {
          debtorId: j.gkIban ? j.userId : (j.holderId ?? j.userId),
          personId: j.userId,
          kind: MEMBERSHIP_QUOTA_KIND,
          itemId: String(j.userId),
          period: ym,
          conceptEs: concept.es,
          conceptEus: concept.eus,
          amountCents,
          dueOn: quotaDueOn(ym),
          mandateMode: 1,
        });
      }
    }
  },
};
