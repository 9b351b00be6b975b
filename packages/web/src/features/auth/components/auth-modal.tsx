import { Modal } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthModalKind, AuthModalOptions, AuthModalState } from '../../../lib/auth-modals';
import { LANDING_AFTER_LOGIN } from '../api/session';
import { LoginForm } from './login-form';
import { RecoveryWizard } from './recovery-wizard';
import { SignupForm } from './signup-form';

const TITLE: Record<AuthModalKind, string> = { login: 'login.title', signup: 'signup.title', recover: 'recover.title' };
const SIZE: Record<AuthModalKind, string> = { login: 'sm', signup: 'lg', recover: 'md' };

/** The login, signup and recovery modals (one dialog whose content switches). */
export default function AuthModal({
  state,
  onSwitch,
  onClose,
}: {
  state: AuthModalState;
  onSwitch: (kind: AuthModalKind, options?: AuthModalOptions) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('auth');
  // While closing, the dialog keeps showing what it showed (no empty box during the transition).
  const last = useRef<AuthModalKind>('login');
  if (state.kind) last.current = state.kind;
  const kind = last.current;
  const opened = state.kind !== null;
  const redirectTo = state.options.redirectTo === undefined ? LANDING_AFTER_LOGIN : state.options.redirectTo;
  const props = { onSwitch, onLeave: onClose, defaultIdentity: state.options.identity, redirectTo };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(TITLE[kind])}
      size={SIZE[kind]}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {kind === 'login' ? <LoginForm key={`login-${state.options.identity ?? ''}`} {...props} /> : null}
      {kind === 'signup' ? <SignupForm {...props} /> : null}
      {kind === 'recover' ? <RecoveryWizard key={`recover-${state.options.identity ?? ''}`} {...props} /> : null}
    </Modal>
  );
}
