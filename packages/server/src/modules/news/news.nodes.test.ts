import { describe, expect, it } from 'vitest';
import { call, createSession, createUser } from '../../test/helpers.js';
import { createTestCluster, type TestNode } from '../../test/nodes.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Two portal nodes on one database, each with its public cache on: the office's news show on both. */
describe('news written by the office on one node', async () => {
  const cluster = await createTestCluster(2, { overrides: { PUBLIC_CACHE_SECONDS: 60 } });
  const [a, b] = cluster.nodes as [TestNode, TestNode];
  const token = await createSession(a.ctx, (await createUser(a.ctx, { isGod: true })).id);
  const slugsOn = async (node: TestNode) =>
    ((await call(node.app, { method: 'GET', url: '/api/v2/news/pub' })).body.data.news as { slug_es: string }[]).map((n) => n.slug_es);
  /** Node b's list, asked again while the invalidation (LISTEN/NOTIFY) is on its way, for at most 2 s. */
  async function settleOnB(done: (slugs: string[]) => boolean): Promise<string[]> {
    const until = Date.now() + 2_000;
    let slugs = await slugsOn(b);
    while (!done(slugs) && Date.now() < until) {
      await sleep(50);
      slugs = await slugsOn(b);
    }
    return slugs;
  }

  it('appear on, change on and leave the cached public list of the other node', async () => {
    expect(await slugsOn(b)).not.toContain('regata-de-otono'); // b now serves the list from memory
    const created = await call(a.app, {
      method: 'POST',
      url: '/api/admin/news',
      token,
      payload: { date: '2026-11-23', translations: { es: { title: 'Regata de otoño', content: '<p><strong>Hoy</strong></p>' } } },
    });
    expect(created.body).toMatchObject({ success: 1, data: { slug_es: 'regata-de-otono' } });
    expect(await settleOnB((s) => s.includes('regata-de-otono'))).toContain('regata-de-otono');

    const id = created.body.data.id as number;
    const unpublished = await call(a.app, {
      method: 'PUT',
      url: `/api/admin/news/${id}`,
      token,
      payload: { date: '2026-11-23', is_published: 0, translations: { es: { title: 'Regata de otoño' } } },
    });
    expect(unpublished.body.success).toBe(1);
    expect(await settleOnB((s) => !s.includes('regata-de-otono'))).not.toContain('regata-de-otono');
  });
});
