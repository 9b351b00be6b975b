import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Checkbox, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { signupSchema, type Signup, type SignupInput } from '@club/domain/auth/auth.schemas';
import { DEFAULT_COUNTRY } from '@club/domain/shared/constants';
import { madridDate, madridToday } from '@club/domain/shared/dates';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AlertIcon } from '../../../components/icons';
import { useValidationMessage } from '../../../lib/validation';
import { register as registerAccount, type RegisterResult } from '../api/register';
import { LANDING_AFTER_LOGIN } from '../api/session';
import type { AuthFormProps } from './login-form';
import { PasswordField } from './password-field';
import { focusFirstError } from '../../../lib/focus-first-error';

/** The fields the button waits for (spec 000 §5); address, city and zipcode are checked on submit. */
const BUTTON_FIELDS = ['identity', 'password', 'firstName', 'surname', 'date_of_birth', 'phone', 'person_id', 'terms'] as const;
const SUBMIT_ONLY_FIELDS = ['address', 'city', 'zipcode', 'country'] as const;

type Problem = Exclude<RegisterResult, { kind: 'ok' }>['kind'] | 'incomplete' | null;

/** The form's field names and the label key each one has (the server's code 2 names a field in ext). */
const FIELD_LABEL: Record<string, string> = {
  identity: 'fields.identity',
  password: 'fields.password',
  firstName: 'fields.firstName',
  surname: 'fields.surname',
  date_of_birth: 'fields.dateOfBirth',
  person_id: 'fields.personId',
  phone: 'fields.phone',
  address: 'fields.address',
  city: 'fields.city',
  zipcode: 'fields.zipcode',
  country: 'fields.country',
  terms: 'signup.termsShort',
};

