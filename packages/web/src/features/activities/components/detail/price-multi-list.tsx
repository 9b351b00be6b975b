import type { CourseDetails } from '@club/domain/activities/activities.schemas';
import { isOptionDisabled } from '@club/domain/activities/choice.rules';
import { DISABLED_PRICE } from '@club/domain/activities/activities.schemas';
import { formatCents, toCents } from '@club/domain/activities/pricing.rules';
import { isOn } from '@club/domain/shared/flags';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../use-course-format';

export const optionName = (o: { item_es: string; item_eus: string }, lang: Lang): string =>
  lang === 'eus' && o.item_eus.trim() ? o.item_eus : o.item_es;

/** The multi-option list of the details view: each option with its basic and extended prices. */
export function PriceMultiList({ options, lang }: { options: CourseDetails['price_multi']; lang: Lang }) {
  const { t } = useTranslation('activities');
  if (options.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="course-options-title">
      <Title order={2} size="h4" id="course-options-title" mb="xs">
        {t('detail.options')}
      </Title>
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {options.map((o, i) => {
          const disabled = isOptionDisabled(o);
          const extended = isOn(o.has_extended_schedule) && toCents(o.price_extended) !== DISABLED_PRICE * 100;
          return (
            <li key={i}>
              <Group gap="xs" justify="space-between" wrap="wrap">
                <Text fw={600}>{optionName(o, lang)}</Text>
                {disabled ? (
                  <Badge color="gray.8" variant="filled" tt="none">
                    {t('detail.optionUnavailable')}
                  </Badge>
                ) : null}
              </Group>
              <Text size="sm" c="gray.7">
                {t('detail.optionBase', { price: formatCents(toCents(o.price_base)) })}
                {o.schedule ? ` · ${o.schedule}` : ''}
              </Text>
              {extended ? (
                <Text size="sm" c="gray.7">
                  {t('detail.optionExtended', { price: formatCents(toCents(o.price_extended)) })}
                  {o.extended_schedule ? ` · ${o.extended_schedule}` : ''}
                </Text>
              ) : null}
            </li>
          );
        })}
      </Stack>
    </Paper>
  );
}
