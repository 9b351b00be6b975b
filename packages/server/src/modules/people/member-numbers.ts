import type { Db } from '../../db/client.js';

/** A member number with its family code, as typed in a form (already 5 and 2 digits). */
export interface MemberPair {
  member_id: number;
  family_id: number;
}

/**
 * Linking a typed member number checks it against the club's member registry, which the
 * membership area keeps (issue 17: codes 10 not listed, 11 not active, 12 held by another
 * person). The forms that let a member number be typed live in areas below membership (the
 * family's add_user, the account's update_user and set_my_account), so membership registers its
 * linker here (membership.area.ts) and they call it through this shared part: one rule, one
 * place, no second reading of the registry.
 */
export interface MemberNumberLinker {
  /**
   * Links the pair to an existing person inside `tx` (their member_id, family_id and state 1;
   * an unpaid join dropped), or returns the refusal code (10, 11, 12; 3 when the person cannot
   * link now) and changes nothing.
   */
  link(tx: Db, personId: number, pair: MemberPair, at: Date): Promise<number | null>;
  /**
   * The refusal a person not stored yet would get for the pair, or null when they may hold it.
   * The registry row stays locked until `tx` ends, so two persons typing one number at once
   * get one success and one 12.
   */
  check(tx: Db, pair: MemberPair): Promise<number | null>;
}

let linker: MemberNumberLinker | null = null;

export function registerMemberNumberLinker(l: MemberNumberLinker): void {
  linker = l;
}

export function memberNumberLinker(): MemberNumberLinker {
  if (!linker) throw new Error('No member number linker registered (the membership area registers it).');
  return linker;
}
