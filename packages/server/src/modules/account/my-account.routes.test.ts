import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { accountRequests } from '../../db/schema/account.js';
import { users } from '../../db/schema/auth.js';
import { files } from '../../db/schema/files.js';
import { memberRegistry } from '../../db/schema/membership.js';
import { call, createSession, createTestApp, createUser } from '../../test/helpers.js';

const data = {
  email: 'Nerea.Olabarria@example.com',
  person_id: '78901234X',
  date_of_birth: '1988-12-30',
  address: 'Neguri kalea 3, 1A',
  city: 'Getxo',
  zipcode: '48992',
  country: 'España',
  member_id: 0,
  family_id: 0,
  phone: '+34 611 222 333',
};

describe('myaccount/set_my_account', async () => {
  const { app, ctx } = await createTestApp();
  const row = async (id: number) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0]!;
  const url = '/api/v2/myaccount/set_my_account/';
  await ctx.db.insert(memberRegistry).values([
    { memberId: 5432, familyId: 1, firstName: 'Nerea', lastName: 'Olabarria', active: true },
    { memberId: 22222, familyId: 2, firstName: 'Otra', lastName: 'Persona', active: true },
  ]);

  it('stores the base data and the address of the holder', async () => {
    const u = await createUser(ctx);
    const token = await createSession(ctx, u.id);
    const res = await call(app, { method: 'POST', url, token, payload: data });
    expect(res).toMatchObject({ status: 200, body: { success: 1 } });
    expect(await row(u.id)).toMatchObject({ email: 'nerea.olabarria@example.com', personId: '78901234X', city: 'Getxo', memberId: 0 });
  });

  it('refuses a broken rule with 400 naming the field', async () => {
    const u = await createUser(ctx);
    const token = await createSession(ctx, u.id);
    const res = await call(app, { method: 'POST', url, token, payload: { ...data, email: 'nerea2@example.com', zipcode: '489' } });
    expect(res.status).toBe(400);
    expect(res.body.ext).toContain('zipcode');
    expect((await row(u.id)).email).toBe(u.email);
  });

  it('sets the membership numbers once and then keeps them locked', async () => {
    const u = await createUser(ctx);
    const token = await createSession(ctx, u.id);
    const payload = { ...data, email: u.email, member_id: '05432', family_id: '01' };
    expect((await call(app, { method: 'POST', url, token, payload })).body).toEqual({ success: 1 });
    expect((await call(app, { method: 'POST', url, token, payload: { ...payload, member_id: 11111, family_id: 3 } })).body).toEqual({
      success: 1,
    });
    expect(await row(u.id)).toMatchObject({ memberId: 5432, familyId: 1 });
  });

  it('answers code 1 for an e-mail of another account, the registry codes for a member number (12 linked to another person, 10 not listed)', async () => {
    const other = await createUser(ctx, { memberId: 22222, familyId: 2, gibkeMembershipState: 1 });
    const u = await createUser(ctx);
    const token = await createSession(ctx, u.id);
    expect((await call(app, { method: 'POST', url, token, payload: { ...data, email: other.email } })).body).toMatchObject({
      success: 0,
      code: 1,
    });
    expect(
      (await call(app, { method: 'POST', url, token, payload: { ...data, email: u.email, member_id: 22222, family_id: 2 } })).body,
    ).toEqual({ success: 0, code: 12, ext: 'member_id' });
    expect(
      (await call(app, { method: 'POST', url, token, payload: { ...data, email: u.email, member_id: 33333, family_id: 1 } })).body,
    ).toEqual({ success: 0, code: 10, ext: 'member_id' });
    expect(await row(u.id)).toMatchObject({ memberId: 0, gibkeMembershipState: 0, dateOfBirth: '1985-05-20' });
  });
});

