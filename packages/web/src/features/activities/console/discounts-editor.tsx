import { Button, Checkbox, Paper, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConsoleSelect } from '../../../components/console/console-select';
import { move, type DiscountDraft } from './course-draft';
import { ItemActions } from './item-actions';

/**
 * Discounts (spec 001 §3 discounts_meta): the two types the pricing rules know, early enrolment
 * (until a date) and several members of one family, each a percentage; "multiple" ones add up.
 */
export function DiscountsEditor({
  discounts,
  onChange,
  errors,
}: {
  discounts: DiscountDraft[];
  onChange: (list: DiscountDraft[]) => void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation('console-courses');
  const update = (i: number, patch: Partial<DiscountDraft>) => onChange(discounts.map((d, j) => (j === i ? { ...d, ...patch } : d)));
  return (
    <>
      <Text size="sm" c="dimmed" mb="xs">
        {t('discount.help')}
      </Text>
      {discounts.map((d, i) => {
        const n = i + 1;
        const err = (k: string) => errors[`discounts_meta.${i}.${k}`];
        return (
          <Paper key={i} withBorder p="sm" mb="sm" role="group" aria-label={t('discount.n', { n })}>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <ConsoleSelect
                label={t('discount.type', { n })}
                value={String(d.type)}
                data={[
                  { value: '0', label: t('discount.type0') },
                  { value: '1', label: t('discount.type1') },
                ]}
                onChange={(e) => update(i, { type: Number(e.currentTarget.value) as 0 | 1 })}
              />
              <TextInput
                label={t('discount.percent', { n })}
                value={String(d.discountPercent)}
                onChange={(e) => update(i, { discountPercent: e.currentTarget.value })}
                error={err('discountPercent')}
                required
              />
              {d.type === 0 && (
                <TextInput
                  label={t('discount.date', { n })}
                  type="date"
                  value={d.date}
                  onChange={(e) => update(i, { date: e.currentTarget.value })}
                  error={err('date')}
                  required
                />
              )}
            </SimpleGrid>
            <Checkbox
              mt="xs"
              label={t('discount.multiple', { n })}
              checked={d.multiple === 1}
              onChange={(e) => update(i, { multiple: e.currentTarget.checked ? 1 : 0 })}
            />
            <ItemActions
              what={t('discount.n', { n })}
              index={i}
              count={discounts.length}
              onMove={(by) => onChange(move(discounts, i, by))}
              onRemove={() => onChange(discounts.filter((_, j) => j !== i))}
            />
          </Paper>
        );
      })}
      <Button variant="light" onClick={() => onChange([...discounts, { type: 0, date: '', discountPercent: '', multiple: 0 }])}>
        {t('discount.add')}
      </Button>
    </>
  );
}
