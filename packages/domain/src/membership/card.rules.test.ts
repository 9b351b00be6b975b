import { describe, expect, it } from 'vitest';
import {
  activeCardOf,
  hasActiveCard,
  memberCardOf,
  parseMembershipData,
  serializeMembershipData,
  withCard,
  withoutCard,
} from './card.rules.js';

describe('the active-card rule (a card whose type matches the category of the membership type)', () => {
  const data = { cards: [{ type: 2, validity: '2027-06-30' }] };
  it('is active when a card has the category of the person’s membership type', () => {
    expect(hasActiveCard(data, 2)).toBe(true);
    expect(activeCardOf(data, 2)).toEqual({ type: 2, validity: '2027-06-30' });
  });
  it('is not active for another category, or without a membership type', () => {
    expect(hasActiveCard(data, 3)).toBe(false);
    expect(hasActiveCard(data, null)).toBe(false);
    expect(hasActiveCard({ cards: [] }, 0)).toBe(false);
    expect(hasActiveCard({ cards: [{ type: 0, validity: '2027-06-30' }] }, 0)).toBe(true);
  });
});

describe('gibke_membership_data', () => {
  it('reads the JSON text the profile carries and writes it back', () => {
    const text = serializeMembershipData({ cards: [{ type: 1, validity: '2027-06-30' }] });
    expect(text).toBe('{"cards":[{"type":1,"validity":"2027-06-30"}]}');
    expect(parseMembershipData(text)).toEqual({ cards: [{ type: 1, validity: '2027-06-30' }] });
  });
  it('counts anything unreadable as no cards', () => {
    expect(parseMembershipData(null)).toEqual({ cards: [] });
    expect(parseMembershipData('')).toEqual({ cards: [] });
    expect(parseMembershipData('{not json')).toEqual({ cards: [] });
    expect(parseMembershipData('{"cards":[{"type":"x"}]}')).toEqual({ cards: [] });
  });
  it('keeps one card per type with the later validity, and takes a card away', () => {
    let d = withCard({ cards: [] }, { type: 2, validity: '2027-06-30' });
    d = withCard(d, { type: 1, validity: '2027-06-30' });
    d = withCard(d, { type: 2, validity: '2026-06-30' });
    expect(d.cards).toEqual([
      { type: 1, validity: '2027-06-30' },
      { type: 2, validity: '2027-06-30' },
    ]);
    d = withCard(d, { type: 2, validity: '2028-06-30' });
    expect(activeCardOf(d, 2)?.validity).toBe('2028-06-30');
    expect(withoutCard(d, 2).cards).toEqual([{ type: 1, validity: '2027-06-30' }]);
  });
});

describe('the member card shown', () => {
  const member = {
    gibke_membership_state: 1,
    member_id: 42,
    family_id: 1,
    gibke_membership_data: '{"cards":[{"type":3,"validity":"2027-07-31"}]}',
    category: 3,
  };
  it('prints the number and family code with their digits, and is active with the matching card', () => {
    expect(memberCardOf(member)).toEqual({
      status: 'active',
      member_number: '00042',
      family_code: '01',
      validity: '2027-07-31',
      category: 3,
    });
  });
  it('is inactive for a member without the card of their category, and absent for a non-member', () => {
    expect(memberCardOf({ ...member, category: 2 }).status).toBe('inactive');
    expect(memberCardOf({ ...member, family_id: 0, category: 2 }).family_code).toBe('00');
    expect(memberCardOf({ ...member, gibke_membership_state: 3 }).status).toBe('none');
    expect(memberCardOf({ ...member, member_id: 0 }).status).toBe('none');
  });
});
