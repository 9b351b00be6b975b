import { loginFailureOutcome, type LoginFailureOutcome } from '@club/domain/auth/auth.rules';
import type { LoginInput } from '@club/domain/auth/auth.schemas';
import { api, ApiError } from '../../../lib/api';
import { startSession } from './session';

export type LoginResult =
  | { kind: 'ok'; token: string }
  | { kind: 'rejected'; outcome: LoginFailureOutcome; failures: number }
  | { kind: 'throttled' }
  | { kind: 'error' };

/*
 * Rejections are counted for the whole page load, whether they happen in the modal or on the
 * page (spec 000 §4): the 4th shows the stronger message, the 6th sends the user to recovery.
 */
let failures = 0;
export const resetLoginFailures = (): void => {
  failures = 0;
};

/** POST auth/login: a rejection is HTTP 200 with success 0 (a 401 is read the same way). */
export async function requestLogin(input: LoginInput): Promise<LoginResult> {
  try {
    const res = await api.post<{ token: string }>('auth/login', input);
    if (res.success === 1 && res.data?.token) return { kind: 'ok', token: res.data.token };
  } catch (e) {
    if (!(e instanceof ApiError)) return { kind: 'error' };
    if (e.status === 429) return { kind: 'throttled' };
    if (e.status !== 401 && e.status !== 400) return { kind: 'error' };
  }
  failures += 1;
  return { kind: 'rejected', outcome: loginFailureOutcome(failures), failures };
}

/** Logs in and starts the session; `landing` is where the user goes next (null: stay). */
export async function login(input: LoginInput, landing: string | null): Promise<LoginResult> {
  const result = await requestLogin(input);
  if (result.kind === 'ok') {
    failures = 0;
    startSession(result.token, landing);
  } else if (result.kind === 'rejected' && result.outcome === 'recover') {
    // The user is sent to recovery; a later attempt starts counting again.
    failures = 0;
  }
  return result;
}
