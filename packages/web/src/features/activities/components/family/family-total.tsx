import { formatCents, type PriceBreakdown } from '@club/domain/activities/pricing.rules';
import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface TotalLine {
  name: string;
  price: PriceBreakdown;
  /** The group or options are still to choose: no price yet, and none counted in the total. */
  awaitsChoice?: boolean;
}

/**
 * The family order's total (spec 001 §2, §9): each queued person's price before the catalogue
 * discount, the discounts (the multiple-members one among them), the total and the VAT it
 * includes. A preview: the server prices every ticket again.
 */
export function FamilyTotal({ lines }: { lines: TotalLine[] }) {
  const { t } = useTranslation('family');
  const priced = lines.filter((l) => !l.awaitsChoice);
  const total = priced.reduce((s, l) => s + l.price.totalCents, 0);
  const vat = priced.reduce((s, l) => s + l.price.vatCents, 0);
  const discount = priced.reduce((s, l) => s + l.price.discountCents, 0);
  const percents = [...new Set(priced.map((l) => l.price.discountPercent).filter((p) => p > 0))];
  return (
    <Paper withBorder radius="lg" p="lg" component="aside" aria-labelledby="family-total-title">
      <Title order={2} size="h4" id="family-total-title" mb="sm">
        {t('ext.total.title')}
      </Title>
      <Stack gap={6} aria-live="polite">
        {lines.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t('ext.total.empty')}
          </Text>
        ) : (
          lines.map((l) => (
            <Group key={l.name} justify="space-between" wrap="nowrap">
              <Text size="sm">{l.name}</Text>
              {l.awaitsChoice ? (
                <Text size="sm" c="gray.7" ta="right">
                  {t('ext.total.awaitsChoice')}
                </Text>
              ) : (
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatCents(l.price.totalCents + l.price.discountCents)}
                </Text>
              )}
            </Group>
          ))
        )}
        {discount > 0 ? (
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">{t('ext.total.discount', { percent: percents.join(' / ') })}</Text>
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              − {formatCents(discount)}
            </Text>
          </Group>
        ) : null}
        {lines.length > 1 ? (
          <Text size="xs" c="gray.7">
            {t('ext.total.familyNote')}
          </Text>
        ) : null}
        {/* A total only once someone has a price: before, "add people to see the price" or each
            person's "group still to choose" sat above a total of 0,00 € (found walking the page
            in Basque on a phone). */}
        {priced.length > 0 ? (
          <>
            <Divider my={4} />
            <Group justify="space-between" wrap="nowrap">
              <Text fw={700}>{t('ext.total.total')}</Text>
              <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                {formatCents(total)}
              </Text>
            </Group>
            <Text size="xs" c="gray.7" ta="right">
              {t('ext.total.vat', { amount: formatCents(vat) })}
            </Text>
            {priced.length < lines.length ? (
              <Text size="xs" c="gray.7" ta="right">
                {t('ext.total.partial')}
              </Text>
            ) : null}
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
