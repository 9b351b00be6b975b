import { ADMIN_PAGE_SIZE } from '@club/domain/admin/paging.schemas';
import { PEOPLE_CODE, type PeopleQuery, type PersonDetail, type PersonRow } from '@club/domain/admin/people.schemas';
import { centsToEuros } from '@club/domain/activities/pricing.rules';
import { conceptInWords } from '@club/domain/payments/ledger.rules';
import { formatReceiptNumber, type ItemDescription } from '@club/domain/payments/receipt.rules';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/reply.js';
import type { AdminOutcome } from '../../lib/outcome.js';
import { lockUser, resolvePendingRequests, updateUserRow } from './persons.repository.js';
import { type AuditActor, recordAudit } from '../audit/index.js';
import * as repo from './people.admin.repository.js';

type Ctx = Pick<AppContext, 'db' | 'now'>;
const tx$ = (tx: unknown) => tx as Db;

const toPersonRow = (r: repo.PersonListRow): PersonRow => ({
  id: r.id,
  first_name: r.firstName,
  last_name: r.lastName,
  email: r.email,
  person_id: r.personId,
  member_id: r.memberId,
  date_of_birth: r.dateOfBirth,
  isGod: r.isGod ? 1 : 0,
  allow_impersonate: r.allowImpersonate ? 1 : 0,
  image_use: r.imageUse === 1 ? 1 : 0,
  image_use_date: r.imageUseDate?.toISOString() ?? null,
  holder_id: r.holderId,
  relation: r.relation,
});

/** GET /api/admin/people */
export async function searchPeople(ctx: Pick<AppContext, 'db'>, q: PeopleQuery) {
  const { rows, total } = await repo.searchPeople(ctx.db, q.q, ADMIN_PAGE_SIZE, (q.page - 1) * ADMIN_PAGE_SIZE);
  return { rows: rows.map(toPersonRow), total, page: q.page, page_size: ADMIN_PAGE_SIZE };
}

/** GET /api/admin/people/{id}: the person and the whole family they belong to (holder and managed persons). */
export async function getPerson(ctx: Pick<AppContext, 'db'>, id: number): Promise<PersonDetail> {
  const person = await repo.findPerson(ctx.db, id);
  if (!person) throw notFound('person_not_found');
  const holderId = person.holderId ?? person.id;
  const members = await repo.listFamily(ctx.db, holderId);
  const ids = members.map((m) => m.id);
  const [signups, payments, documents] = await Promise.all([
    repo.listSignupsOf(ctx.db, ids),
    repo.listPaymentsOf(ctx.db, ids),
    repo.listDocumentsOf(ctx.db, ids),
  ]);
  return {
    person: { ...toPersonRow(person), phone: person.phone, city: person.city, created_at: person.createdAt.toISOString() },
    family: { holder_id: holderId, members: members.map(toPersonRow) },
    signups: signups.map(({ signup: s, courseTitle }) => ({
      ticketID: s.id,
      user_id: s.userId,
      course_id: s.courseId,
      course_title: courseTitle,
      status: s.status,
      payment_status: s.paymentStatus,
      price_cents: s.priceCents,
      created_at: s.createdAt.toISOString(),
    })),
    payments: payments.map(({ payment: p, receiptNumber, receiptItems }) => {
      // What was paid for in words, as the ledger says it: the receipt's items once paid, else
      // the description sent to the bank (never the item's reference number).
      const items = (receiptItems ?? []) as ItemDescription[];
      return {
        id: p.id,
        order: p.order,
        user_id: p.userId,
        kind: p.kind,
        ref: p.ref,
        concept: { es: conceptInWords(items, 'es') || p.description, eus: conceptInWords(items, 'eus') || p.description },
        amount: centsToEuros(p.amountCents),
        state: p.state,
        ds_response: p.dsResponse,
        receipt_number: receiptNumber === null ? null : formatReceiptNumber(receiptNumber),
        created_at: p.createdAt.toISOString(),
      };
    }),
    documents: documents.map(({ doc, filename }) => ({
      id: doc.id,
      user_id: doc.userId,
      file_id: doc.fileId,
      type: doc.type,
      filename,
      created_at: doc.createdAt.toISOString(),
    })),
  };
}

type FlagReply = { id: number; allow_impersonate: number; isGod: number };

/**
 * POST /api/admin/people/{id}/delegation and /admin: the same repository calls as
 * `npm run club -- grant-delegation | make-admin ...` (cli/office-tasks.ts); granting delegation
 * closes the person's pending delegation requests as granted, as the CLI does.
 */
export async function setPersonFlag(
  ctx: Ctx,
  id: number,
  flag: 'allowImpersonate' | 'isGod',
  value: boolean,
  actor: AuditActor,
): Promise<AdminOutcome<FlagReply>> {
  if (flag === 'isGod' && !value && id === actor.id)
    return { ok: false, code: PEOPLE_CODE.ownAdminRights, ext: 'you cannot revoke your own administrator rights' };
  return ctx.db.transaction(async (t) => {
    const tx = tx$(t);
    const before = await lockUser(tx, id);
    if (!before) throw notFound('person_not_found');
    await updateUserRow(tx, id, { [flag]: value });
    const closed = flag === 'allowImpersonate' && value ? await resolvePendingRequests(tx, id, 'public_offers', 'granted', ctx.now()) : 0;
    const after = (await lockUser(tx, id))!;
    const pick = (u: typeof before) => ({ allowImpersonate: u.allowImpersonate, isGod: u.isGod });
    await recordAudit(tx, {
      actor,
      action: flag === 'isGod' ? 'person.admin' : 'person.delegation',
      entity: 'person',
      entityId: id,
      before: pick(before),
      after: { ...pick(after), ...(closed ? { requests_granted: closed } : {}) },
    });
    return { ok: true, data: { id, allow_impersonate: after.allowImpersonate ? 1 : 0, isGod: after.isGod ? 1 : 0 } };
  });
}

/** GET /api/admin/people/{id}/documents/{documentId}: a document the person (or their holder) uploaded. */
export async function getPersonDocumentFile(ctx: Pick<AppContext, 'db'>, id: number, documentId: number) {
  const file = await repo.findPersonDocumentFile(ctx.db, id, documentId);
  if (!file) throw notFound('document_not_found');
  return file;
}
