import { dayInWords } from '@club/domain/activities/words.rules';
import { formatEuros, monthInWords } from '@club/domain/content/content.rules';
import { madridDate } from '@club/domain/shared/dates';
import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toneColour } from '../../../components/status-tone';
import { AccountModal, LoadingBlock, SectionCard, toast } from '../../account';
import { esOrEus, useLang } from '../../content';
import type { FamilyPerson } from '../../family';
import { membershipCalls, useMembershipDetail, useRefreshMembership } from '../api/membership-api';
import { MembershipStatus } from './membership-status';

/**
 * The membership section of the /myfamily procedures tab (issue 17), for the holder and each
 * linked person: the membership message and its actions, the type, the member card (active when
 * the card list holds the type's category, spec 001 §4) and asking to leave with two months'
 * notice. When the office turned down the latest application, its reason is shown (the person
 * is back to 'No eres socio' and may apply again).
 */
export default function MembershipProcedures({ person }: { person: FamilyPerson }) {
  const { t } = useTranslation('membership');
  const lang = useLang();
  const detail = useMembershipDetail(person.user_id);
  const refresh = useRefreshMembership();
  const [confirming, setConfirming] = useState(false);
  const [working, setWorking] = useState(false);
  const d = detail.data;
  const words = (ym: string) => monthInWords(ym, lang === 'eus' ? 'eus' : 'es');

  const leave = async () => {
    setWorking(true);
    try {
      const res = await membershipCalls.askToLeave(person.user_id);
      if (res.success === 1) {
        toast({ color: 'teal', message: t('leave.sent') });
        setConfirming(false);
        await refresh();
      } else toast({ color: 'red', title: t('leave.errorTitle'), message: t('leave.refused') });
    } catch {
      toast({ color: 'red', title: t('leave.errorTitle'), message: t('leave.refused') });
    } finally {
      setWorking(false);
    }
  };

  return (
    <SectionCard title={t('procedures.title')}>
      <MembershipStatus person={person} />
      {detail.isPending ? <LoadingBlock size="sm" /> : null}
      {d?.last_rejection ? (
        // The office turned down the latest application: why, and that «Inscribirme» above applies again.
        <Alert color="red" variant="light" title={t('procedures.rejectedTitle')}>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {t('procedures.rejected', {
              date: dayInWords(madridDate(new Date(d.last_rejection.rejected_at)), lang === 'eus' ? 'eus' : 'es'),
              reason: d.last_rejection.reason,
            })}
          </Text>
        </Alert>
      ) : null}
      {d?.type ? (
        <Text size="sm">
          {t('procedures.type', {
            type: esOrEus(lang, d.type.name_es, d.type.name_eus),
            fee: formatEuros(d.type.price_month),
          })}
        </Text>
      ) : null}
      {d && d.card.status !== 'none' ? (
        <Paper withBorder radius="md" p="md" aria-label={t('card.label')} component="section">
          <Stack gap={4}>
            <Group justify="space-between">
              <Text fw={700}>{t('card.title')}</Text>
              {/* The shared tones keep AA contrast (white on orange.9 is only 3.9:1: axe refused it). */}
              <Badge color={toneColour[d.card.status === 'active' ? 'success' : 'warning']} variant="filled" tt="none" autoContrast>
                {t(`card.${d.card.status}`)}
              </Badge>
            </Group>
            <Text size="sm">
              {t('card.number')}: <strong>{d.card.member_number}</strong> · {t('card.family')}: <strong>{d.card.family_code}</strong>
            </Text>
            {d.card.validity ? <Text size="sm">{t('card.validity', { date: d.card.validity })}</Text> : null}
          </Stack>
        </Paper>
      ) : null}
      {d?.cancellation && d.cancellation.status !== 'rejected' ? (
        <Alert color="blue" variant="light">
          {t(`leave.${d.cancellation.status}`, {
            date: d.cancellation.requested_on,
            month: words(d.cancellation.last_quota_month),
            end: d.cancellation.ends_on,
          })}
        </Alert>
      ) : null}
      {d?.can_cancel ? (
        <Group>
          <Button variant="default" onClick={() => setConfirming(true)}>
            {t('leave.ask')}
          </Button>
        </Group>
      ) : null}
      <AccountModal opened={confirming} onClose={() => setConfirming(false)} title={t('leave.title')}>
        <Stack gap="sm">
          <Text>{t('leave.notice')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('leave.cancel')}
            </Button>
            <Button color="red.9" onClick={() => void leave()} disabled={working}>
              {working ? t('link.working') : t('leave.confirm')}
            </Button>
          </Group>
        </Stack>
      </AccountModal>
    </SectionCard>
  );
}
