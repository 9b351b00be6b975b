import { familyStatusLabel as statusLook } from '@club/domain/activities/labels';
import { dayInWords, scheduleInWords } from '@club/domain/activities/words.rules';
import { familyStatusLabel } from '@club/domain/family/family.rules';
import type { FamilySeasonSignup } from '@club/domain/family/family.schemas';
import { levelSlug } from '@club/domain/seasons/eligibility.rules';
import type { Language } from '@club/domain/shared/constants';
import { poolName } from '@club/domain/shared/pools';
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toneColour } from '../../../components/status-tone';
import { formatEuros } from '../../../lib/money';

type GroupFacts = { poolID: number; selected_days: number[]; schedule: string };

/** "Gobela · lunes y miércoles, 18:00-18:45": the pool, then its days and hours in words. */
const groupInWords = (g: GroupFacts, lang: Language) =>
  [poolName(g.poolID), scheduleInWords(g.selected_days, g.schedule, lang, { midSentence: poolName(g.poolID) !== '' })]
    .filter(Boolean)
    .join(' · ');

/**
 * The first month's fee still to pay: a seat held or in place whose initial payment is not done,
 * as manage_payments/get_pending lists it (so the link leads to it).
 */
const owesFirstFee = (s: FamilySeasonSignup) => s.status >= 0 && s.status <= 1 && s.payment_status !== 1 && s.payment_price > 0;

/**
 * A season signup (spec 001 §3 "Signups in family view") as a card, like a course's: the level
 * (a link to its season page), the season and its first day, the group held in words or, with
 * none held yet on a priority level, the ranked groups in order; the status, the monthly fee and
 * the first fee when it is still owed. Used by /mis-inscripciones and the signups tab of /myfamily.
 */
export function SeasonSignupRow({ s }: { s: FamilySeasonSignup }) {
  const { t, i18n } = useTranslation('family');
  const lang: Language = i18n.language === 'eus' ? 'eus' : 'es';
  const level = (lang === 'eus' ? s.level.name_eus : '') || s.level.name_es;
  const season = (lang === 'eus' ? s.current_season.name_eus : '') || s.current_season.name;
  const group = s.selectedVariant ? groupInWords(s.selectedVariant, lang) : s.schedule;
  const ranked = group ? [] : [...s.alternative_variants].sort((a, b) => a.priority - b.priority);
  const look = statusLook(s.status);
  const rankingId = `season-ranking-${s.ticketID}`;
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Anchor component={Link} to={`/actividades/temporada/${levelSlug(s.level.name_es)}`} fw={700}>
            {level}
          </Anchor>
          <Badge color={toneColour[look.tone]} variant="filled" tt="none" autoContrast>
            {t(`status.${familyStatusLabel(s.status)}`, { defaultValue: lang === 'eus' ? look.eus : look.es })}
          </Badge>
        </Group>
        <Text size="sm">{t('seasonSignup.season', { name: season, from: dayInWords(s.current_season.begin, lang) })}</Text>
        {group ? <Text size="sm">{group}</Text> : null}
        {ranked.length > 0 ? (
          <>
            <Text size="sm" id={rankingId}>
              {t('seasonSignup.ranking')}
            </Text>
            <Stack component="ol" gap={0} aria-labelledby={rankingId} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {ranked.map((g, i) => (
                <Text component="li" size="sm" key={g.uuid}>
                  {`${i + 1}. ${groupInWords(g, lang)}`}
                </Text>
              ))}
            </Stack>
          </>
        ) : null}
        {s.payment_price > 0 ? (
          <Text size="sm">{t('seasonSignup.monthly', { amount: formatEuros(s.payment_price, i18n.language) })}</Text>
        ) : null}
        {owesFirstFee(s) ? (
          <Text size="sm" fw={700} c="red.8">
            {t('seasonSignup.owed', { amount: formatEuros(s.payment_price, i18n.language) })}{' '}
            <Anchor component={Link} to="/myaccount/pendingpayments">
              {t('enrolments.pay')}
            </Anchor>
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
