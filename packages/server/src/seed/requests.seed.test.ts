import { describe, expect, it } from 'vitest';
import { call, createSession, createTestApp, createUser } from '../test/helpers.js';
import { seedDemo } from './index.js';

describe('demo data of the members requests', async () => {
  const { app, ctx, clock } = await createTestApp();
  clock.set('2026-11-24T10:00:00Z');
  await seedDemo(ctx, app.log);
  const admin = await createUser(ctx, { isGod: true });
  const token = await createSession(ctx, admin.id);
  const get = async (url: string) => (await call(app, { method: 'GET', url, token })).body.data;

  it('offers exam slots over the next four weeks, Tuesdays and Thursdays', async () => {
    const schedules = await get('/api/v2/member_requests/medical_exam_schedules/');
    const days = Object.keys(schedules).sort();
    // 2026-11-24 is a Tuesday: from the 26th (Thursday) to 2026-12-22, 8 days of 6 slots.
    expect(days).toEqual(['2026-11-26', '2026-12-01', '2026-12-03', '2026-12-08', '2026-12-10', '2026-12-15', '2026-12-17', '2026-12-22']);
    expect(schedules['2026-11-26']).toEqual({ '17:00': 3, '17:20': 3, '17:40': 3, '18:00': 3, '18:20': 3, '18:40': 3 });
  });

  it('leaves one paid licence request and one sports-card request waiting for the office, once however often it runs', async () => {
    await seedDemo(ctx, app.log);
    const licences = await get('/api/admin/licence-requests?processed=0');
    expect(licences.rows).toEqual([expect.objectContaining({ first_name: 'Jon', local: 1, state: 1, paid: 1, processed: 0 })]);
    const cards = await get('/api/admin/sportscard-requests?processed=0');
    expect(cards.rows).toEqual([expect.objectContaining({ first_name: 'Ane', processed: 0, file_id: expect.any(Number) })]);
    const ledger = await get('/api/admin/payments');
    expect(ledger.rows.filter((r: { kind: string; state: string }) => r.kind === 'licence' && r.state === 'paid')).toHaveLength(1);
  });
});
