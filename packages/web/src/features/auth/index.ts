/** The auth feature's public entry: the session every signed-in page reads, and the language switch. */
export { setLanguage } from './api/language';
export { setSessionToken, useLogout, useSession } from './api/session';
