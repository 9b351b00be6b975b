import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { memberWithToken, uuid } from '../../test/activities-fixtures.js';
import { call, createSession, createUser } from '../../test/helpers.js';
import { createTestCluster, type TestNode } from '../../test/nodes.js';
import { seasonBody } from '../../test/seasons-fixtures.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The season_* profile fields (spec 001 §3) with the session cache on, on two nodes: whatever
 * changes them on one node (the signup, the office's validation, the season's own dates) reaches
 * the other node's cached auth/ping at once, through the club_sessions triggers of course_signups
 * (0020) and of seasons and season_levels (0024).
 */
describe('season_* fields in a cached auth/ping follow the signup on another node (issue 16)', async () => {
  const cluster = await createTestCluster(2, { overrides: { SESSION_CACHE_SECONDS: 60 } });
  const [a, b] = cluster.nodes as [TestNode, TestNode];
  cluster.clock.set('2026-06-15T10:00:00Z');
  const admin = await createUser(a.ctx, { isGod: true });
  const adminToken = await createSession(a.ctx, admin.id);
  const office = (method: 'POST' | 'PUT', url: string, payload: object) => call(a.app, { method, url, token: adminToken, payload });
  const ping = async (node: TestNode, token: string) => (await call(node.app, { method: 'GET', url: '/api/v2/auth/ping', token })).body;

  /** Asks node b again until `done` (at most a second): the answer it gave last. */
  async function onB(token: string, done: (p: Record<string, unknown>) => boolean) {
    const started = Date.now();
    let last = (await ping(b, token)).data as Record<string, unknown>;
    while (!done(last) && Date.now() - started < 1_000) {
      await sleep(10);
      last = (await ping(b, token)).data as Record<string, unknown>;
    }
    return last;
  }
  /**
   * Node b serves this session from memory (a write no trigger sees does not show). A notification
   * of an earlier write (the member's creation on node a) may still reach node b after its first
   * ping and drop that entry, so the check is made again until it holds (at most five seconds, as membership.pending.routes.test.ts does).
   */
  let behind = 0;
  async function cachedOnB(token: string, userId: number): Promise<void> {
    const started = Date.now();
    let city: string;
    do {
      await ping(b, token);
      behind += 1;
      const c = new pg.Client({ connectionString: cluster.url });
      await c.connect();
      try {
        await c.query('SET session_replication_role = replica');
        await c.query('UPDATE users SET city = $1 WHERE id = $2', [`Behind ${behind}`, userId]);
      } finally {
        await c.end();
      }
      city = ((await ping(b, token)).data as { city: string }).city;
    } while (city === `Behind ${behind}` && Date.now() - started < 5_000);
    expect(city).not.toBe(`Behind ${behind}`);
  }

  it('a signup, its validation and the season ending show at once on the node that cached the ping', async () => {
    const body = seasonBody(700, {}, { igela: [2, 2], pinguinoa: [1, 1, 1, 1] });
    const created = await office('POST', '/api/admin/seasons', body);
    expect(created.body.success).toBe(1);
    const m = await memberWithToken(a.ctx, {}, { currentLevel: 7 });
    await cachedOnB(m.token, m.user.id);
    expect(await ping(b, m.token)).toMatchObject({ data: { season_active: 0, season_signup_status: null } });

    // The member takes an Igela seat on node a: node b's ping shows the held signup.
    const enrolled = await call(a.app, {
      method: 'POST',
      url: '/api/v3/enrol/do_enrol_v2/',
      token: m.token,
      payload: { userData: { user_id: m.user.id }, selectedLevelID: 7, selectedScheduleID: uuid(701) },
    });
    expect(enrolled.body.data).toMatchObject({ status: 0 });
    expect(await onB(m.token, (p) => p.season_active === 1)).toMatchObject({
      season_active: 1,
      season_signup_completed: 0,
      season_signup_status: 0,
    });

    // The office validates the leveled payment on node a: completed on node b.
    await cachedOnB(m.token, m.user.id);
    await office('POST', `/api/admin/signups/${enrolled.body.data.ticketID}/status`, { status: 1 });
    expect(await onB(m.token, (p) => p.season_signup_completed === 1)).toMatchObject({
      season_active: 1,
      season_signup_completed: 1,
      season_signup_status: 1,
    });

    // The office moves the season's end before today: no current season, on node b too.
    await cachedOnB(m.token, m.user.id);
    const ended = await office('PUT', `/api/admin/seasons/${created.body.data.id}`, {
      ...body,
      date_begin: '2025-09-01',
      date_end: '2026-06-14',
      signup_end: '2025-08-31',
    });
    expect(ended.body.success).toBe(1);
    expect(await onB(m.token, (p) => p.season_active === 0)).toMatchObject({
      season_active: 0,
      season_signup_completed: null,
      season_signup_status: null,
    });
  });
});
