import { Button, Checkbox, Group, Paper, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { move, type CourseDraft, type Num, type OptionDraft } from './course-draft';
import { ItemActions } from './item-actions';

const emptyOption = (): OptionDraft => ({
  item_es: '',
  item_eus: '',
  price_base: '',
  price_extended: 0,
  exclusive: 0,
  selected: 0,
  extended_schedule_selected: 0,
  has_extended_schedule: 0,
  max_seating: 10,
  schedule: '',
  extended_schedule: '',
});

const listText = (l: Num[]) => l.join('; ');
const listOf = (s: string): Num[] =>
  s
    .split(';')
    .map((x) => x.trim())
    .filter((x) => x !== '');

/**
 * Multi-option prices (spec 001 §3 price_multi): options a person ticks one or more of (weeks of
 * a camp...), each with a basic and an extended schedule price and its own seats; 999 as the
 * extended price, or seats below 1, disable an option (spec 001 §5). Below them, the euros taken
 * off the total for 2, 3, 4... options chosen (the activity-106 reductions).
 */
export function PriceMultiEditor({
  draft,
  onChange,
  errors,
}: {
  draft: Pick<CourseDraft, 'has_price_multi' | 'price_multi' | 'multi_option_reductions'>;
  onChange: (patch: Partial<CourseDraft>) => void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation('console-courses');
  const options = draft.price_multi;
  const set = (list: OptionDraft[]) => onChange({ price_multi: list, has_price_multi: list.length > 0 ? 1 : 0 });
  const update = (i: number, patch: Partial<OptionDraft>) => set(options.map((o, j) => (j === i ? { ...o, ...patch } : o)));
  const flag = (i: number, key: keyof OptionDraft, label: string) => (
    <Checkbox label={label} checked={options[i]![key] === 1} onChange={(e) => update(i, { [key]: e.currentTarget.checked ? 1 : 0 })} />
  );
  return (
    <>
      <Text size="sm" c="dimmed" mb="xs">
        {t('multi.help')}
      </Text>
      {options.map((o, i) => {
        const n = i + 1;
        const err = (k: string) => errors[`price_multi.${i}.${k}`];
        const text = (key: keyof OptionDraft, label: string) => (
          <TextInput
            label={label}
            value={String(o[key])}
            onChange={(e) => update(i, { [key]: e.currentTarget.value })}
            error={err(key)}
            required={key === 'item_es' || key === 'price_base'}
          />
        );
        return (
          <Paper key={i} withBorder p="sm" mb="sm" role="group" aria-label={t('multi.n', { n })}>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              {text('item_es', t('multi.item_es', { n }))}
              {text('item_eus', t('multi.item_eus', { n }))}
              {text('max_seating', t('multi.seats', { n }))}
              {text('schedule', t('multi.schedule', { n }))}
              {text('price_base', t('multi.price_base', { n }))}
              {text('extended_schedule', t('multi.extended_schedule', { n }))}
              {text('price_extended', t('multi.price_extended', { n }))}
            </SimpleGrid>
            <Group gap="lg" mt="xs">
              {flag(i, 'has_extended_schedule', t('multi.has_extended', { n }))}
              {flag(i, 'exclusive', t('multi.exclusive', { n }))}
              {flag(i, 'selected', t('multi.selected', { n }))}
              {flag(i, 'extended_schedule_selected', t('multi.extended_selected', { n }))}
            </Group>
            <ItemActions
              what={t('multi.n', { n })}
              index={i}
              count={options.length}
              onMove={(by) => set(move(options, i, by))}
              onRemove={() => set(options.filter((_, j) => j !== i))}
            />
          </Paper>
        );
      })}
      <Button variant="light" onClick={() => set([...options, emptyOption()])}>
        {t('multi.add')}
      </Button>
      {options.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
          {(['basic', 'extended'] as const).map((kind) => (
            <ListInput
              key={kind}
              label={t(`multi.reductions_${kind}`)}
              description={t('multi.reductions_help')}
              value={draft.multi_option_reductions[kind]}
              onChange={(list) => onChange({ multi_option_reductions: { ...draft.multi_option_reductions, [kind]: list } })}
              error={Object.entries(errors).find(([k]) => k.startsWith(`multi_option_reductions.${kind}`))?.[1]}
            />
          ))}
        </SimpleGrid>
      )}
    </>
  );
}

/** A list of amounts typed as "10; 30; 60": the text stays as typed, the list follows it. */
function ListInput({
  label,
  description,
  value,
  onChange,
  error,
}: {
  label: string;
  description: string;
  value: Num[];
  onChange: (list: Num[]) => void;
  error?: string;
}) {
  const [text, setText] = useState(() => listText(value));
  return (
    <TextInput
      label={label}
      description={description}
      value={text}
      onChange={(e) => {
        setText(e.currentTarget.value);
        onChange(listOf(e.currentTarget.value));
      }}
      error={error}
    />
  );
}