describe('myaccount/update_profile_picture', async () => {
  const { app, ctx } = await createTestApp();
  const u = await createUser(ctx);
  const token = await createSession(ctx, u.id);
  const otherToken = await createSession(ctx, (await createUser(ctx)).id);
  const url = '/api/v2/myaccount/update_profile_picture/';
  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#0a5c8a' } })
    .png()
    .toBuffer();
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;

  it('stores a 256x256 webp copy and serves it at the profile path', async () => {
    const res = await call(app, { method: 'POST', url, token, payload: { user: u.id, profile: dataUrl('image/png', png) } });
    expect(res.body.success).toBe(1);
    const path = res.body.data.profile_picture as string;
    expect(path).toMatch(/^\/files\/\d+\/avatar-\d+\.webp$/);
    const [stored] = await ctx.db.select().from(users).where(eq(users.id, u.id));
    expect(stored!.profilePicture).toBe(path);
    const served = await app.inject({ method: 'GET', url: path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
  });

  it('replaces the previous picture instead of piling files up', async () => {
    await call(app, { method: 'POST', url, token, payload: { user: u.id, profile: dataUrl('image/png', png) } });
    const avatars = await ctx.db.select({ id: files.id }).from(files).where(eq(files.ownerId, u.id));
    expect(avatars).toHaveLength(1);
  });

  it('judges by content: a png renamed .pdf is accepted, a pdf renamed .png is refused', async () => {
    const pngAsPdf = await call(app, { method: 'POST', url, token, payload: { user: u.id, profile: dataUrl('application/pdf', png) } });
    expect(pngAsPdf.body.success).toBe(1);
    const before = (await ctx.db.select().from(users).where(eq(users.id, u.id)))[0]!.profilePicture;
    const pdfAsPng = await call(app, { method: 'POST', url, token, payload: { user: u.id, profile: dataUrl('image/png', pdf) } });
    expect(pdfAsPng.body).toMatchObject({ success: 0, code: 1 });
    expect((await ctx.db.select().from(users).where(eq(users.id, u.id)))[0]!.profilePicture).toBe(before);
  });

  it('refuses GIF content, text that is not a data URL and a broken image', async () => {
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    expect(
      (await call(app, { method: 'POST', url, token, payload: { user: u.id, profile: dataUrl('image/gif', gif) } })).body,
    ).toMatchObject({ code: 1 });
    expect((await call(app, { method: 'POST', url, token, payload: { user: u.id, profile: 'hello' } })).body).toMatchObject({ code: 1 });
    const truncated = png.subarray(0, 60);
    expect(
      (await call(app, { method: 'POST', url, token, payload: { user: u.id, profile: dataUrl('image/png', truncated) } })).body,
    ).toMatchObject({
      success: 0,
      code: 2,
    });
  });

  it("refuses another user's token with 403", async () => {
    const res = await call(app, { method: 'POST', url, token: otherToken, payload: { user: u.id, profile: dataUrl('image/png', png) } });
    expect(res.status).toBe(403);
  });
});

describe('myaccount/request_access_public_offers', async () => {
  const { app, ctx, outbox } = await createTestApp();
  const url = '/api/v2/myaccount/request_access_public_offers/';

  it('stores the request once and mails the club office', async () => {
    const u = await createUser(ctx, { firstName: 'Koldo', lastName: 'Mendiola' });
    const token = await createSession(ctx, u.id);
    const first = await call(app, { method: 'POST', url, token, payload: { user: u.id } });
    expect(first.body).toMatchObject({ success: 1, data: { status: 'requested' } });
    const second = await call(app, { method: 'POST', url, token, payload: { user: u.id } });
    expect(second.body).toMatchObject({ success: 1, data: { status: 'pending' } });
    const stored = await ctx.db.select().from(accountRequests).where(eq(accountRequests.userId, u.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ kind: 'public_offers', status: 'pending' });
    const mails = outbox.filter((m) => m.to === ctx.config.CLUB_OFFICE_EMAIL);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Koldo Mendiola');
    // The office decides in its console (the link), or from the server's command line.
    expect(mails[0]!.text).toContain(`${ctx.config.PUBLIC_URL}/gestion/solicitudes`);
    expect(mails[0]!.text).toContain(`grant-delegation ${u.email}`);
  });

  it('says granted when the permission is already there', async () => {
    const u = await createUser(ctx, { allowImpersonate: true });
    const token = await createSession(ctx, u.id);
    expect((await call(app, { method: 'POST', url, token, payload: { user: u.id } })).body).toMatchObject({ data: { status: 'granted' } });
  });

  it('refuses a request in the name of someone else', async () => {
    const victim = await createUser(ctx);
    const token = await createSession(ctx, (await createUser(ctx)).id);
    expect((await call(app, { method: 'POST', url, token, payload: { user: victim.id } })).status).toBe(403);
    expect(await ctx.db.select().from(accountRequests).where(eq(accountRequests.userId, victim.id))).toHaveLength(0);
  });
});
