import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAvailability } from '../../api/courses-api';
import { seatsLevel } from './seats-level';

const colours = { plenty: 'green.9', few: 'yellow.9', danger: 'red.9', none: 'red.9' } as const;

/**
 * The remaining seats of a course or one of its variants (courses/availability), coloured as
 * spec 001 §9 says; 'Desconocido' when the lookup fails (§8).
 */
export function SeatsBadge({ slug, variant, label }: { slug: string; variant: string | null; label?: boolean }) {
  const { t } = useTranslation('activities');
  const seats = useAvailability(slug, variant);
  const prefix = label ? `${t('detail.seats')}: ` : '';
  if (seats.isError && seats.data === undefined) {
    return (
      <Badge color="gray.8" variant="light" tt="none">
        {prefix}
        {t('detail.seatsUnknown')}
      </Badge>
    );
  }
  if (seats.data === undefined) {
    return (
      <Text size="sm" c="gray.7" role="status">
        {t('detail.seatsLoading')}
      </Text>
    );
  }
  const level = seatsLevel(seats.data);
  return (
    <Badge color={colours[level]} variant="light" tt="none" title={t('detail.seats')}>
      {label ? null : <span className="visually-hidden">{t('detail.seats')}: </span>}
      {prefix}
      {level === 'none' ? t('detail.seatsNone') : t('detail.seatsCount', { count: seats.data })}
    </Badge>
  );
}
