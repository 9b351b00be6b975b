import { describe, expect, it } from 'vitest';
import { registryAddBodySchema, registryImportBodySchema, membershipsQuerySchema } from './membership.admin.schemas.js';
import { parseMemberPair, updateGkBodySchema, updateMembershipGkImpBodySchema } from './membership.schemas.js';

describe('the member number and family code a person links', () => {
  it('takes 5 and 2 digits as text or as numbers', () => {
    expect(parseMemberPair({ member_id: '01234', family_id: '02' })).toEqual({ member_id: 1234, family_id: 2 });
    expect(parseMemberPair({ member_id: 1234, family_id: 0 })).toEqual({ member_id: 1234, family_id: 0 });
  });
  it('names the field that is wrong', () => {
    expect(parseMemberPair({ member_id: '1234', family_id: '02' })).toBe('member_id');
    expect(parseMemberPair({ member_id: '00000', family_id: '02' })).toBe('member_id');
    expect(parseMemberPair({ member_id: '01234', family_id: '2' })).toBe('family_id');
  });
  it('reads the calls’ bodies with ids as numbers or numeric text', () => {
    expect(updateGkBodySchema.parse({ user_id: '12', member_id: '01234', family_id: '02' })).toEqual({
      user_id: 12,
      member_id: '01234',
      family_id: '02',
    });
    expect(updateMembershipGkImpBodySchema.safeParse({ uid: 'x', form_data: { member_id: '01234', family_id: '02' } }).success).toBe(false);
    expect(updateGkBodySchema.safeParse({ user_id: 1, member_id: '0'.repeat(11), family_id: '02' }).success).toBe(false);
  });
});

describe('the office’s membership calls', () => {
  it('adds a registry row with 5 and 2 digits and an active flag', () => {
    expect(registryAddBodySchema.parse({ member_id: '01234', family_id: '00', first_name: ' Ane ', last_name: 'Etxe', active: 1 })).toEqual(
      {
        member_id: 1234,
        family_id: 0,
        first_name: 'Ane',
        last_name: 'Etxe',
        active: 1,
      },
    );
    expect(
      registryAddBodySchema.safeParse({ member_id: '00000', family_id: '00', first_name: 'A', last_name: 'B', active: 1 }).success,
    ).toBe(false);
    expect(
      registryAddBodySchema.safeParse({ member_id: '1234', family_id: '00', first_name: 'A', last_name: 'B', active: 1 }).success,
    ).toBe(false);
    expect(
      registryAddBodySchema.safeParse({ member_id: '01234', family_id: '00', first_name: '', last_name: 'B', active: 1 }).success,
    ).toBe(false);
  });
  it('lists applications in state 3 unless told', () => {
    expect(membershipsQuerySchema.parse({})).toMatchObject({ state: 3, page: 1 });
    expect(membershipsQuerySchema.safeParse({ state: '7' }).success).toBe(false);
  });
  it('refuses a CSV over the size limit', () => {
    expect(registryImportBodySchema.safeParse({ csv: 'x'.repeat(3 * 1024 * 1024) }).success).toBe(false);
  });
});
