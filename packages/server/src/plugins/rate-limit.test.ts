import { describe, expect, it } from 'vitest';
import { call, createSession, createUser } from '../test/helpers.js';
import { createTestCluster, type TestNode } from '../test/nodes.js';

/** POST myaccount/request_access_public_offers: 10 calls per account in 10 minutes. */
const ACCESS_MAX = 10;
/** POST diag/route: 120 a minute (per address for visitors). */
const DIAG_MAX = 120;

const routeEvent = { begin: 1, end: 2, thispath: '/a', newpath: '/b', seconds: 1, runtimeID: 'rt', browser: {} };

describe('rate limits shared by two nodes, per account when signed in, per address for visitors', async () => {
  const { nodes } = await createTestCluster(2);
  const [a, b] = nodes as [TestNode, TestNode];

  const askAccess = (node: TestNode, token: string, userId: number, remoteAddress = '203.0.113.7') =>
    call(node.app, {
      method: 'POST',
      url: '/api/v2/myaccount/request_access_public_offers',
      payload: { user: userId },
      token,
      remoteAddress,
    });

  it('two nodes count the same calls: the call past the limit is refused whichever node gets it', async () => {
    const user = await createUser(a.ctx);
    const token = await createSession(a.ctx, user.id);
    const statuses: number[] = [];
    // Alternate nodes, as a load balancer would.
    for (let i = 0; i < ACCESS_MAX; i += 1) statuses.push((await askAccess(i % 2 ? b : a, token, user.id)).status);
    expect(statuses).toEqual(Array(ACCESS_MAX).fill(200));
    const over = await askAccess(a, token, user.id);
    expect(over.status).toBe(429);
    expect((await askAccess(b, token, user.id)).status).toBe(429);
  });

  it('calls sent to both nodes at once are counted exactly: max pass, the rest are refused', async () => {
    const user = await createUser(a.ctx);
    const token = await createSession(a.ctx, user.id);
    const results = await Promise.all(Array.from({ length: ACCESS_MAX + 5 }, (_, i) => askAccess(i % 2 ? b : a, token, user.id)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(ACCESS_MAX);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });

  it('two accounts behind one address each get their whole allowance (per account, not per address)', async () => {
    const office = '198.51.100.20';
    const [ane, jon] = await Promise.all([createUser(a.ctx), createUser(a.ctx)]);
    const [aneToken, jonToken] = await Promise.all([createSession(a.ctx, ane!.id), createSession(a.ctx, jon!.id)]);
    for (let i = 0; i < ACCESS_MAX; i += 1) expect((await askAccess(a, aneToken, ane!.id, office)).status).toBe(200);
    expect((await askAccess(a, aneToken, ane!.id, office)).status).toBe(429);
    // Jon, same address, has not used any of his.
    for (let i = 0; i < ACCESS_MAX; i += 1) expect((await askAccess(b, jonToken, jon!.id, office)).status).toBe(200);
    expect((await askAccess(b, jonToken, jon!.id, office)).status).toBe(429);
    // Neither account's calls from another address start a fresh allowance either.
    expect((await askAccess(a, aneToken, ane!.id, '192.0.2.99')).status).toBe(429);
  });

  it('visitors are counted per address, across nodes; a signed-in family at that address is not', async () => {
    const diag = (node: TestNode, remoteAddress: string, token?: string) =>
      call(node.app, { method: 'POST', url: '/api/v2/diag/route', payload: routeEvent, remoteAddress, token });
    const school = '198.51.100.77';
    for (let i = 0; i < DIAG_MAX; i += 1) {
      const res = await diag(i % 2 ? b : a, school);
      expect(res.status).toBe(200);
    }
    expect((await diag(a, school)).status).toBe(429);
    expect((await diag(b, school)).status).toBe(429);
    // Another address has its own allowance.
    expect((await diag(b, '198.51.100.78')).status).toBe(200);
    // A member signed in at the school is counted on the account, not on the worn-out address.
    const user = await createUser(a.ctx);
    const token = await createSession(a.ctx, user.id);
    expect((await diag(a, school, token)).status).toBe(200);
  });
});
