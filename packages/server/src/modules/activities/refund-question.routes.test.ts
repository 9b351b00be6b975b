import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { courseSignups } from '../../db/schema/activities.js';
import { makeCourse } from '../../test/activities-fixtures.js';
import { auditRowsOf, call, createSession, createTestApp, createUser, type TestApp } from '../../test/helpers.js';

/**
 * Abandoning a paid signup asks whether to refund (issue 20, point 9), through HTTP: without the
 * answer nothing changes (code 4); with it the change is made and the answer is recorded in the
 * audit row; a signup that was not paid is abandoned without the question.
 */
let t: TestApp;
let token: string;
let courseId: number;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.ctx, { isGod: true });
  token = await createSession(t.ctx, admin.id);
  courseId = (await makeCourse(t.ctx, { date: '2027-02-01' })).id;
});

async function signup(paymentStatus: number) {
  const person = await createUser(t.ctx);
  const [s] = await t.ctx.db
    .insert(courseSignups)
    .values({ courseId, userId: person.id, createdBy: person.id, status: 1, paymentStatus, priceCents: 4500 })
    .returning();
  return s!.id;
}
const setStatus = (ticket: number, payload: Record<string, unknown>) =>
  call(t.app, { method: 'POST', url: `/api/admin/signups/${ticket}/status`, token, payload });
const statusOf = async (ticket: number) => (await t.ctx.db.select().from(courseSignups).where(eq(courseSignups.id, ticket)))[0]!.status;
const auditOf = (ticket: number) => auditRowsOf(t.ctx, 'signup', ticket);

describe('POST /api/admin/signups/:ticketID/status on a paid signup', () => {
  it('refuses to abandon it without the answer, and changes nothing', async () => {
    const ticket = await signup(1);
    const res = await setStatus(ticket, { status: 4 });
    expect(res.body).toMatchObject({ success: 0, code: 4 });
    expect(await statusOf(ticket)).toBe(1);
    expect(await auditOf(ticket)).toHaveLength(0);
  });

  it('records "refund: yes" or "refund: no" with the change', async () => {
    const yes = await signup(1);
    expect((await setStatus(yes, { status: 4, refund: 1 })).body).toEqual({ success: 1, data: { ticketID: yes, status: 4 } });
    expect(await statusOf(yes)).toBe(4);
    expect((await auditOf(yes)).map((a) => [a.action, (a.before as { status: number }).status, a.after])).toEqual([
      ['signup.status', 1, expect.objectContaining({ status: 4, refund: 'yes' })],
    ]);

    const no = await signup(1);
    expect((await setStatus(no, { status: 4, refund: 0 })).body.success).toBe(1);
    expect((await auditOf(no))[0]!.after).toMatchObject({ status: 4, refund: 'no' });
    // Undone a minute later (back to its seat): no question, no answer recorded.
    expect((await setStatus(no, { status: 1 })).body.success).toBe(1);
    expect((await auditOf(no))[1]!.after).not.toHaveProperty('refund');
  });

  it('asks nothing for an unpaid or free signup or another status, and refuses a bad answer with a 400', async () => {
    const person = await createUser(t.ctx);
    const [free] = await t.ctx.db
      .insert(courseSignups)
      .values({ courseId, userId: person.id, createdBy: person.id, status: 1, paymentStatus: 1, priceCents: 0 })
      .returning();
    expect((await setStatus(free!.id, { status: 4 })).body.success).toBe(1);
    const unpaid = await signup(0);
    expect((await setStatus(unpaid, { status: 4 })).body.success).toBe(1);
    expect((await auditOf(unpaid))[0]!.after).not.toHaveProperty('refund');
    const paid = await signup(1);
    expect((await setStatus(paid, { status: 2 })).body.success).toBe(1);
    const other = await signup(1);
    expect((await setStatus(other, { status: 4, refund: 2 })).status).toBe(400);
    expect((await setStatus(other, { status: 4, refund: 'maybe' })).status).toBe(400);
    expect(await statusOf(other)).toBe(1);
  });
});
