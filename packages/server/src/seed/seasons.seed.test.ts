import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seasons } from '../db/schema/seasons.js';
import { call, createSession, createTestApp, createUser } from '../test/helpers.js';
import { seedSeasons } from './seasons.seed.js';

describe('the demo season', async () => {
  const { app, ctx, clock } = await createTestApp();
  clock.set('2026-11-24T09:00:00Z');
  await seedSeasons(ctx);
  await seedSeasons(ctx);

  it('is the current season with every level in es and eus, covers and groups at both pools, once', async () => {
    const [n] = await ctx.db.select({ n: count() }).from(seasons);
    expect(n!.n).toBe(1);
    const r = await call(app, { method: 'GET', url: '/api/v2/courses/levels/' });
    const body = r.body as unknown as {
      season_name: string;
      season_name_eus: string;
      data: {
        id: number;
        title_eus: string;
        content_eus: string;
        cover: { path: string } | null;
        variants: { poolID: number; price: number }[];
      }[];
    };
    expect([body.season_name, body.season_name_eus]).toEqual(['Temporada 2026-2027', '2026-2027 denboraldia']);
    expect(body.data.map((l) => l.id)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 39]);
    for (const l of body.data) {
      expect(l.title_eus).not.toBe('');
      expect(l.content_eus).not.toBe('');
      expect(l.cover?.path).toMatch(/\.svg$/);
    }
    const pools = new Set(body.data.flatMap((l) => l.variants.map((v) => v.poolID)));
    expect([...pools].sort()).toEqual([1, 2]);
    expect(body.data.find((l) => l.id === 39)!.variants).toEqual([]);
    expect(body.data.every((l) => l.variants.every((v) => v.price > 0))).toBe(true);
  });

  it('gives the office a lottery to run: seven rankings of level 9, the siblings drawn together', async () => {
    const admin = await createUser(ctx, { isGod: true });
    const token = await createSession(ctx, admin.id);
    const list = await call(app, { method: 'GET', url: '/api/admin/seasons', token });
    const id = list.body.data[0].id as number;
    const preview = await call(app, { method: 'POST', url: `/api/admin/seasons/${id}/lottery/preview`, token, payload: { seed: 'demo' } });
    expect(preview.body.data.order).toHaveLength(7);
    const signups = await call(app, { method: 'GET', url: `/api/admin/seasons/${id}/signups`, token });
    const siblings = signups.body.data
      .filter((s: { last_name: string }) => s.last_name.startsWith('Etxebarria'))
      .map((s: { ticketID: number }) => s.ticketID);
    expect(siblings).toHaveLength(2);
    const order = preview.body.data.order as number[];
    expect(Math.abs(order.indexOf(siblings[0]) - order.indexOf(siblings[1]))).toBe(1);
  });
});
