import { describe, expect, it } from 'vitest';
import { call, createSession, createUser } from '../../test/helpers.js';
import { createTestCluster, type TestNode } from '../../test/nodes.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * "A change shows on the public site at once, on every node": the office saves through
 * /api/admin on node a; node b, which had the public read in its cache, serves the change.
 */
describe('office content changes reach every node', async () => {
  const cluster = await createTestCluster(2, { overrides: { PUBLIC_CACHE_SECONDS: 60 } });
  const [a, b] = cluster.nodes as [TestNode, TestNode];
  const token = await createSession(a.ctx, (await createUser(a.ctx, { isGod: true })).id);

  /** Node b's public read, polled for at most 2 s while the NOTIFY travels. */
  async function shownOnB(url: string, text: string): Promise<string> {
    const until = Date.now() + 2_000;
    let seen = JSON.stringify((await call(b.app, { method: 'GET', url })).body.data);
    while (!seen.includes(text) && Date.now() < until) {
      await sleep(50);
      seen = JSON.stringify((await call(b.app, { method: 'GET', url })).body.data);
    }
    return seen;
  }

  const cases = [
    {
      c: 'slides',
      url: '/api/v2/landing/slider',
      body: { header_text_es: 'Travesía de la ría', header_text_eus: 'Itsasadarreko zeharkaldia' },
      edit: { header_text_es: 'Travesía aplazada' },
    },
    {
      c: 'membership-types',
      url: '/api/v2/memberships/membership_types',
      body: { type: 2, name_es: 'Socio de verano', name_eus: 'Udako bazkidea', price_month: 15, months: 3, first_month: 6, last_month: 8 },
      edit: { name_es: 'Socio de temporada' },
    },
  ];

  for (const k of cases) {
    it(`${k.c}: created, edited and deleted on node a, served so by node b`, async () => {
      const cachedBefore = JSON.stringify((await call(b.app, { method: 'GET', url: k.url })).body.data); // primes b's cache
      const id = (await call(a.app, { method: 'POST', url: `/api/admin/${k.c}`, token, payload: k.body })).body.data.id as number;
      const first = Object.values(k.body)[1] as string;
      expect(cachedBefore).not.toContain(first);
      expect(await shownOnB(k.url, first)).toContain(first);

      const renamed = Object.values(k.edit)[0]!;
      await call(a.app, { method: 'PUT', url: `/api/admin/${k.c}/${id}`, token, payload: { ...k.body, ...k.edit } });
      expect(await shownOnB(k.url, renamed)).toContain(renamed);

      await call(a.app, { method: 'DELETE', url: `/api/admin/${k.c}/${id}`, token });
      const until = Date.now() + 2_000;
      let seen = JSON.stringify((await call(b.app, { method: 'GET', url: k.url })).body.data);
      while (seen.includes(renamed) && Date.now() < until) {
        await sleep(50);
        seen = JSON.stringify((await call(b.app, { method: 'GET', url: k.url })).body.data);
      }
      expect(seen).not.toContain(renamed);
    });
  }
});
