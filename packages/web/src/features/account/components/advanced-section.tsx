import { REMOVE_ACCOUNT_CODE, type MyAccount } from '@club/domain/auth/myaccount.schemas';
import type { Profile } from '@club/domain/auth/auth.schemas';
import { Badge, Box, Button, Group, PasswordInput, Stack, Table, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { setSessionToken } from '../../auth';
import { accountCalls } from '../api/account-api';
import { downloadMyData } from '../api/export-data';
import { markAccountDeleted } from '../api/account-events';
import { momentInWords } from '@club/domain/activities/words.rules';
import { PhoneCard, PhoneCards } from '../../../components/phone-cards';
import { asLanguage } from '../../../i18n';
import { reportFailure } from '../api/report-failure';
import { AccountModal, ProblemAlert, SectionCard } from './section-parts';
import { toast } from './toast';

/** Section 4: the open sessions, closing the others, downloading one's data, deleting the account. */
export function AdvancedSection({ profile, account }: { profile: Profile; account: MyAccount }) {
  return (
    <Stack gap="lg">
      <SessionsList profile={profile} account={account} />
      <ExportData />
      <DeleteAccount />
    </Stack>
  );
}

function SessionsList({ profile, account }: { profile: Profile; account: MyAccount }) {
  const { t, i18n } = useTranslation('account');
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const others = account.sessions.filter((s) => !s.isCurrent).length;

  const closeOthers = async () => {
    setBusy(true);
    try {
      const res = await accountCalls.killOtherSessions(profile.user_id);
      if (res.success === 1) {
        toast({ color: 'green', message: t('sessions.closed', { count: res.data?.closed ?? others }) });
        await client.invalidateQueries({ queryKey: ['account', 'get'] });
      } else {
        toast({ color: 'red', message: t('errors.saveFailed') });
        reportFailure('myaccount/kill_other_sessions', { code: res.code });
      }
    } catch {
      toast({ color: 'red', message: t('errors.saveFailed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <SectionCard title={t('sessions.title')}>
      <Text size="sm" c="dimmed">
        {t('sessions.hint')}
      </Text>
      {/* On a phone one card per session (the table's last access was off the screen at 390 px). */}
      <PhoneCards label={t('sessions.caption')}>
        {account.sessions.map((s) => (
          <PhoneCard key={s.id}>
            <Group gap={6}>
              <Text fw={700} size="sm">
                {s.browser} {s.version}
              </Text>
              {s.isCurrent ? <CurrentBadge /> : null}
            </Group>
            <Text size="sm">
              {s.platform} · {s.isPhone ? t('sessions.phone') : t('sessions.computer')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('sessions.lastAccess')}: {momentInWords(s.last_access, asLanguage(i18n.language))}
            </Text>
          </PhoneCard>
        ))}
      </PhoneCards>
      <Box visibleFrom="sm">
        <Table.ScrollContainer minWidth={520}>
          <Table striped highlightOnHover verticalSpacing="xs">
            <Table.Caption>{t('sessions.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('sessions.browser')}</Table.Th>
                <Table.Th scope="col">{t('sessions.platform')}</Table.Th>
                <Table.Th scope="col">{t('sessions.device')}</Table.Th>
                <Table.Th scope="col">{t('sessions.lastAccess')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {account.sessions.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>
                    <Group gap={6}>
                      <span>
                        {s.browser} {s.version}
                      </span>
                      {s.isCurrent ? <CurrentBadge /> : null}
                    </Group>
                  </Table.Td>
                  <Table.Td>{s.platform}</Table.Td>
                  <Table.Td>{s.isPhone ? t('sessions.phone') : t('sessions.computer')}</Table.Td>
                  <Table.Td>{momentInWords(s.last_access, asLanguage(i18n.language))}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
      <Group>
        <Button variant="light" color="orange" onClick={closeOthers} loading={busy} disabled={others === 0}>
          {t('sessions.closeOthers')}
        </Button>
      </Group>
    </SectionCard>
  );
}

function CurrentBadge() {
  const { t } = useTranslation('account');
  return (
    <Badge size="sm" color="green" variant="light" tt="none">
      {t('sessions.current')}
    </Badge>
  );
}

/** GET v3/myaccount/export: everything the portal keeps about the family, as a ZIP. */
function ExportData() {
  const { t } = useTranslation('account');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      if ((await downloadMyData()) === 'failed') {
        toast({ color: 'red', message: t('export.failed') });
        reportFailure('myaccount/export', {});
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <SectionCard title={t('export.title')} gap="sm">
      <Text size="sm">{t('export.text')}</Text>
      <Group>
        <Button variant="light" onClick={download} loading={busy}>
          {t('export.download')}
        </Button>
      </Group>
    </SectionCard>
  );
}

function DeleteAccount() {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!password) return setProblem(t('delete.passwordRequired'));
    setBusy(true);
    setProblem(null);
    try {
      const res = await accountCalls.removeMyAccount(password);
      if (res.success === 1) {
        // The server ended every session. A full load of the home page drops the local token and
        // every cached personal datum at once; the farewell is shown there (account-modals-host).
        setSessionToken(null);
        markAccountDeleted();
        window.location.replace('/');
        return;
      }
      setProblem(
        res.code === REMOVE_ACCOUNT_CODE.wrongPassword
          ? t('delete.wrongPassword')
          : res.code === REMOVE_ACCOUNT_CODE.mustContactOffice
            ? t('delete.contactOffice')
            : t('errors.saveFailed'),
      );
      if (res.code !== REMOVE_ACCOUNT_CODE.wrongPassword) reportFailure('myaccount/remove_my_account', { code: res.code });
    } catch {
      setProblem(t('errors.saveFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SectionCard title={t('delete.title')} gap="sm">
      <Text size="sm">{t('delete.text')}</Text>
      <Group>
        <Button color="red" variant="outline" onClick={() => setOpen(true)}>
          {t('delete.open')}
        </Button>
      </Group>
      <AccountModal opened={open} onClose={() => setOpen(false)} title={t('delete.confirmTitle')}>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm">{t('delete.confirmText')}</Text>
            <PasswordInput
              label={t('delete.password')}
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              required
              data-autofocus
            />
            <ProblemAlert problem={problem} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(false)}>
                {t('actions.cancel')}
              </Button>
              <Button type="submit" color="red" loading={busy}>
                {t('delete.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </AccountModal>
    </SectionCard>
  );
}
