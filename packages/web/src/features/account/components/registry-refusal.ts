import { MEMBERSHIP_LINK_CODE } from '@club/domain/membership/membership.rules';

/**
 * A member number typed in the account's forms that the club's registry refuses (spec 001 §8
 * membership codes): 10 not listed with that family code, 11 not active, 12 linked to another
 * person. Their texts are the membership modal's (updateUser.codes.10/11/12).
 */
export const isRegistryRefusal = (code: unknown): code is 10 | 11 | 12 =>
  code === MEMBERSHIP_LINK_CODE.notListed || code === MEMBERSHIP_LINK_CODE.notActive || code === MEMBERSHIP_LINK_CODE.takenByOther;
