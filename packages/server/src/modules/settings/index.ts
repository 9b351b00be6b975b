/**
 * The settings area's public entry: an area that shows something in myaccount/get (courses,
 * delegated users, advanced settings) registers its part here.
 */
export { registerAccountPart, type AccountPartSource, type AccountParts } from './account-parts.js';
