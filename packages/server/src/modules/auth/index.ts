/**
 * The auth area's public entry: what the account settings reuse of sessions and the login
 * throttle (closing sessions, the password check's throttle). Sessions themselves are loaded by
 * plugins/auth.ts for every area.
 */
export { deleteSessionsOfUser, deleteUser, listSessionsOfUser, updateUser } from './auth.repository.js';
export { checkLoginThrottle, recordLoginFailure } from './login-throttle.js';
