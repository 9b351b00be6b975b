import type { MyAccount } from '@club/domain/auth/myaccount.schemas';
import type { Profile } from '@club/domain/auth/auth.schemas';
import { Alert, Anchor, Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { accountCalls, usePendingPayments } from '../api/account-api';
import { reportFailure } from '../api/report-failure';
import { toast } from './toast';
import { familyStatusLabel } from '@club/domain/activities/labels';
import { toneColour } from '../../../components/status-tone';

/** A name for an entry of a list whose exact shape belongs to a later area. */
function entryName(v: unknown, lang: string): string {
  if (!v || typeof v !== 'object') return String(v ?? '');
  const o = v as Record<string, unknown>;
  const tr = (o.translations ?? {}) as Record<string, unknown>;
  const s = (x: unknown) => (typeof x === 'string' && x.trim() ? x : null);
  const person = [s(o.first_name), s(o.last_name)].filter(Boolean).join(' ');
  return (
    s(tr[`title_${lang}`]) ??
    s(tr.title_es) ??
    s(o[`title_${lang}`]) ??
    s(o.title_es) ??
    s(o.title) ??
    (person || `#${String(o.id ?? o.user_id ?? '')}`)
  );
}

interface Props {
  profile: Profile;
  account: MyAccount;
  onShowPending: () => void;
}

/** Section 5: own courses, third-party management and the courses of delegated users. */
export function CoursesSection({ profile, account, onShowPending }: Props) {
  const { t, i18n } = useTranslation('account');
  const { data } = usePendingPayments();
  const block = (key: 'courses' | 'impco', items: unknown[], pending: number) => (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t(`courses.${key}.title`)}
        </Title>
        {items.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t(`courses.${key}.empty`)}
          </Text>
        ) : (
          <List spacing={4}>
            {items.map((c, i) => (
              <List.Item key={i}>
                {entryName(c, i18n.language)}
                {key === 'impco' ? <ImpcoFacts entry={c} /> : null}
              </List.Item>
            ))}
          </List>
        )}
        <PendingLine count={pending} onShowPending={onShowPending} />
      </Stack>
    </Paper>
  );

  return (
    <Stack gap="lg">
      {block('courses', account.courses, data.direct.length + data.leveled.length)}
      <ThirdParty profile={profile} account={account} pending={data.users.length} onShowPending={onShowPending} />
      {profile.allow_impersonate === 1 ? block('impco', account.impco, data.impersonated.length) : null}
    </Stack>
  );
}

/** Whose signup it is and its family-view status (impco rows are FamilyCourseSignup). */
function ImpcoFacts({ entry }: { entry: unknown }) {
  const { t } = useTranslation('account');
  const o = (entry ?? {}) as { user?: { first_name?: string; last_name?: string }; status?: number };
  const who = [o.user?.first_name, o.user?.last_name].filter(Boolean).join(' ');
  const label = familyStatusLabel(typeof o.status === 'number' ? o.status : 0);
  return (
    <>
      {who ? ` · ${who}` : ''}{' '}
      <Badge size="sm" color={toneColour[label.tone]} variant="filled" tt="none" autoContrast>
        {t(`courses.familyStatus.${typeof o.status === 'number' ? o.status : 0}`, { defaultValue: label.es })}
      </Badge>
    </>
  );
}

function PendingLine({ count, onShowPending }: { count: number; onShowPending: () => void }) {
  const { t } = useTranslation('account');
  return (
    <Group gap="sm">
      <Badge color={count > 0 ? 'orange' : 'green'} variant="light" tt="none">
        {t('courses.pendingCount', { count })}
      </Badge>
      <Button variant="subtle" size="compact-sm" onClick={onShowPending}>
        {t('courses.showPending')}
      </Button>
    </Group>
  );
}

function ThirdParty({ profile, account, pending, onShowPending }: Props & { pending: number }) {
  const { t, i18n } = useTranslation('account');
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('courses.thirdParty.title')}
        </Title>
        {profile.allow_impersonate === 1 ? (
          <>
            <Text size="sm">{t('courses.thirdParty.granted')}</Text>
            {account.impersonatedUsers.length > 0 ? (
              <List spacing={4}>
                {account.impersonatedUsers.map((u, i) => (
                  <List.Item key={i}>{entryName(u, i18n.language)}</List.Item>
                ))}
              </List>
            ) : (
              <Text c="dimmed" size="sm">
                {t('courses.thirdParty.none')}
              </Text>
            )}
            <Anchor component={Link} to="/myfamily" size="sm">
              {t('courses.thirdParty.family')}
            </Anchor>
            <PendingLine count={pending} onShowPending={onShowPending} />
          </>
        ) : (
          <FamilyAccessRequest profile={profile} />
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The request for the permission to act for others (myaccount/request_access_public_offers/):
 * shown instead of the family tools to a holder without allow_impersonate (the account's
 * third-party section and /myfamily). `explain` false leaves out the paragraph on children: on
 * /myfamily a parent adds their own minor children without it, and the page says just before the
 * button that the permission is for anyone else (a parent read the two as contradicting each other).
 */
export function FamilyAccessRequest({ profile, explain = true }: { profile: Profile; explain?: boolean }) {
  const { t } = useTranslation('account');
  const [state, setState] = useState<'idle' | 'busy' | 'pending' | 'granted'>('idle');

  const request = async () => {
    setState('busy');
    try {
      const res = await accountCalls.requestAccess(profile.user_id);
      if (res.success === 1 && res.data) {
        setState(res.data.status === 'granted' ? 'granted' : 'pending');
        return;
      }
      reportFailure('myaccount/request_access_public_offers', { code: res.code });
      toast({ color: 'red', message: t('errors.saveFailed') });
    } catch {
      toast({ color: 'red', message: t('errors.saveFailed') });
    }
    setState('idle');
  };

  if (state === 'granted')
    return (
      <Alert color="green" variant="light" role="status">
        {t('courses.thirdParty.granted')}{' '}
        <Anchor component={Link} to="/myfamily">
          {t('courses.thirdParty.family')}
        </Anchor>
      </Alert>
    );
  if (state === 'pending')
    return (
      <Alert color="blue" variant="light" role="status">
        {t('courses.thirdParty.requested')}
      </Alert>
    );
  return (
    <Stack gap="sm">
      {explain ? <Text size="sm">{t('courses.thirdParty.explain')}</Text> : null}
      <Group>
        <Button variant="light" onClick={() => void request()} loading={state === 'busy'}>
          {t('courses.thirdParty.request')}
        </Button>
      </Group>
    </Stack>
  );
}
