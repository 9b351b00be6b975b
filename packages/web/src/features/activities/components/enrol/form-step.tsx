import type { FormField } from '@club/domain/activities/activities.schemas';
import { isFieldAnswered, isLayoutField } from '@club/domain/activities/signup-form.rules';
import { Alert, Fieldset, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../../../components/icons';
import type { Lang } from '../use-course-format';
import { SignupFormField, type FieldValue } from './signup-form-field';

/** The course's signup form (spec 001 §3, §5) with the '¡Faltan datos!' message after a failed next. */
export function FormStep({
  fields,
  lang,
  answers,
  showErrors,
  onChange,
}: {
  fields: FormField[];
  lang: Lang;
  answers: Record<string, FieldValue>;
  showErrors: boolean;
  onChange: (id: string, value: FieldValue) => void;
}) {
  const { t } = useTranslation('activities');
  const hasMissing = fields.some(
    (f) => f.required === 1 && !isLayoutField(f) && !isFieldAnswered({ ...f, inputdata: answers[String(f.id)] ?? null }),
  );
  return (
    <Fieldset legend={t('enrol.form.legend')} radius="md" p="md">
      <Text size="sm" c="gray.7" mb="md">
        {t('enrol.form.requiredHint')}
      </Text>
      <Stack gap="lg">
        {fields.map((f) => {
          const id = String(f.id);
          const value = answers[id] ?? null;
          return (
            <div key={id} id={`signup-field-${id}`}>
              <SignupFormField
                field={f}
                lang={lang}
                value={value}
                showError={showErrors}
                invalid={f.required === 1 && !isLayoutField(f) && !isFieldAnswered({ ...f, inputdata: value })}
                onChange={(v) => onChange(id, v)}
              />
            </div>
          );
        })}
      </Stack>
      {showErrors && hasMissing ? (
        <Alert color="red" icon={<AlertIcon />} title={t('enrol.form.missingTitle')} mt="lg" role="alert">
          {t('enrol.form.missingText')}
        </Alert>
      ) : null}
    </Fieldset>
  );
}
