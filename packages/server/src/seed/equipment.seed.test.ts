import { describe, expect, it } from 'vitest';
import { call, createSession, createTestApp, createUser } from '../test/helpers.js';
import { seedDemo } from './index.js';

describe('demo data of the kit shop', async () => {
  const { app, ctx, clock } = await createTestApp();
  clock.set('2026-11-24T10:00:00Z');
  await seedDemo(ctx, app.log);
  const admin = await createUser(ctx, { isGod: true });
  const token = await createSession(ctx, admin.id);
  const get = async (url: string, tok = token) => (await call(app, { method: 'GET', url, token: tok })).body.data;

  it('sells six items in es and eus with drawn covers, sizes, prices and stock, once however often it runs', async () => {
    await seedDemo(ctx, app.log);
    const items = await get('/api/admin/equipment/items');
    expect(items.map((i: { item_name: string }) => i.item_name)).toEqual([
      'Bañador de competición (mujer)',
      'Jammer de competición (hombre)',
      'Gorro de silicona',
      'Toalla de microfibra',
      'Parka del club',
      'Mochila del club',
    ]);
    for (const i of items) {
      expect(i.item_name_eus.length).toBeGreaterThan(3);
      expect(i.cover.path).toMatch(/^\/files\/\d+\/.+\.svg$/);
    }
    expect(items[4]).toMatchObject({ price: 59.9, sizes: expect.arrayContaining([{ size: 'XL', price_base: 64.9, stock: 2 }]) });
  });
});
