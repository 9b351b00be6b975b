import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { loginSchema, type LoginInput } from '@club/domain/auth/auth.schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AlertIcon } from '../../../components/icons';
import type { AuthModalKind, AuthModalOptions } from '../../../lib/auth-modals';
import { useValidationMessage } from '../../../lib/validation';
import { login } from '../api/login';
import { LANDING_AFTER_LOGIN } from '../api/session';
import { PasswordField } from './password-field';

type Message = 'error' | 'errorStrong' | 'tooMany' | 'network' | null;

export interface AuthFormProps {
  /** In the modal the links switch modals; on a page they are links to the other pages. */
  onSwitch?: (kind: AuthModalKind, options?: AuthModalOptions) => void;
  /** The modal closes itself before a navigation (e.g. to /recover_account). */
  onLeave?: () => void;
  defaultIdentity?: string;
  /** Where to land after login (default /actividades; null stays on the page). */
  redirectTo?: string | null;
}

/** Login (spec 000 §2, §4, §8): identity and password, Enter submits, the failure ladder. */
export function LoginForm({ onSwitch, onLeave, defaultIdentity = '', redirectTo = LANDING_AFTER_LOGIN }: AuthFormProps) {
  const { t } = useTranslation('auth');
  const vm = useValidationMessage();
  const navigate = useNavigate();
  const [message, setMessage] = useState<Message>(null);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { identity: defaultIdentity, password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setMessage(null);
    const result = await login({ identity: values.identity, password: values.password }, redirectTo);
    if (result.kind === 'ok') {
      // On /login the page's guard moves on; elsewhere (the modal) go to the landing here.
      if (redirectTo && onSwitch) navigate(redirectTo);
      return;
    }
    if (result.kind === 'throttled') return setMessage('tooMany');
    if (result.kind === 'error') return setMessage('network');
    if (result.outcome === 'recover') {
      onLeave?.();
      navigate('/recover_account', { state: { identity: values.identity, fromLogin: true } });
      return;
    }
    setMessage(result.outcome === 'strong_message' ? 'errorStrong' : 'error');
    form.setValue('password', '');
    form.setFocus('password');
  });

  const recoverLink = onSwitch ? (
    <Anchor component="button" type="button" size="sm" onClick={() => onSwitch('recover', { identity: form.getValues('identity') })}>
      {t('login.forgot')}
    </Anchor>
  ) : (
    <Anchor component={Link} to="/recover_account" size="sm" state={{ identity: form.getValues('identity') }}>
      {t('login.forgot')}
    </Anchor>
  );
  const signupLink = onSwitch ? (
    <Anchor component="button" type="button" size="sm" fw={700} onClick={() => onSwitch('signup', { redirectTo })}>
      {t('login.signupLink')}
    </Anchor>
  ) : (
    <Anchor component={Link} to="/signup" size="sm" fw={700}>
      {t('login.signupLink')}
    </Anchor>
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('login.title')}>
      <Stack gap="md">
        {message ? (
          <Alert color={message === 'errorStrong' || message === 'tooMany' ? 'red' : 'orange'} icon={<AlertIcon size={18} />} role="alert">
            {t(`login.${message}`)}
          </Alert>
        ) : null}
        <TextInput
          {...form.register('identity')}
          type="email"
          label={t('fields.identity')}
          autoComplete="username"
          inputMode="email"
          required
          error={vm(errors.identity?.message)}
        />
        <PasswordField
          {...form.register('password')}
          label={t('fields.password')}
          autoComplete="current-password"
          required
          error={vm(errors.password?.message)}
        />
        <Group justify="space-between">{recoverLink}</Group>
        <Button type="submit" loading={isSubmitting} fullWidth size="md">
          {t('login.submit')}
        </Button>
        <Text size="sm" ta="center">
          {t('login.noAccount')} {signupLink}
        </Text>
      </Stack>
    </form>
  );
}
