import { Alert, Anchor, Button, Group, Stack, Stepper, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { emailSchema } from '@club/domain/auth/auth.schemas';
import { MIN } from '@club/domain/shared/constants';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertIcon } from '../../../components/icons';
import { ApiError } from '../../../lib/api';
import { reportError } from '../../diagnostics';
import { nextRecoveryStep, postRecovery, RECOVERY_STEP, type RecoveryNotice, type RecoveryStep } from '../api/recover';
import type { AuthFormProps } from './login-form';
import { PasswordField } from './password-field';

const NOTICE_COLOR: Record<Exclude<RecoveryNotice, null>, string> = {
  codeSent: 'blue',
  noAccount: 'orange',
  codeExpired: 'orange',
  codeMismatch: 'orange',
  invalidCode: 'red',
  passwordTooShort: 'orange',
  alreadyLoggedIn: 'red',
  updateFailed: 'red',
  unknown: 'red',
  tooMany: 'red',
};

/**
 * The password recovery wizard (spec 000 §4, §8): 0 e-mail, 1 the mailed code (one resend),
 * 2 new password, 3 done, 4 error. Every transition follows the server's reply code.
 */
export function RecoveryWizard({ onSwitch, defaultIdentity = '' }: AuthFormProps) {
  const { t } = useTranslation('auth');
  const [step, setStep] = useState<RecoveryStep>(RECOVERY_STEP.email);
  const [notice, setNotice] = useState<RecoveryNotice>(null);
  const [identity, setIdentity] = useState(defaultIdentity);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resendUsed, setResendUsed] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  async function send(targetStep: RecoveryStep, extra: { retryCode?: boolean } = {}) {
    // The identity must be a valid e-mail before each step (spec 000 §5).
    const parsed = emailSchema.safeParse(identity);
    if (!parsed.success) {
      setStep(RECOVERY_STEP.email);
      setFieldError('identity');
      return;
    }
    setBusy(true);
    try {
      const replyCode = await postRecovery({
        identity: parsed.data,
        step: targetStep,
        recoveryCode: code.trim(),
        password: targetStep === RECOVERY_STEP.password ? password : '',
        retryCode: extra.retryCode ?? false,
      });
      const next = nextRecoveryStep(replyCode, step);
      setStep(next.step);
      setNotice(next.notice);
      if (next.step !== step) window.setTimeout(() => headingRef.current?.focus(), 0);
    } catch (e) {
      // The server refuses a second resend or too many codes an hour with 429.
      if (e instanceof ApiError && e.status === 429) {
        setNotice('tooMany');
        return;
      }
      notifications.show({ color: 'red', message: t('recover.networkError') });
      reportError({ where: 'recover_password', step: targetStep, message: String(e) });
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    setFieldError(null);
    if (step === RECOVERY_STEP.email) return send(RECOVERY_STEP.email);
    if (step === RECOVERY_STEP.code) {
      if (!code.trim()) return setFieldError('code');
      return send(RECOVERY_STEP.code);
    }
    if (step === RECOVERY_STEP.password) {
      if (password.length < MIN.password) return setFieldError('password');
      return send(RECOVERY_STEP.password);
    }
  }

  const goLogin = onSwitch ? (
    <Button onClick={() => onSwitch('login', { identity })}>{t('recover.goLogin')}</Button>
  ) : (
    <Button component={Link} to="/login">
      {t('recover.goLogin')}
    </Button>
  );
  const restart = () => {
    setStep(RECOVERY_STEP.email);
    setNotice(null);
    setCode('');
    setPassword('');
    setResendUsed(false);
  };

  const active = step === RECOVERY_STEP.error ? 0 : Math.min(step, 3);
  const titleKey = ['recover.step0Title', 'recover.step1Title', 'recover.step2Title', 'recover.step3Title', 'recover.step4Title'][step]!;

  return (
    <Stack gap="md">
      <Stepper active={active} size="xs" wrap={false} allowNextStepsSelect={false} aria-hidden>
        <Stepper.Step label={t('recover.stepEmail')} />
        <Stepper.Step label={t('recover.stepCode')} />
        <Stepper.Step label={t('recover.stepPassword')} />
      </Stepper>
      <Title order={2} size="h4" ref={headingRef} tabIndex={-1}>
        {t(titleKey)}
      </Title>
      <Text size="sm" c="dimmed" aria-live="polite">
        {step === RECOVERY_STEP.code ? t('recover.step1Text', { identity }) : t(`recover.step${step}Text`)}
      </Text>

      {notice ? (
        <Alert color={NOTICE_COLOR[notice]} icon={<AlertIcon size={18} />} role={notice === 'codeSent' ? 'status' : 'alert'}>
          {t(`recover.notice.${notice}`)}
          {notice === 'noAccount' ? (
            <>
              {' '}
              {onSwitch ? (
                <Anchor component="button" type="button" fw={700} onClick={() => onSwitch('signup', {})}>
                  {t('recover.createAccount')}
                </Anchor>
              ) : (
                <Anchor component={Link} to="/signup" fw={700}>
                  {t('recover.createAccount')}
                </Anchor>
              )}
            </>
          ) : null}
        </Alert>
      ) : null}

      {step <= RECOVERY_STEP.password ? (
        <form onSubmit={onSubmit} noValidate aria-label={t(titleKey)}>
          <Stack gap="md">
            {step === RECOVERY_STEP.email ? (
              <TextInput
                label={t('fields.identity')}
                type="email"
                autoComplete="username"
                inputMode="email"
                required
                value={identity}
                onChange={(e) => setIdentity(e.currentTarget.value)}
                error={fieldError === 'identity' ? t('recover.identityError') : undefined}
                data-autofocus
              />
            ) : null}
            {step === RECOVERY_STEP.code ? (
              <>
                <TextInput
                  label={t('recover.codeLabel')}
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  required
                  value={code}
                  onChange={(e) => setCode(e.currentTarget.value)}
                  error={fieldError === 'code' ? t('recover.codeError') : undefined}
                />
                <Group gap="xs">
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    disabled={resendUsed || busy}
                    onClick={() => {
                      // One resend only (spec 000 §4): the button stays disabled afterwards.
                      setResendUsed(true);
                      void send(RECOVERY_STEP.code, { retryCode: true });
                    }}
                  >
                    {resendUsed ? t('recover.resent') : t('recover.resend')}
                  </Button>
                </Group>
              </>
            ) : null}
            {step === RECOVERY_STEP.password ? (
              <PasswordField
                label={t('recover.newPassword')}
                description={t('signup.passwordHint')}
                autoComplete="new-password"
                required
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
                error={fieldError === 'password' ? t('recover.passwordError') : undefined}
              />
            ) : null}
            <Button type="submit" loading={busy} fullWidth size="md">
              {t(
                step === RECOVERY_STEP.password
                  ? 'recover.savePassword'
                  : step === RECOVERY_STEP.code
                    ? 'recover.checkCode'
                    : 'recover.sendCode',
              )}
            </Button>
          </Stack>
        </form>
      ) : null}

      {step === RECOVERY_STEP.done ? <Group justify="center">{goLogin}</Group> : null}
      {step === RECOVERY_STEP.error ? (
        <Group justify="center">
          <Button variant="default" onClick={restart}>
            {t('recover.restart')}
          </Button>
          <Button component="a" href="mailto:bulegoa@cngetxo.eus" variant="light">
            {t('recover.contact')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
