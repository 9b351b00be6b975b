import { z } from 'zod';
import { formatFamilyId, formatMemberId } from '../account/account.rules.js';
import { MEMBERSHIP_STATE } from './membership.rules.js';

/**
 * The member card (spec 001 §3 gibke_membership_data, §4; issue 17).
 *
 * gibke_membership_data is JSON text with a list of cards, each with a type and a validity. A
 * card's type is one of the membership types' categories (`type` of a membership type: 0 no
 * processing, 1 sports card, 2 territorial licence, 3 state licence). A member card is active
 * when the list holds a card whose type matches the category of the person's membership type.
 *
 * Decisions:
 * - The office's validation of a join issues the card of the type's category, valid to the last
 *   day of the membership period it falls in; each new season's first quota renews it. The areas
 *   that process a licence or a sports card may add their own card to the list through the
 *   membership entry (`withCard`: one card per type, the later validity kept).
 * - `validity` is the last day the card is valid (ISO), printed on the card. The rule of §4 reads
 *   the type only; the validity is what the card shows.
 * - A list that cannot be read (old or hand-edited data) counts as no cards: it never breaks a page.
 */

export const membershipCardSchema = z.object({
  type: z.number().int().min(0).max(9),
  /** The last day the card is valid, ISO `YYYY-MM-DD`. */
  validity: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export type MembershipCard = z.infer<typeof membershipCardSchema>;

export const membershipDataSchema = z.object({ cards: z.array(membershipCardSchema).max(20) });
export type MembershipData = z.infer<typeof membershipDataSchema>;

export const EMPTY_MEMBERSHIP_DATA: MembershipData = { cards: [] };

/** Reads gibke_membership_data (JSON text, or the object itself); anything unreadable is no cards. */
export function parseMembershipData(value: string | MembershipData | null | undefined): MembershipData {
  if (value === null || value === undefined || value === '') return { cards: [] };
  let raw: unknown = value;
  if (typeof value === 'string') {
    try {
      raw = JSON.parse(value);
    } catch {
      return { cards: [] };
    }
  }
  const parsed = membershipDataSchema.safeParse(raw);
  return parsed.success ? parsed.data : { cards: [] };
}

/** gibke_membership_data as the profile carries it: JSON text. */
export const serializeMembershipData = (data: MembershipData): string => JSON.stringify({ cards: data.cards });

/** The list with `card` in it: one card per type, keeping the later validity. */
export function withCard(data: MembershipData, card: MembershipCard): MembershipData {
  const other = data.cards.filter((c) => c.type !== card.type);
  const same = data.cards.find((c) => c.type === card.type);
  const kept = same && same.validity > card.validity ? same : card;
  return { cards: [...other, kept].sort((a, b) => a.type - b.type) };
}

/** The list without the card of `type` (a cancelled membership takes its card away). */
export const withoutCard = (data: MembershipData, type: number): MembershipData => ({ cards: data.cards.filter((c) => c.type !== type) });

/** The card that makes the member card active (§4): the one whose type is the membership type's category. */
export function activeCardOf(data: MembershipData, category: number | null | undefined): MembershipCard | null {
  if (category === null || category === undefined) return null;
  return data.cards.find((c) => c.type === category) ?? null;
}

export const hasActiveCard = (data: MembershipData, category: number | null | undefined): boolean => activeCardOf(data, category) !== null;

export interface MemberCardView {
  /** 'active': a member whose card list holds their type's card; 'inactive': a member without it yet; 'none': not a member. */
  status: 'active' | 'inactive' | 'none';
  member_number: string;
  family_code: string;
  validity: string | null;
  category: number | null;
}

/**
 * What the member card shows for a person: their number and family code as printed (5 and 2
 * digits), and whether the card is active. Only an active member (state 1) has a card to show.
 */
export function memberCardOf(p: {
  gibke_membership_state: number;
  member_id: number;
  family_id: number;
  gibke_membership_data: string | MembershipData | null | undefined;
  /** The category (`type`) of the person's membership type; null when they have none. */
  category: number | null;
}): MemberCardView {
  if (p.gibke_membership_state !== MEMBERSHIP_STATE.active || p.member_id <= 0) {
    return { status: 'none', member_number: '', family_code: '', validity: null, category: p.category };
  }
  const card = activeCardOf(parseMembershipData(p.gibke_membership_data), p.category);
  return {
    status: card ? 'active' : 'inactive',
    member_number: formatMemberId(p.member_id),
    family_code: p.family_id > 0 ? formatFamilyId(p.family_id) : '00',
    validity: card?.validity ?? null,
    category: p.category,
  };
}
