import { Checkbox, Fieldset, Group, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CourseDraft, Flag } from './course-draft';

type Props = {
  draft: CourseDraft;
  onChange: (patch: Partial<CourseDraft>) => void;
  errors: Record<string, string>;
};

/** Dates, place and schedule, prices for members and guests, slugs and category. */
export function GeneralFields({ draft, onChange, errors }: Props) {
  const { t } = useTranslation('console');
  const { t: tc } = useTranslation('console-courses');
  const text = (key: keyof CourseDraft & string, label: string, type = 'text', description?: string) => (
    <TextInput
      label={label}
      type={type}
      description={description}
      value={String(draft[key] ?? '')}
      onChange={(e) => onChange({ [key]: e.currentTarget.value })}
      error={errors[key]}
      required={key === 'date'}
    />
  );
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {text('date', t('course.date'), 'date')}
        {text('date_end', t('course.date_end'), 'date')}
        {text('max_signup_date', t('course.max_signup_date'), 'date')}
      </SimpleGrid>
      <Checkbox
        mt="sm"
        label={tc('course.allow_override_signupdate')}
        checked={draft.allow_override_signupdate === 1}
        onChange={(e) => onChange({ allow_override_signupdate: e.currentTarget.checked ? 1 : 0 })}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
        {text('location', t('course.location'))}
        {text('location_eus', tc('course.location_eus'))}
        {text('schedule', t('course.schedule'), 'text', tc('course.scheduleHelp'))}
        {text('price_members', t('course.price_members'))}
        {text('price_guests', t('course.price_guests'))}
        {text('slug_es', tc('course.slug_es'), 'text', tc('course.slugHelp'))}
        {text('slug_en', tc('course.slug_en'), 'text', tc('course.slugHelp'))}
        {text('category_id', tc('course.category_id'), 'number', tc('course.categoryHelp'))}
      </SimpleGrid>
      {/* Issue 20: a course without groups has its own class days, written out in each language. */}
      <Checkbox.Group
        label={tc('course.selected_days')}
        description={tc('course.selectedDaysHelp')}
        mt="sm"
        value={draft.selected_days.map(String)}
        onChange={(days) => onChange({ selected_days: days.map(Number).sort((a, b) => a - b) })}
      >
        <Group gap="sm" mt={4}>
          {[0, 1, 2, 3, 4, 5, 6].map((d) => (
            <Checkbox key={d} value={String(d)} label={t(`days.${d}`)} />
          ))}
        </Group>
      </Checkbox.Group>
    </>
  );
}

/** Who may sign up and how they pay (spec 001 §3, §5): members only, ages, level, external link, payment. */
export function ConditionsFields({ draft, onChange, errors }: Props) {
  const { t } = useTranslation('console-courses');
  const flag = (key: keyof CourseDraft & string) => (
    <Checkbox
      label={t(`course.${key}`)}
      checked={draft[key] === 1}
      onChange={(e) => onChange({ [key]: (e.currentTarget.checked ? 1 : 0) as Flag })}
    />
  );
  const text = (key: keyof CourseDraft & string, type = 'text', description?: string) => (
    <TextInput
      label={t(`course.${key}`)}
      type={type}
      description={description}
      value={String(draft[key] ?? '')}
      onChange={(e) => onChange({ [key]: e.currentTarget.value })}
      error={errors[key]}
    />
  );
  return (
    <>
      <Fieldset legend={t('course.requirements')} variant="unstyled">
        <Group gap="lg">{flag('requires_membership')}</Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} mt="sm">
          {text('age_min_months', 'number', t('course.ageHelp'))}
          {text('age_max_months', 'number', t('course.ageHelp'))}
          {text('required_level', 'number', t('course.levelHelp'))}
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('course.payment')} variant="unstyled" mt="md">
        <Group gap="lg">
          {flag('requires_card_payment')}
          {flag('requires_bank_transfer')}
        </Group>
      </Fieldset>
      <Fieldset legend={t('course.external')} variant="unstyled" mt="md">
        {flag('is_external')}
        {draft.is_external === 1 && <div style={{ marginTop: 8 }}>{text('external_link', 'url')}</div>}
      </Fieldset>
    </>
  );
}
