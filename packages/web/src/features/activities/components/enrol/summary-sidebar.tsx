import type { CourseDetails, ServiceChoice } from '@club/domain/activities/activities.schemas';
import { poolName } from '@club/domain/activities/labels';
import { daysInWords } from '@club/domain/activities/words.rules';
import type { MultiChoice, PriceBreakdown } from '@club/domain/activities/pricing.rules';
import { formatCents } from '@club/domain/activities/pricing.rules';
import { isOn } from '@club/domain/shared/flags';
import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { serviceName } from '../detail/optional-services';
import { optionName } from '../detail/price-multi-list';
import type { Lang } from '../use-course-format';

function Line({ label, amount, strong = false }: { label: string; amount: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 400} style={{ whiteSpace: 'nowrap' }}>
        {amount}
      </Text>
    </Group>
  );
}

/**
 * The summary sidebar of the self signup (spec 001 §2): what is chosen and the price breakdown
 * from the domain's priceSignup, with the VAT the total includes ("IVA incluido (21 %): x €").
 * The server prices the signup again; this is a preview.
 */
export function SummarySidebar({
  course,
  title,
  lang,
  variantIndex,
  priceMulti,
  services,
  price,
  memberPercent,
}: {
  course: CourseDetails;
  title: string;
  lang: Lang;
  variantIndex: number | null;
  priceMulti: MultiChoice[];
  services: ServiceChoice[];
  price: PriceBreakdown;
  memberPercent: number;
}) {
  const { t } = useTranslation('activities');
  const variant = variantIndex !== null ? course.variants[variantIndex] : undefined;
  const nothing = !variant && priceMulti.length === 0 && services.length === 0;
  // Issue 20, point 6: no total before the choice that makes the price (a group, or an option).
  const choiceMissing = (course.variants.length > 0 && !variant) || (course.price_multi.length > 0 && priceMulti.length === 0);
  return (
    <Paper withBorder radius="lg" p="lg" component="aside" aria-labelledby="summary-title">
      <Title order={2} size="h4" id="summary-title" mb={4}>
        {t('enrol.summary.title')}
      </Title>
      <Text size="sm" c="gray.7" mb="md">
        {title}
      </Text>
      <Stack gap="xs" aria-live="polite">
        {variant ? (
          <div>
            <Text size="xs" fw={700} tt="uppercase" c="gray.7">
              {t('enrol.summary.variant')}
            </Text>
            <Text size="sm">
              {poolName(variant.poolID)}: {daysInWords(variant.selected_days, lang)} · {variant.schedule}
            </Text>
          </div>
        ) : null}
        {priceMulti.length > 0 ? (
          <div>
            <Text size="xs" fw={700} tt="uppercase" c="gray.7">
              {t('enrol.summary.options')}
            </Text>
            {priceMulti.map((c) => {
              const o = course.price_multi[c.index];
              return o ? (
                <Text size="sm" key={c.index}>
                  {optionName(o, lang)}
                  {isOn(c.extended) ? ` (${t('enrol.choice.extended', { schedule: o.extended_schedule || '—' })})` : ''}
                </Text>
              ) : null;
            })}
          </div>
        ) : null}
        {services.length > 0 ? (
          <div>
            <Text size="xs" fw={700} tt="uppercase" c="gray.7">
              {t('enrol.summary.services')}
            </Text>
            {services.map((s) => {
              const meta = course.optional_services_meta[s.index];
              return meta ? (
                <Text size="sm" key={s.index}>
                  {serviceName(meta, lang)}
                  {isOn(meta.multiple) ? ` × ${s.quantity}` : ''}
                </Text>
              ) : null;
            })}
          </div>
        ) : null}
        {nothing ? (
          <Text size="sm" c="gray.7">
            {t('enrol.summary.nothing')}
          </Text>
        ) : null}
        {choiceMissing ? (
          <Text size="sm" c="gray.7">
            {t('enrol.summary.chooseFirst')}
          </Text>
        ) : (
          <PriceLines price={price} memberPercent={memberPercent} />
        )}
      </Stack>
    </Paper>
  );
}

/** The price breakdown and the total with its VAT. */
function PriceLines({ price, memberPercent }: { price: PriceBreakdown; memberPercent: number }) {
  const { t } = useTranslation('activities');
  return (
    <>
      <Divider my="xs" />
      <Line label={t('enrol.summary.base')} amount={formatCents(price.baseCents + price.optionsCents)} />
      {price.memberDiscountCents > 0 ? (
        <Line
          label={t('enrol.summary.memberDiscount', { percent: memberPercent })}
          amount={`− ${formatCents(price.memberDiscountCents)}`}
        />
      ) : null}
      {price.discountCents > 0 ? (
        <Line label={t('enrol.summary.discount', { percent: price.discountPercent })} amount={`− ${formatCents(price.discountCents)}`} />
      ) : null}
      {price.servicesCents > 0 ? <Line label={t('enrol.summary.services')} amount={formatCents(price.servicesCents)} /> : null}
      <Divider my="xs" />
      <Line label={t('enrol.summary.total')} amount={formatCents(price.totalCents)} strong />
      <Text size="xs" c="gray.7" ta="right">
        {t('enrol.summary.vatAmount', { amount: formatCents(price.vatCents) })}
      </Text>
    </>
  );
}
