import { describe, expect, it } from 'vitest';
import { call, createSession, createTestApp, createUser } from '../../test/helpers.js';

/**
 * The membership fields of a profile (issue 17 "Where the profile fields are read"): auth/ping
 * for the caller and each person's sysProfile in v3/delegated_acct/users carry member_id,
 * family_id, genre, gibke_membership_state, gibke_membership_type, gibke_quota_pm_lastresponse
 * and gibke_membership_data, read from the person's row.
 */
describe('membership fields of the profile', async () => {
  const { app, ctx } = await createTestApp();

  it('auth/ping carries the caller membership fields, and a new account starts as a non-member', async () => {
    const fresh = await createUser(ctx);
    const ping = await call(app, { method: 'GET', url: '/api/v2/auth/ping', token: await createSession(ctx, fresh.id) });
    expect(ping.body.data).toMatchObject({
      member_id: 0,
      family_id: 0,
      gibke_membership_state: 0,
      gibke_membership_type: null,
      gibke_quota_pm_lastresponse: null,
      gibke_membership_data: '{"cards":[]}',
    });

    const member = await createUser(ctx, {
      memberId: 12345,
      familyId: 3,
      genre: 1,
      gibkeMembershipState: 2,
      gibkeMembershipType: 4,
      gibkeQuotaPmLastresponse: '0190',
      gibkeMembershipData: '{"cards":[{"type":2,"validity":"2027-06-30"}]}',
    });
    const again = await call(app, { method: 'GET', url: '/api/v2/auth/ping', token: await createSession(ctx, member.id) });
    expect(again.body.data).toMatchObject({
      member_id: 12345,
      family_id: 3,
      genre: 1,
      gibke_membership_state: 2,
      gibke_membership_type: 4,
      gibke_quota_pm_lastresponse: '0190',
      gibke_membership_data: '{"cards":[{"type":2,"validity":"2027-06-30"}]}',
    });
  });

  it("each person's sysProfile in v3/delegated_acct/users carries them; a person added without a genre has genre 2", async () => {
    const holder = await createUser(ctx, { allowImpersonate: true, personId: '71234567W' });
    const token = await createSession(ctx, holder.id);
    const added = await call(app, {
      method: 'POST',
      url: '/api/v3/delegated_acct/add_user/',
      token,
      payload: {
        identity: '',
        firstname: 'Uxue',
        lastname: 'Etxeberria',
        date_of_birth: '2016-03-02',
        person_id: '71234568A',
        acceptTerms: true,
        authPictures: true,
      },
    });
    expect(added.body.success).toBe(1);
    const list = await call(app, { method: 'GET', url: '/api/v3/delegated_acct/users', token });
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0].sysProfile).toMatchObject({
      member_id: 0,
      family_id: 0,
      genre: 2,
      gibke_membership_state: 0,
      gibke_membership_type: null,
      gibke_quota_pm_lastresponse: null,
      gibke_membership_data: '{"cards":[]}',
    });
  });
});
