import { RECOVERY_CODE, type RecoveryInput } from '@club/domain/auth/auth.schemas';
import { api } from '../../../lib/api';

/** The wizard's steps (spec 000 §4): e-mail, code, new password, done, error. */
export const RECOVERY_STEP = { email: 0, code: 1, password: 2, done: 3, error: 4 } as const;
export type RecoveryStep = (typeof RECOVERY_STEP)[keyof typeof RECOVERY_STEP];

/** A hint shown on the step the wizard lands on. */
export type RecoveryNotice =
  | 'noAccount'
  | 'codeSent'
  | 'codeExpired'
  | 'codeMismatch'
  | 'invalidCode'
  | 'passwordTooShort'
  | 'alreadyLoggedIn'
  | 'updateFailed'
  | 'unknown'
  | 'tooMany'
  | null;

/** Where a reply code takes the wizard (spec 000 §8, "Recovery response codes"). */
export function nextRecoveryStep(code: unknown, current: RecoveryStep): { step: RecoveryStep; notice: RecoveryNotice } {
  switch (code) {
    case RECOVERY_CODE.alreadyLoggedIn:
      return { step: RECOVERY_STEP.error, notice: 'alreadyLoggedIn' };
    case RECOVERY_CODE.noAccount:
      return { step: RECOVERY_STEP.email, notice: 'noAccount' };
    case RECOVERY_CODE.codeSent:
      return { step: RECOVERY_STEP.code, notice: 'codeSent' };
    case RECOVERY_CODE.codeExpired:
      return { step: RECOVERY_STEP.code, notice: 'codeExpired' };
    case RECOVERY_CODE.codeValid:
      return current === RECOVERY_STEP.password
        ? { step: RECOVERY_STEP.password, notice: 'passwordTooShort' }
        : { step: RECOVERY_STEP.password, notice: null };
    case RECOVERY_CODE.codeMismatch:
      return { step: RECOVERY_STEP.code, notice: 'codeMismatch' };
    case RECOVERY_CODE.passwordUpdated:
      return { step: RECOVERY_STEP.done, notice: null };
    case RECOVERY_CODE.updateFailed:
      return { step: RECOVERY_STEP.error, notice: 'updateFailed' };
    case RECOVERY_CODE.invalidCode:
      return { step: current, notice: 'invalidCode' };
    default:
      return { step: RECOVERY_STEP.error, notice: 'unknown' };
  }
}

/** POST myaccount/recover_password/; throws only on a network or HTTP failure. */
export async function postRecovery(input: RecoveryInput): Promise<unknown> {
  const res = await api.post('myaccount/recover_password/', {
    identity: input.identity,
    step: input.step,
    recoveryCode: input.recoveryCode ?? '',
    password: input.password ?? '',
    retryCode: input.retryCode ?? false,
  });
  return res.code;
}
