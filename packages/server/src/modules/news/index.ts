/** The news area's public entry: the one sanitiser of the rich texts the office writes (news, course descriptions). */
export { sanitizeNewsHtml, sanitizePlainText } from './news.sanitize.js';
