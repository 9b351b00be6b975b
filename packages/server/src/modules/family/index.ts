/**
 * The family area's public entry: what later areas may use of it. The seasons area fills the
 * `continuous` season signups of v3/delegated_acct/signups through it.
 */
export { registerContinuousSignups, type ContinuousSignupsSource } from './family.service.js';
