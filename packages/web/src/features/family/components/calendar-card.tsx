import type { CalendarUrl } from '@club/domain/documents/documents.schemas';
import { Button, CopyButton, Group, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingBlock, reportFailure, SectionCard, toast } from '../../account';
import { familyCalls, useCalendarStatus } from '../api/family-api';
import { formatBirthDate } from './person-cards';

/**
 * The family's private calendar (.ics) address (issue 9): made on request, shown once (only its
 * hash is kept), copied, and revoked. Making a new one stops the old one.
 */
export function CalendarCard() {
  const { t, i18n } = useTranslation('family');
  const status = useCalendarStatus();
  const client = useQueryClient();
  const [made, setMade] = useState<CalendarUrl | null>(null);
  const [busy, setBusy] = useState<'make' | 'revoke' | null>(null);

  const run = async (kind: 'make' | 'revoke') => {
    setBusy(kind);
    try {
      if (kind === 'make') {
        const res = await familyCalls.createCalendar();
        if (res.success === 1 && res.data) setMade(res.data);
        else throw new Error('calendar');
      } else {
        const res = await familyCalls.revokeCalendar();
        if (res.success !== 1) throw new Error('calendar');
        setMade(null);
        toast({ color: 'green', message: t('calendar.revoked') });
      }
      await client.invalidateQueries({ queryKey: ['family', 'calendar'] });
    } catch {
      reportFailure('delegated_acct/calendar_url', {});
      toast({ color: 'red', message: t('calendar.failed') });
    } finally {
      setBusy(null);
    }
  };

  const active = made !== null || status.data?.active === true;
  return (
    <SectionCard title={t('calendar.title')} gap="sm">
      <Text size="sm">{t('calendar.text')}</Text>
      {status.isPending ? (
        <LoadingBlock size="sm" />
      ) : made ? (
        <>
          <TextInput label={t('calendar.urlLabel')} value={made.url} readOnly onFocus={(e) => e.currentTarget.select()} />
          <Text size="sm" c="gray.7">
            {t('calendar.onlyOnce')}
          </Text>
          <Group>
            <CopyButton value={made.url}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy}>
                  {copied ? t('calendar.copied') : t('calendar.copy')}
                </Button>
              )}
            </CopyButton>
            <Button component="a" href={made.webcal} variant="default">
              {t('calendar.open')}
            </Button>
          </Group>
        </>
      ) : active ? (
        <Text size="sm">
          {t('calendar.activeSince', { date: formatBirthDate(status.data?.created_at?.slice(0, 10) ?? null, i18n.language) })}
        </Text>
      ) : null}
      <Group>
        <Button variant="light" onClick={() => void run('make')} loading={busy === 'make'}>
          {active ? t('calendar.renew') : t('calendar.make')}
        </Button>
        {active ? (
          <Button variant="outline" color="red.9" onClick={() => void run('revoke')} loading={busy === 'revoke'}>
            {t('calendar.revoke')}
          </Button>
        ) : null}
      </Group>
    </SectionCard>
  );
}
