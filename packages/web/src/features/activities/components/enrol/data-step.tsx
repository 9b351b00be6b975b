import type { ProfileForm } from '@club/domain/activities/activities.schemas';
import { MIN } from '@club/domain/shared/constants';
import { Alert, Fieldset, Radio, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../../../components/icons';

export const PROFILE_FIELDS = [
  'first_name',
  'last_name',
  'date_of_birth',
  'person_id',
  'phone',
  'address',
  'city',
  'zipcode',
  'country',
] as const;
export type ProfileFieldName = (typeof PROFILE_FIELDS)[number];
export type ProfileValues = Record<ProfileFieldName, string> & { genre: number };

export type AskedField = ProfileFieldName | 'genre';

/**
 * The fields the step asks for: the ones the profile lacks (domain's missingProfileFields) and,
 * with them, the sex when it was never said (genre 2). Decision: only these are shown, because the
 * server only completes missing data (data already there is changed in /myaccount).
 */
export function askedFields(missing: readonly string[], p: { genre: number }): AskedField[] {
  const out = new Set<AskedField>();
  for (const f of missing) if ((PROFILE_FIELDS as readonly string[]).includes(f)) out.add(f as ProfileFieldName);
  if (out.size > 0 && p.genre !== 0 && p.genre !== 1) out.add('genre');
  return [...PROFILE_FIELDS, 'genre' as const].filter((f) => out.has(f));
}

/** Field checks of the edit-user rules (spec 000 §5) on the asked fields, before anything is sent. */
export function profileErrors(v: ProfileValues, asked: readonly AskedField[]): Partial<Record<AskedField, true>> {
  const e: Partial<Record<AskedField, true>> = {};
  if (v.first_name.trim().length < MIN.name) e.first_name = true;
  if (v.last_name.trim().length < MIN.name) e.last_name = true;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v.date_of_birth)) e.date_of_birth = true;
  if (v.person_id.trim().length < MIN.personId) e.person_id = true;
  if (v.phone.replace(/\D/g, '').length < MIN.phone) e.phone = true;
  if (v.address.trim().length < MIN.address) e.address = true;
  if (v.city.trim().length < MIN.cityEdit) e.city = true;
  if (v.zipcode.replace(/\D/g, '').length !== MIN.zipcodeDigits) e.zipcode = true;
  if (v.country.trim().length < MIN.country) e.country = true;
  if (v.genre !== 0 && v.genre !== 1) e.genre = true;
  return Object.fromEntries(Object.entries(e).filter(([k]) => asked.includes(k as AskedField))) as Partial<Record<AskedField, true>>;
}

/** Only the asked fields travel. */
export function toProfileForm(v: ProfileValues, asked: readonly AskedField[]): ProfileForm {
  const form: Record<string, string | number> = {};
  for (const f of asked) form[f] = f === 'zipcode' ? v.zipcode.replace(/\D/g, '') : v[f];
  return form as ProfileForm;
}

/** The personal data a signup needs, completed here and saved with myaccount/update_my_profile/. */
export function DataStep({
  values,
  asked,
  showErrors,
  saveError,
  onChange,
}: {
  values: ProfileValues;
  asked: readonly AskedField[];
  showErrors: boolean;
  saveError: string | null;
  onChange: (values: ProfileValues) => void;
}) {
  const { t } = useTranslation('activities');
  const errors = showErrors ? profileErrors(values, asked) : {};
  const field = (name: ProfileFieldName, extra: Record<string, unknown> = {}) =>
    !asked.includes(name) ? null : (
      <TextInput
        label={t(`enrol.data.${name}`)}
        required
        value={values[name]}
        error={errors[name] ? t('enrol.form.required') : undefined}
        onChange={(e) => onChange({ ...values, [name]: e.currentTarget.value })}
        {...extra}
      />
    );
  return (
    <Fieldset legend={t('enrol.data.legend')} radius="md" p="md">
      <Text size="sm" c="gray.7" mb="md">
        {t('enrol.data.intro')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {field('first_name', { autoComplete: 'given-name' })}
        {field('last_name', { autoComplete: 'family-name' })}
        {field('date_of_birth', { type: 'date', autoComplete: 'bday' })}
        {field('person_id')}
        {field('phone', { type: 'tel', autoComplete: 'tel' })}
        {field('address', { autoComplete: 'street-address' })}
        {field('city', { autoComplete: 'address-level2' })}
        {field('zipcode', { autoComplete: 'postal-code', inputMode: 'numeric' })}
        {field('country', { autoComplete: 'country-name' })}
        {asked.includes('genre') ? (
          <Radio.Group
            label={t('enrol.data.genre')}
            required
            value={values.genre === 0 || values.genre === 1 ? String(values.genre) : null}
            onChange={(v) => onChange({ ...values, genre: Number(v) })}
            error={errors.genre ? t('enrol.form.required') : undefined}
          >
            <SimpleGrid cols={2} mt="xs">
              <Radio value="0" label={t('enrol.data.genre0')} />
              <Radio value="1" label={t('enrol.data.genre1')} />
            </SimpleGrid>
          </Radio.Group>
        ) : null}
      </SimpleGrid>
      {showErrors && Object.keys(errors).length > 0 ? (
        <Alert color="red" icon={<AlertIcon />} mt="lg" role="alert">
          {t('enrol.data.fillAll')}
        </Alert>
      ) : null}
      {saveError ? (
        <Alert color="red" icon={<AlertIcon />} mt="lg" role="alert">
          {saveError}
        </Alert>
      ) : null}
    </Fieldset>
  );
}
