import { Button, Fieldset, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { move, type ChoiceDraft } from './course-draft';
import { ItemActions } from './item-actions';
import { LangInputs } from './lang-inputs';

/** The choices of a radio field: a stored value and its label in es/eus/en. */
export function ChoicesEditor({
  fieldNumber,
  choices,
  onChange,
  errors,
  prefix,
}: {
  fieldNumber: number;
  choices: ChoiceDraft[];
  onChange: (list: ChoiceDraft[]) => void;
  errors: Record<string, string>;
  prefix: string;
}) {
  const { t } = useTranslation('console-courses');
  const update = (i: number, patch: Partial<ChoiceDraft>) => onChange(choices.map((c, j) => (j === i ? { ...c, ...patch } : c)));
  return (
    <Fieldset legend={t('choice.legend', { n: fieldNumber })} mt="sm" variant="filled">
      {choices.map((c, i) => {
        const what = t('choice.n', { n: i + 1, field: fieldNumber });
        return (
          <div key={i} role="group" aria-label={what}>
            <Group align="flex-end" gap="sm">
              <TextInput
                label={t('choice.value', { n: i + 1, field: fieldNumber })}
                value={String(c.value)}
                onChange={(e) => update(i, { value: e.currentTarget.value })}
                error={errors[`${prefix}.${i}.value`]}
                required
              />
            </Group>
            <LangInputs
              label={(lang) => t('choice.label', { n: i + 1, field: fieldNumber, lang: t(`lang.${lang}`) })}
              values={{ es: c.label_es, eus: c.label_eus, en: c.label_en }}
              onChange={(lang, value) => update(i, { [`label_${lang}`]: value })}
              error={(lang) => errors[`${prefix}.${i}.label_${lang}`]}
              required={['es']}
            />
            <ItemActions
              what={what}
              index={i}
              count={choices.length}
              onMove={(by) => onChange(move(choices, i, by))}
              onRemove={() => onChange(choices.filter((_, j) => j !== i))}
            />
          </div>
        );
      })}
      <Button
        variant="light"
        size="xs"
        mt="sm"
        onClick={() => onChange([...choices, { value: String(choices.length + 1), label_es: '', label_eus: '', label_en: '' }])}
      >
        {t('choice.add', { n: fieldNumber })}
      </Button>
    </Fieldset>
  );
}