/** Signup (spec 000 §3, §5, §8), validated by the same schema as the server. */
export function SignupForm({ onSwitch, onLeave, redirectTo = LANDING_AFTER_LOGIN }: AuthFormProps) {
  const { t } = useTranslation('auth');
  const vm = useValidationMessage();
  const navigate = useNavigate();
  // The adult check needs today's date in the club's calendar.
  const today = useMemo(() => madridToday(new Date()), []);
  const schema = useMemo(() => signupSchema(today), [today]);
  const buttonSchema = useMemo(
    () =>
      schema.pick({
        identity: true,
        password: true,
        firstName: true,
        surname: true,
        date_of_birth: true,
        phone: true,
        person_id: true,
        terms: true,
      }),
    [schema],
  );
  const [problem, setProblem] = useState<Problem>(null);
  const [badField, setBadField] = useState<string | undefined>(undefined);

  const form = useForm<SignupInput, unknown, Signup>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    // focusFirstError picks the first field in error in the page's order.
    shouldFocusError: false,
    defaultValues: {
      identity: '',
      password: '',
      firstName: '',
      surname: '',
      date_of_birth: '',
      person_id: '',
      phone: '',
      address: '',
      city: '',
      zipcode: '',
      country: DEFAULT_COUNTRY,
      remember: true,
      terms: false as unknown as true,
      newsletter: false,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const values = useWatch({ control: form.control });
  const termsAccepted = values.terms === true;
  const buttonEnabled = buttonSchema.safeParse(values).success;

  const onSubmit = form.handleSubmit(
    async (data) => {
      setProblem(null);
      const result = await registerAccount(data, redirectTo);
      if (result.kind !== 'ok') {
        setBadField(result.kind === 'formError' ? result.field : undefined);
        return setProblem(result.kind);
      }
      // On /signup the page's guard moves on; in the modal go to the landing here.
      if (redirectTo && onSwitch) navigate(redirectTo);
    },
    (invalid, event) => {
      focusFirstError(event?.target as HTMLElement | undefined);
      const fields = Object.keys(invalid);
      if (fields.some((f) => (SUBMIT_ONLY_FIELDS as readonly string[]).includes(f) || (BUTTON_FIELDS as readonly string[]).includes(f)))
        setProblem('incomplete');
    },
  );

  const identity = values.identity ?? '';
  const recoverAction = onSwitch ? (
    <Anchor component="button" type="button" fw={700} onClick={() => onSwitch('recover', { identity })}>
      {t('signup.recoverLink')}
    </Anchor>
  ) : (
    <Anchor component={Link} to="/recover_account" state={{ identity }} fw={700} onClick={onLeave}>
      {t('signup.recoverLink')}
    </Anchor>
  );

  const field = (name: keyof SignupInput) => ({ ...form.register(name), error: vm(errors[name]?.message) });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('signup.title')}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('signup.intro')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <TextInput
            {...field('identity')}
            type="email"
            label={t('fields.identity')}
            description={t('signup.identityHint')}
            autoComplete="email"
            inputMode="email"
            required
          />
          <PasswordField
            {...field('password')}
            label={t('fields.password')}
            description={t('signup.passwordHint')}
            autoComplete="new-password"
            required
          />
          <TextInput {...field('firstName')} label={t('fields.firstName')} autoComplete="given-name" required />
          <TextInput {...field('surname')} label={t('fields.surname')} autoComplete="family-name" required />
          <TextInput
            {...field('date_of_birth')}
            type="date"
            label={t('fields.dateOfBirth')}
            description={t('signup.adultHint')}
            autoComplete="bday"
            max={madridDate(new Date())}
            min="1900-01-01"
            required
          />
          <TextInput
            {...field('person_id')}
            label={t('fields.personId')}
            description={t('signup.personIdHint')}
            autoComplete="off"
            required
          />
          <TextInput {...field('phone')} type="tel" label={t('fields.phone')} autoComplete="tel" inputMode="tel" required />
          <TextInput {...field('address')} label={t('fields.address')} autoComplete="street-address" required />
          <TextInput {...field('city')} label={t('fields.city')} autoComplete="address-level2" required />
          <TextInput {...field('zipcode')} label={t('fields.zipcode')} autoComplete="postal-code" inputMode="numeric" required />
          <TextInput {...field('country')} label={t('fields.country')} autoComplete="country-name" required />
        </SimpleGrid>
        <Stack gap="xs">
          <Checkbox {...form.register('remember')} label={t('fields.remember')} />
          <Checkbox {...form.register('newsletter')} label={t('fields.newsletter')} />
          <Checkbox
            {...form.register('terms')}
            required
            error={vm(errors.terms?.message)}
            label={
              <Trans
                t={t}
                i18nKey="fields.terms"
                components={{
                  terms: <Anchor href="/legal/terms" target="_blank" rel="noopener" inherit />,
                  privacy: <Anchor href="/legal/privacy_policy" target="_blank" rel="noopener" inherit />,
                }}
              />
            }
          />
        </Stack>
        {problem ? (
          <Alert color={problem === 'incomplete' ? 'orange' : 'red'} icon={<AlertIcon size={18} />} role="alert">
            {problem === 'incomplete' ? t('signup.incomplete') : null}
            {problem === 'accountExists' ? (
              <>
                {t('signup.AddAccountRT_02')} {recoverAction}
              </>
            ) : null}
            {problem === 'formError' ? t('signup.AddAccountRT_03') : null}
            {problem === 'formError' && badField && FIELD_LABEL[badField]
              ? ` ${t('signup.checkField', { field: t(FIELD_LABEL[badField]) })}`
              : null}
            {problem === 'unknown' ? t('signup.AddAccountRT_04') : null}
            {problem === 'throttled' ? t('signup.tooMany') : null}
          </Alert>
        ) : null}
        {/* The signup button appears only once the terms are accepted (spec 000 §5). */}
        {termsAccepted ? (
          // Looks and reads disabled until the rules of spec 000 §5 pass, but a press still checks
          // the form and takes the parent to the first field to fix (issue 20, point 8).
          <Button
            type="submit"
            size="md"
            fullWidth
            loading={isSubmitting}
            data-disabled={!buttonEnabled || undefined}
            aria-disabled={!buttonEnabled || undefined}
          >
            {t('signup.submit')}
          </Button>
        ) : (
          <Text size="sm" c="dimmed" ta="center">
            {t('signup.acceptTermsFirst')}
          </Text>
        )}
        <Text size="sm" ta="center">
          {t('signup.haveAccount')}{' '}
          {onSwitch ? (
            <Anchor component="button" type="button" fw={700} onClick={() => onSwitch('login', { redirectTo })}>
              {t('signup.loginLink')}
            </Anchor>
          ) : (
            <Anchor component={Link} to="/login" fw={700}>
              {t('signup.loginLink')}
            </Anchor>
          )}
        </Text>
      </Stack>
    </form>
  );
}
