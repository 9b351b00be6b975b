import type { CourseDetails } from '@club/domain/activities/activities.schemas';
import { canChooseExtended, isOptionDisabled, isVariantAllowed, toggleOption } from '@club/domain/activities/choice.rules';
import { poolName } from '@club/domain/activities/labels';
import { scheduleInWords } from '@club/domain/activities/words.rules';
import type { MultiChoice } from '@club/domain/activities/pricing.rules';
import { formatCents, parseEuroCents, toCents } from '@club/domain/activities/pricing.rules';
import { isOn } from '@club/domain/shared/flags';
import { Checkbox, Fieldset, Group, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { optionName } from '../detail/price-multi-list';
import { SeatsBadge } from '../detail/seats-badge';
import { visibleVariants } from '../detail/variants-by-pool';
import type { Lang } from '../use-course-format';

interface VariantProps {
  course: CourseDetails;
  lang: Lang;
  limitPoolId: number;
  value: number | null;
  showError: boolean;
  onChange: (index: number) => void;
}

/** The variant choice: one radio per shown variant, grouped by pool, with price and seats. */
export function VariantChoice({ course, lang, limitPoolId, value, showError, onChange }: VariantProps) {
  const { t } = useTranslation('activities');
  const visible = visibleVariants(course);
  const pools = ([1, 2] as const).filter((p) => visible.some((v) => v.variant.poolID === p));
  return (
    <Radio.Group
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(Number(v))}
      label={t('enrol.choice.variantLegend')}
      labelProps={{ fz: 'lg', fw: 700, mb: 'xs' }}
      required
      error={showError && value === null ? t('enrol.choice.variantRequired') : undefined}
    >
      {limitPoolId ? (
        <Text size="sm" c="gray.7" mb="xs">
          {t('enrol.choice.poolLimited', { pool: poolName(limitPoolId) })}
        </Text>
      ) : null}
      <Stack gap="md" mt="xs">
        {pools.map((pool) => (
          <Fieldset key={pool} legend={t(`pools.${pool}`)} radius="md" p="sm">
            <Stack gap="sm">
              {visible
                .filter((v) => v.variant.poolID === pool)
                .map(({ variant, index }) => {
                  const price = parseEuroCents(variant.price);
                  const allowed = isVariantAllowed(variant, limitPoolId);
                  return (
                    // Issue 20, point 6: on a phone the days and hours take the whole line and
                    // the price and the whole seat count go below, never squeezed beside them.
                    <Stack key={variant.uuid} gap={4}>
                      <Radio
                        value={String(index)}
                        disabled={!allowed}
                        label={scheduleInWords(variant.selected_days, variant.schedule, lang)}
                      />
                      <Group gap="xs" pl={32} wrap="wrap">
                        {price !== null ? <Text size="sm">{formatCents(price)}</Text> : null}
                        <SeatsBadge slug={course.slug_es} variant={variant.uuid} />
                      </Group>
                    </Stack>
                  );
                })}
            </Stack>
          </Fieldset>
        ))}
      </Stack>
    </Radio.Group>
  );
}

interface OptionsProps {
  course: CourseDetails;
  lang: Lang;
  value: MultiChoice[];
  showError: boolean;
  onChange: (value: MultiChoice[]) => void;
}

/**
 * Multi-option choice: each option with its basic schedule and, where it has one, the extended
 * schedule. toggleOption (domain) applies the rules: exclusive options deselect the others, an
 * option without seats or with the 999 extended price cannot be chosen.
 */
export function OptionsChoice({ course, lang, value, showError, onChange }: OptionsProps) {
  const { t } = useTranslation('activities');
  const options = course.price_multi;
  return (
    <Fieldset legend={t('enrol.choice.optionsLegend')} radius="md" p="md" aria-describedby={showError ? 'options-error' : undefined}>
      <Stack gap="md">
        {options.map((o, i) => {
          const disabled = isOptionDisabled(o);
          const chosen = value.find((c) => c.index === i);
          const name = optionName(o, lang);
          return (
            <Stack key={i} gap={6}>
              <Checkbox
                checked={!!chosen && !isOn(chosen.extended)}
                disabled={disabled}
                onChange={() => onChange(toggleOption(options, value, i, false))}
                label={`${name} · ${formatCents(toCents(o.price_base))}${o.schedule ? ` · ${o.schedule}` : ''}`}
                description={disabled ? t('detail.optionUnavailable') : isOn(o.exclusive) ? t('enrol.choice.exclusive') : undefined}
              />
              {canChooseExtended(o) ? (
                <Checkbox
                  ml="xl"
                  checked={!!chosen && isOn(chosen.extended)}
                  onChange={() => onChange(toggleOption(options, value, i, true))}
                  label={`${name} · ${t('enrol.choice.extended', { schedule: o.extended_schedule || '—' })} · ${formatCents(toCents(o.price_extended))}`}
                />
              ) : null}
            </Stack>
          );
        })}
        {showError ? (
          <Text id="options-error" c="red.8" size="sm" role="alert">
            {t('enrol.choice.optionsRequired')}
          </Text>
        ) : null}
      </Stack>
    </Fieldset>
  );
}
