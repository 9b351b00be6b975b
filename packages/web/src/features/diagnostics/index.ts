/** The diagnostics feature's public entry: report an unexpected error to the portal. */
export { reportError } from './diagnostics';
