/**
 * The membership area's public entry (issue 17). Other areas read a person's membership from
 * the profile fields (people/profile-fields.ts); what they may call here:
 * - `cardFor(type, month)`: the card a member of a type holds (a licence or sports-card area
 *   adding its own card uses the same shape, card.rules.ts `withCard`).
 */
export { cardFor, MEMBERSHIP_JOIN_KIND } from './membership.service.js';
