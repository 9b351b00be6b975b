import { familyStatusLabel } from '@club/domain/activities/labels';
import { formatEuros } from '@club/domain/content/content.rules';
import type { FamilyCourseSignup } from '@club/domain/family/family.schemas';
import { Alert, Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingBlock, SectionCard } from '../../account';
import { PaymentStatusBadge } from '../../../components/payments/payment-status';
import { toneColour } from '../../../components/status-tone';
import { useFamilySignups } from '../api/family-api';
import type { FamilyPerson } from './person';
import { SeasonSignupRow } from './season-signup-row';

const titleOf = (s: FamilyCourseSignup, lang: string) =>
  (lang === 'eus' ? s.translations.title_eus : lang === 'en' ? s.translations.title_en : '') || s.translations.title_es;

/** The signups tab (spec 001 §2, §3): continuous (season levels) and independent (courses) signups. */
export function SignupsTab({ person }: { person: FamilyPerson }) {
  const { t, i18n } = useTranslation('family');
  const q = useFamilySignups(person.user_id);
  if (q.isPending) return <LoadingBlock />;
  if (q.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {t('errors.load')}
      </Alert>
    );
  return (
    <Stack gap="lg">
      <SectionCard title={t('signups.continuous')}>
        {q.data.continuous.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t('signups.noneContinuous')}
          </Text>
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {q.data.continuous.map((s) => (
              <SeasonSignupRow key={s.ticketID} s={s} />
            ))}
          </Stack>
        )}
      </SectionCard>
      <SectionCard title={t('signups.independent')}>
        {q.data.independent.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t('signups.noneIndependent')}
          </Text>
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {q.data.independent.map((s) => {
              const label = familyStatusLabel(s.status);
              return (
                <Paper component="li" key={s.ticketID} withBorder radius="md" p="sm">
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <div>
                      <Anchor component={Link} to={`/actividades/${s.slug_es}`} fw={600}>
                        {titleOf(s, i18n.language)}
                      </Anchor>
                      {s.schedule ? <Text size="sm">{s.schedule}</Text> : null}
                      <Text size="sm">{formatEuros(s.payment_price)}</Text>
                    </div>
                    <Group gap="xs">
                      <Badge color={toneColour[label.tone]} variant="filled" tt="none" autoContrast>
                        {t(`status.${s.status_label}`, { defaultValue: label.es })}
                      </Badge>
                      {s.payment_price > 0 ? <PaymentStatusBadge status={s.payment_status} /> : null}
                    </Group>
                  </Group>
                </Paper>
              );
            })}
          </Stack>
        )}
      </SectionCard>
    </Stack>
  );
}
