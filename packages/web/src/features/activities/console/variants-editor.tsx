import { Checkbox, Group, Paper, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConsoleSelect } from '../../../components/console/console-select';
import { move, type VariantDraft } from './course-draft';
import { ItemActions } from './item-actions';

export type { VariantDraft };

export const emptyVariant = (): VariantDraft => ({
  poolID: 1,
  selected_days: [],
  schedule: '',
  max_seating: '10',
  price: '',
  visibility: 1,
  priority: 0,
});

const DAYS = [0, 1, 2, 3, 4, 5, 6];

/** The variants (groups) of a course by pool: days, schedule, seats, price, whether shown, priority. */
export function VariantsEditor({
  variants,
  onChange,
  errors,
}: {
  variants: VariantDraft[];
  onChange: (v: VariantDraft[]) => void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation('console');
  const { t: tc } = useTranslation('console-courses');
  const update = (i: number, patch: Partial<VariantDraft>) => onChange(variants.map((v, j) => (j === i ? { ...v, ...patch } : v)));
  return (
    <>
      {variants.map((v, i) => {
        const n = i + 1;
        const err = (k: string) => errors[`variants.${i}.${k}`];
        return (
          <Paper key={v.uuid ?? `new-${i}`} withBorder p="sm" mb="sm" role="group" aria-label={t('variant.n', { n })}>
            <SimpleGrid cols={{ base: 1, sm: 3, md: 5 }}>
              <ConsoleSelect
                label={t('variant.pool', { n })}
                value={String(v.poolID)}
                data={[
                  { value: '1', label: 'Fadura' },
                  { value: '2', label: 'Gobela' },
                ]}
                onChange={(e) => update(i, { poolID: Number(e.currentTarget.value) as 1 | 2 })}
              />
              <TextInput
                label={t('variant.schedule', { n })}
                value={v.schedule}
                onChange={(e) => update(i, { schedule: e.currentTarget.value })}
                error={err('schedule')}
              />
              <TextInput
                label={t('variant.seats', { n })}
                type="number"
                min={0}
                value={String(v.max_seating)}
                onChange={(e) => update(i, { max_seating: e.currentTarget.value })}
                error={err('max_seating')}
              />
              <TextInput
                label={t('variant.price', { n })}
                value={String(v.price)}
                onChange={(e) => update(i, { price: e.currentTarget.value })}
                error={err('price')}
              />
              <TextInput
                label={tc('variant.priority', { n })}
                type="number"
                min={0}
                max={6}
                value={String(v.priority)}
                onChange={(e) => update(i, { priority: e.currentTarget.value })}
                error={err('priority')}
              />
            </SimpleGrid>
            <Checkbox.Group
              label={t('variant.days', { n })}
              mt="xs"
              value={v.selected_days.map(String)}
              onChange={(days) => update(i, { selected_days: days.map(Number).sort() })}
            >
              <Group gap="sm" mt={4}>
                {DAYS.map((d) => (
                  <Checkbox key={d} value={String(d)} label={t(`days.${d}`)} />
                ))}
              </Group>
            </Checkbox.Group>
            <Checkbox
              mt="xs"
              label={tc('variant.visible', { n })}
              checked={v.visibility === 1}
              onChange={(e) => update(i, { visibility: e.currentTarget.checked ? 1 : 0 })}
            />
            <ItemActions
              what={t('variant.n', { n })}
              index={i}
              count={variants.length}
              onMove={(by) => onChange(move(variants, i, by))}
              onRemove={() => onChange(variants.filter((_, j) => j !== i))}
            />
          </Paper>
        );
      })}
    </>
  );
}
