import { REGISTER_CODE, type Signup } from '@club/domain/auth/auth.schemas';
import i18n from '../../../i18n';
import { api, ApiError } from '../../../lib/api';
import { keepDeviceLanguageFor } from './language';
import { requestLogin } from './login';
import { startSession } from './session';

/** The register outcomes and the message key each one shows (spec 000 §8). */
export type RegisterResult =
  | { kind: 'ok' }
  | { kind: 'accountExists'; messageKey: 'AddAccountRT_02' }
  | { kind: 'formError'; messageKey: 'AddAccountRT_03'; field?: string }
  | { kind: 'throttled' }
  | { kind: 'unknown'; messageKey: 'AddAccountRT_04' };

const unknown = { kind: 'unknown', messageKey: 'AddAccountRT_04' } as const;

/**
 * POST myaccount/register/ and, on success, log the new user in (spec 000 §4): with the token of
 * the reply, or by logging in with the same credentials when the reply carries none. The account
 * keeps the language the visitor was using.
 */
export async function register(values: Signup, landing: string | null): Promise<RegisterResult> {
  const lang = i18n.language;
  let token: string | undefined;
  try {
    const res = await api.post<{ token?: string }>('myaccount/register/', { ...values, lang });
    if (res.success !== 1) {
      if (res.code === REGISTER_CODE.accountExists) return { kind: 'accountExists', messageKey: 'AddAccountRT_02' };
      if (res.code === REGISTER_CODE.formError) return { kind: 'formError', messageKey: 'AddAccountRT_03', field: res.ext };
      return unknown;
    }
    token = res.data?.token;
  } catch (e) {
    if (e instanceof ApiError && e.status === 429) return { kind: 'throttled' };
    if (e instanceof ApiError && e.status === 400) return { kind: 'formError', messageKey: 'AddAccountRT_03' };
    return unknown;
  }
  if (!token) {
    const logged = await requestLogin({ identity: values.identity, password: values.password, remember: values.remember });
    if (logged.kind !== 'ok') return unknown;
    token = logged.token;
  }
  keepDeviceLanguageFor(token);
  startSession(token, landing);
  return { kind: 'ok' };
}
