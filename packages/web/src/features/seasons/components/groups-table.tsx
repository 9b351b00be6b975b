import { poolName } from '@club/domain/activities/labels';
import { daysInWords, scheduleInWords } from '@club/domain/activities/words.rules';
import { seasonSeatTone } from '@club/domain/seasons/signup.rules';
import type { Level } from '@club/domain/seasons/seasons.schemas';
import { Badge, Box, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PhoneCard, PhoneCards } from '../../../components/phone-cards';
import { toneColour } from '../../../components/status-tone';
import { formatEuros } from '../../../lib/money';
import { pageLanguage } from './level-text';

/**
 * The table of a level's groups (spec 001 §2 season level detail): pool, days, hours, seats left
 * (coloured as §9 says) and the monthly fee. From a tablet's width up a table; on a phone a list
 * with one card per group and the same facts, since at 390 px the table showed the seats cut to
 * '4 …' and the fee only after a sideways swipe (seen walking the levels in Basque; PhoneCards).
 */
export function GroupsTable({ level }: { level: Level }) {
  const { t, i18n } = useTranslation('seasons');
  const lang = pageLanguage(i18n.language);
  if (level.variants.length === 0) return null;
  return (
    <>
      <Box hiddenFrom="sm">
        <Text size="sm" c="gray.7" mb="xs" id={`groups-${level.id}`}>
          {t('groups.caption')}
        </Text>
        <PhoneCards labelledBy={`groups-${level.id}`}>
          {level.variants.map((g) => (
            <PhoneCard key={g.uuid}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div>
                  <Text fw={700}>{poolName(g.poolID)}</Text>
                  <Text size="sm">{scheduleInWords(g.selected_days, g.schedule, lang)}</Text>
                  <Text size="sm" mt={2}>
                    {t('groups.monthly', { price: formatEuros(g.price, i18n.language) })}
                  </Text>
                </div>
                <SeatsLeft seats={g.seats} />
              </Group>
            </PhoneCard>
          ))}
        </PhoneCards>
      </Box>
      <GroupsGrid level={level} />
    </>
  );
}

function GroupsGrid({ level }: { level: Level }) {
  const { t, i18n } = useTranslation('seasons');
  const lang = pageLanguage(i18n.language);
  return (
    // A scrolling box a keyboard can reach (axe: scrollable-region-focusable) when a screen is too narrow.
    <Box tabIndex={0} role="region" aria-label={t('groups.caption')} visibleFrom="sm" style={{ overflowX: 'auto' }}>
      <Table striped captionSide="top" fz="sm">
        <Table.Caption>{t('groups.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('groups.pool')}</Table.Th>
            <Table.Th scope="col">{t('groups.days')}</Table.Th>
            <Table.Th scope="col">{t('groups.schedule')}</Table.Th>
            <Table.Th scope="col">{t('groups.seats')}</Table.Th>
            <Table.Th scope="col">{t('groups.price')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {level.variants.map((g) => (
            <Table.Tr key={g.uuid}>
              <Table.Td>{poolName(g.poolID)}</Table.Td>
              <Table.Td>{daysInWords(g.selected_days, lang)}</Table.Td>
              <Table.Td>{g.schedule}</Table.Td>
              <Table.Td>
                <SeatsLeft seats={g.seats} />
              </Table.Td>
              <Table.Td>{t('groups.monthly', { price: formatEuros(g.price, i18n.language) })}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}

export function SeatsLeft({ seats }: { seats: number }) {
  const { t } = useTranslation('seasons');
  return (
    <Badge color={toneColour[seasonSeatTone(seats)]} variant="filled" autoContrast tt="none" miw="max-content">
      {seats < 1 ? t('groups.full') : t('groups.seatsLeft', { count: seats })}
    </Badge>
  );
}
