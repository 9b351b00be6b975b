import { FORM_FIELD_TYPES, type FormFieldType } from '@club/domain/activities/activities.schemas';
import { Button, Checkbox, Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConsoleSelect } from '../../../components/console/console-select';
import { move, newFieldId, type FieldDraft } from './course-draft';
import { ChoicesEditor } from './form-choices-editor';
import { ItemActions } from './item-actions';
import { LangInputs } from './lang-inputs';

/** Types that take no answer: a heading and a separator line. */
const LAYOUT: readonly FormFieldType[] = ['text_header', 'separator'];
/** Types whose input shows a placeholder. */
const WITH_PLACEHOLDER: readonly FormFieldType[] = ['text', 'number', 'textarea'];

const emptyField = (type: FormFieldType = 'text'): FieldDraft => ({
  id: newFieldId(),
  type,
  required: 0,
  label_es: '',
  label_eus: '',
  label_en: '',
  placeholder_es: '',
  placeholder_eus: '',
  placeholder_en: '',
});

/**
 * The builder of a course's signup form (spec 001 §3 Form field): every field type, required or
 * not, its label and placeholder in es/eus/en, a radio's choices, reordered and removed. The
 * person fills it in when enrolling; the answers show in the course's signups.
 */
export function FormBuilder({
  fields,
  onChange,
  errors,
}: {
  fields: FieldDraft[];
  onChange: (list: FieldDraft[]) => void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation('console-courses');
  const update = (i: number, patch: Partial<FieldDraft>) => onChange(fields.map((f, j) => (j === i ? { ...f, ...patch } : f)));
  const setType = (i: number, type: FormFieldType) =>
    onChange(
      fields.map((f, j) => {
        if (j !== i) return f;
        const { children, ...rest } = f;
        return {
          ...rest,
          type,
          ...(type === 'radio' ? { children: children ?? [] } : {}),
          ...(LAYOUT.includes(type) ? { required: 0 as const } : {}),
        };
      }),
    );
  return (
    <>
      <Text size="sm" c="dimmed" mb="xs">
        {t('field.help')}
      </Text>
      {fields.map((f, i) => {
        const n = i + 1;
        const err = (k: string) => errors[`signup_form_data.${i}.${k}`];
        return (
          <Paper key={String(f.id)} withBorder p="sm" mb="sm" role="group" aria-label={t('field.n', { n })}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <ConsoleSelect
                label={t('field.type', { n })}
                value={f.type}
                data={FORM_FIELD_TYPES.map((type) => ({ value: type, label: t(`field.types.${type}`) }))}
                onChange={(e) => setType(i, e.currentTarget.value as FormFieldType)}
              />
              {!LAYOUT.includes(f.type) && (
                <Checkbox
                  mt={{ sm: 'lg' }}
                  label={t('field.required', { n })}
                  checked={f.required === 1}
                  onChange={(e) => update(i, { required: e.currentTarget.checked ? 1 : 0 })}
                />
              )}
            </SimpleGrid>
            {f.type !== 'separator' && (
              <LangInputs
                label={(lang) => t('field.label', { n, lang: t(`lang.${lang}`) })}
                values={{ es: f.label_es, eus: f.label_eus, en: f.label_en }}
                onChange={(lang, value) => update(i, { [`label_${lang}`]: value })}
                error={(lang) => err(`label_${lang}`)}
                required={['es']}
              />
            )}
            {WITH_PLACEHOLDER.includes(f.type) && (
              <LangInputs
                label={(lang) => t('field.placeholder', { n, lang: t(`lang.${lang}`) })}
                values={{ es: f.placeholder_es, eus: f.placeholder_eus, en: f.placeholder_en }}
                onChange={(lang, value) => update(i, { [`placeholder_${lang}`]: value })}
                error={(lang) => err(`placeholder_${lang}`)}
              />
            )}
            {f.type === 'radio' && (
              <ChoicesEditor
                fieldNumber={n}
                choices={f.children ?? []}
                onChange={(children) => update(i, { children })}
                errors={errors}
                prefix={`signup_form_data.${i}.children`}
              />
            )}
            <ItemActions
              what={t('field.n', { n })}
              index={i}
              count={fields.length}
              onMove={(by) => onChange(move(fields, i, by))}
              onRemove={() => onChange(fields.filter((_, j) => j !== i))}
            />
          </Paper>
        );
      })}
      <Button variant="light" onClick={() => onChange([...fields, emptyField()])}>
        {t('field.add')}
      </Button>
    </>
  );
}
