/**
 * The requests area's public entry (licences, medical exam, sports card): what the profile
 * builders (auth/ping, the family's sysProfile) read of a person's requests.
 */
export { requestsProfileOf } from './profile.js';
