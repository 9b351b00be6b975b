import { UNLIMITED_SEATS } from '@club/domain/activities/activities.constants';
import { activitySeatTone } from '@club/domain/activities/labels';
import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useIdleTurn } from '../../../../lib/use-idle-turn';
import { useAvailability } from '../../api/courses-api';
import { toneColour } from '../../../../components/status-tone';

/**
 * The remaining seats of a course or one of its variants (courses/availability), coloured as
 * spec 001 §9 says; 'Desconocido' when the lookup fails (§8).
 */
export function SeatsBadge({ slug, variant, label }: { slug: string; variant: string | null; label?: boolean }) {
  const { t } = useTranslation('activities');
  // Live: never in the server's HTML; asked for, and shown, once this badge's idle turn has come
  // (after hydration, one badge per idle period: lib/use-idle-turn.ts).
  const live = useIdleTurn();
  const query = useAvailability(slug, variant, live);
  const seats = live ? query : { isError: false, data: undefined };
  const prefix = label ? `${t('detail.seats')}: ` : '';
  if (seats.isError && seats.data === undefined) {
    return (
      <Badge color="gray.8" variant="filled" tt="none">
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
  const { tone, waitingList } = activitySeatTone(seats.data);
  return (
    <Badge color={toneColour[tone]} variant="filled" autoContrast tt="none" title={t('detail.seats')}>
      {label ? null : <span className="visually-hidden">{t('detail.seats')}: </span>}
      {prefix}
      {waitingList
        ? t('detail.seatsNone')
        : seats.data >= UNLIMITED_SEATS
          ? t('detail.seatsUnlimited')
          : t('detail.seatsCount', { count: seats.data })}
    </Badge>
  );
}
