import { familyStatusLabel } from '@club/domain/activities/labels';
import { dayInWords, scheduleInWords } from '@club/domain/activities/words.rules';
import type { FamilyCourseSignup } from '@club/domain/family/family.schemas';
import { isSetDate } from '@club/domain/shared/dates';
import { poolName } from '@club/domain/shared/pools';
import type { Language } from '@club/domain/shared/constants';
import { Alert, Anchor, Badge, Center, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PaymentHistory } from '../../../components/payments/payment-history';
import { formatEuros } from '../../../lib/money';
import { toneColour } from '../../../components/status-tone';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSession } from '../../auth';
import { accountClasses, SectionCard } from '../../account';
import { useFamilySignups, useLinkedUsers } from '../api/family-api';
import { CalendarCard } from '../components/calendar-card';
import { SeasonSignupRow } from '../components/season-signup-row';

/** Live signups (pending, in place, problem, waiting list): what a family is doing now. */
const isCurrent = (s: { status: number }) => s.status >= 0 && s.status <= 3;
/** A card signup with a seat (or one held) whose payment is not completed: money owed. */
const owes = (s: FamilyCourseSignup) => s.requires_card_payment === 1 && s.payment_status !== 1 && s.payment_price > 0 && s.status <= 1;

function SignupRow({ s }: { s: FamilyCourseSignup }) {
  const { t, i18n } = useTranslation('family');
  const lang = (i18n.language === 'eus' ? 'eus' : 'es') as Language;
  const title = (lang === 'eus' ? s.translations.title_eus : '') || s.translations.title_es;
  const v = s.selectedVariant;
  const where = v ? [poolName(v.poolID), scheduleInWords(v.selected_days, v.schedule, lang)].filter(Boolean).join(' · ') : s.schedule;
  const label = familyStatusLabel(s.status);
  const end = isSetDate(s.date_end) ? s.date_end : null;
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Anchor component={Link} to={`/actividades/${s.slug_es}`} fw={700}>
            {title}
          </Anchor>
          <Badge color={toneColour[label.tone]} variant="filled" tt="none" autoContrast>
            {t(`status.${s.status_label}`, { defaultValue: label.es })}
          </Badge>
        </Group>
        {where ? <Text size="sm">{where}</Text> : null}
        <Text size="sm">
          {end
            ? t('enrolments.dates', { from: dayInWords(s.date, lang), to: dayInWords(end, lang) })
            : t('enrolments.from', { from: dayInWords(s.date, lang) })}
        </Text>
        {owes(s) ? (
          <Text size="sm" fw={700} c="red.8">
            {t('enrolments.owed', { amount: formatEuros(s.payment_price, i18n.language) })}{' '}
            <Anchor component={Link} to="/myaccount/pendingpayments">
              {t('enrolments.pay')}
            </Anchor>
          </Text>
        ) : s.payment_price > 0 && s.payment_status === 1 ? (
          <Text size="sm">{t('enrolments.paid', { amount: formatEuros(s.payment_price, i18n.language) })}</Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

function PersonEnrolments({ userId, name }: { userId: number; name: string }) {
  const { t } = useTranslation('family');
  const q = useFamilySignups(userId);
  const seasons = q.data?.continuous.filter(isCurrent) ?? [];
  const current = q.data?.independent.filter(isCurrent) ?? [];
  return (
    <section aria-label={name}>
      <SectionCard title={name}>
        {q.isPending ? <Loader size="sm" aria-label={t('loading')} /> : null}
        {q.isError ? (
          <Alert color="red" variant="light" role="alert">
            {t('errors.load')}
          </Alert>
        ) : null}
        {q.data && current.length === 0 && seasons.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t('enrolments.none')}
          </Text>
        ) : null}
        {seasons.length + current.length > 0 ? (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {seasons.map((s) => (
              <SeasonSignupRow key={`season-${s.ticketID}`} s={s} />
            ))}
            {current.map((s) => (
              <SignupRow key={s.ticketID} s={s} />
            ))}
          </Stack>
        ) : null}
      </SectionCard>
    </section>
  );
}

/**
 * /mis-inscripciones (issue 20, point 5): every person of the family with their current season
 * levels and courses (group, days and hours in words, dates, status, fee, what is owed), the
 * family calendar, and the payment history with each receipt. Reached from the top bar's user
 * menu and the phone drawer.
 */
export default function MyEnrolmentsPage() {
  const { t } = useTranslation(['family', 'payments']);
  usePageTitle(t('enrolments.title'));
  const { profile } = useSession();
  const allowed = profile?.allow_impersonate === 1;
  const users = useLinkedUsers(undefined, allowed);
  if (!profile)
    return (
      <Center py="xl">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  return (
    <Container size="md" py="lg" px="sm" className={accountClasses.scope}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('enrolments.title')}
        </Title>
        <PersonEnrolments userId={profile.user_id} name={t('enrolments.you', { name: `${profile.first_name} ${profile.last_name}` })} />
        {(users.data ?? []).map((u) => (
          <PersonEnrolments key={u.id} userId={u.id} name={`${u.first_name} ${u.last_name}`} />
        ))}
        <CalendarCard />
        <section aria-labelledby="payment-history">
          <Title order={2} size="h3" id="payment-history" mb="sm">
            {t('payments:history.title')}
          </Title>
          <PaymentHistory />
        </section>
      </Stack>
    </Container>
  );
}
