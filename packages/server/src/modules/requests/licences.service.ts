import {
  alreadyRequestedKinds,
  currentLicenceSeason,
  hasLicenceAwaitingPayment,
  LICENCE_FEE_CENTS,
  licenceChoiceProblem,
  licenceItemId,
  parseLicenceItemId,
  type LicenceKind,
} from '@club/domain/requests/licences.rules';
import { describeLicence } from '@club/domain/requests/describe.rules';
import type { ItemDescription } from '@club/domain/payments/receipt.rules';
import {
  LICENCE_NONE_CHOSEN_TEXT,
  NO_LICENSES,
  REQUEST_CODE,
  type Licenses,
  type LicenceStatus,
  type MbreqQuery,
  type RequestLicenseBody,
} from '@club/domain/requests/requests.schemas';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/auth.js';
import type { LicenceRequestRow } from '../../db/schema/requests.js';
import { startCardPayment, type DescribedPayableKind, type SignedPayment } from '../payments/index.js';
import { personForActor } from '../people/index.js';
import * as repo from './requests.repository.js';
import { payLanguage, type Outcome } from './outcome.js';

/** The payment item kind of a licence (item id `<reqid>:local` or `<reqid>:state`). */
export const LICENCE_KIND = 'licence';

/** A licence's state on the profile: 2 processed by the office, 1 paid, 0 awaiting payment. */
function statusOf(r: LicenceRequestRow, kind: LicenceKind): LicenceStatus {
  const paidAt = kind === 'local' ? r.localPaidAt : r.statePaidAt;
  return { state: r.processedAt ? 2 : paidAt ? 1 : 0, response_code: r.id };
}

/** `licenses` of the profile from the person's requests of one licence season. */
export function licensesFrom(rows: readonly LicenceRequestRow[]): Licenses {
  const out: Licenses = { ...NO_LICENSES };
  for (const r of rows) {
    if (r.local) out.local = statusOf(r, 'local');
    if (r.state) out.state = statusOf(r, 'state');
  }
  return out;
}

export async function licensesOf(db: Db, userId: number, now: Date): Promise<Licenses> {
  return licensesFrom(await repo.listLicenceRequestsOfSeason(db, userId, currentLicenceSeason(now)));
}

/**
 * request_license: asks for the territorial and/or state licence of a person for this licence
 * season. Refused (nothing stored): neither chosen (the spec's message), a chosen licence already
 * asked this season, or a licence of the person still waiting to be paid (pay it first: the
 * procedures tab hides the button meanwhile). Decision: the person's data is checked by the
 * assistant's first steps and by the office, not here; the federation's data is the office's call.
 */
export async function requestLicence(ctx: AppContext, actor: UserRow, body: RequestLicenseBody): Promise<Outcome<{ reqid: number }>> {
  const person = await personForActor(ctx, actor, body.user_id);
  const choice = { local: body.local, state: body.state };
  if (licenceChoiceProblem(choice)) return { ok: false, code: REQUEST_CODE.licenceNoneChosen, ext: LICENCE_NONE_CHOSEN_TEXT };
  const now = ctx.now();
  const season = currentLicenceSeason(now);
  const current = licensesFrom(await repo.listLicenceRequestsOfSeason(ctx.db, person.id, season));
  if (alreadyRequestedKinds(current, choice).length > 0) return { ok: false, code: REQUEST_CODE.licenceAlreadyRequested };
  if (hasLicenceAwaitingPayment(current)) return { ok: false, code: REQUEST_CODE.licencePaymentPending };
  const reqid = await repo.insertLicenceRequest(ctx.db, { userId: person.id, season, ...choice, createdBy: actor.id, at: now });
  // Two requests of the same licence at once: the unique index let only one through.
  if (reqid === null) return { ok: false, code: REQUEST_CODE.licenceAlreadyRequested };
  return { ok: true, data: { reqid } };
}

/**
 * get_mbreq: one card payment for the named licences of the person still to pay, 67,00 € each
 * (one payment item per licence). `terid` names the request of the territorial licence and
 * `stid` the state one (their response_code on the profile); an id that is not such an unpaid
 * licence of this person is ignored. Nothing to pay: code 24.
 */
export async function licencePayment(ctx: AppContext, actor: UserRow, q: MbreqQuery): Promise<Outcome<SignedPayment>> {
  const person = await personForActor(ctx, actor, q.id);
  const items: { kind: string; id: string; amountCents: number }[] = [];
  const named: [number | null, LicenceKind][] = [
    [q.terid, 'local'],
    [q.stid, 'state'],
  ];
  for (const [reqid, kind] of named) {
    if (reqid === null) continue;
    const r = await repo.findLicenceRequest(ctx.db, reqid);
    if (!r || r.userId !== person.id || !r[kind] || r.rejectedAt) continue;
    if ((kind === 'local' ? r.localPaidAt : r.statePaidAt) !== null) continue;
    items.push({ kind: LICENCE_KIND, id: licenceItemId(r.id, kind), amountCents: LICENCE_FEE_CENTS });
  }
  if (items.length === 0) return { ok: false, code: REQUEST_CODE.licenceNothingToPay };
  const signed = await startCardPayment(ctx, {
    kind: LICENCE_KIND,
    ref: items.map((i) => i.id).join(','),
    userId: actor.id,
    amountCents: items.reduce((s, i) => s + i.amountCents, 0),
    description: `Licencias federativas / Federazio lizentziak: ${person.firstName} ${person.lastName}`.slice(0, 125),
    lang: payLanguage(actor.preferredLanguage),
    items,
  });
  return { ok: true, data: signed };
}

const parsedIds = (ids: string[]) => ids.map(parseLicenceItemId).filter((p): p is NonNullable<typeof p> => p !== null);

/** Licences in the payment ledger: a paid item marks that licence of its request paid. */
export const licencePayable: DescribedPayableKind = {
  kind: LICENCE_KIND,
  lockItems: async (tx, ids) => void (await repo.lockLicenceRequests(tx, [...new Set(parsedIds(ids).map((p) => p.reqid))])),
  markPaid: async (tx, id, at) => {
    const p = parseLicenceItemId(id);
    if (p) await repo.markLicencePaid(tx, p.reqid, p.kind, at);
  },
  // A refused card leaves the licence awaiting payment: the person pays again from the procedures tab.
  markFailed: async () => {},
  describeItems: describeLicenceItems,
};

/** describeItems of licences: one item per licence, named by its kind (territorial or state), for its person and season. */
async function describeLicenceItems(tx: Db, ids: string[]): Promise<Map<string, ItemDescription>> {
  const items = parsedIds(ids);
  const rows = await repo.listLicenceRequestsForReceipt(tx, [...new Set(items.map((p) => p.reqid))]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const out = new Map<string, ItemDescription>();
  for (const { reqid, kind } of items) {
    const r = byId.get(reqid);
    if (!r) continue;
    const person = `${r.firstName} ${r.lastName}`.trim();
    out.set(licenceItemId(reqid, kind), describeLicence({ kind, season: r.season, person, amountCents: LICENCE_FEE_CENTS }));
  }
  return out;
}
