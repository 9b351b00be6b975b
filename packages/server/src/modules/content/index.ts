/**
 * The content area's public entry: what other areas read of the club's public content. The
 * membership area reads the membership types the office edits here (price, category, period).
 */
export { findMembershipType } from './content.repository.js';
export type { MembershipTypeRow } from '../../db/schema/content.js';
