import { Alert, Avatar, Button, Center, Container, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSession } from '../../auth';
import { useMyAccount } from '../api/account-api';
import { openDataReview } from '../api/account-events';
import classes from '../components/account.module.css';
import { AddressSection } from '../components/address-section';
import { AdvancedSection } from '../components/advanced-section';
import { initialsOf } from '../components/avatar-field';
import { BankDetailsCard } from '../components/bank-details-card';
import { BaseDataSection } from '../components/base-data-section';
import { CoursesSection } from '../components/courses-section';
import { PendingPaymentsList } from '../components/pending-payments-list';
import { SettingsSection } from '../components/settings-section';
import { toast } from '../components/toast';

/** Sections 0-5 of spec 000 §2, addressed as ?section=<name> so a link can open one. */
const SECTIONS = ['data', 'address', 'settings', 'payments', 'advanced', 'courses'] as const;
type Section = (typeof SECTIONS)[number];

export default function MyAccountPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('title'));
  const { profile } = useSession();
  const account = useMyAccount();
  const [params, setParams] = useSearchParams();
  const requested = params.get('section');
  const section: Section = (SECTIONS as readonly string[]).includes(requested ?? '') ? (requested as Section) : 'data';
  useEffect(() => {
    if (account.isError) toast({ color: 'red', title: t('errors.configTitle'), message: t('errors.loadFailed') });
  }, [account.isError, t]);
  const show = (s: Section) => setParams(s === 'data' ? {} : { section: s }, { replace: true });

  if (!profile) {
    return (
      <Center py="xl">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }

  return (
    <Container size="md" py="lg" px="sm" className={classes.scope}>
      <Stack gap="lg">
        <Group gap="md" wrap="nowrap">
          <Avatar src={profile.profile_picture} alt="" size={64} radius={64} color="blue">
            {initialsOf(profile.first_name, profile.last_name)}
          </Avatar>
          <div>
            <Title order={1} size="h2">
              {t('title')}
            </Title>
            <Text c="dimmed">
              {profile.first_name} {profile.last_name} · {profile.user_mail}
            </Text>
          </div>
        </Group>
        <Group>
          <Button variant="light" size="xs" onClick={() => openDataReview({ step: 0 })}>
            {t('review.openButton')}
          </Button>
        </Group>
        <Tabs value={section} onChange={(v) => v && show(v as Section)} keepMounted={false}>
          <Tabs.List className={classes.tabsList}>
            {SECTIONS.map((s) => (
              <Tabs.Tab key={s} value={s} className={classes.tab}>
                {t(`sections.${s}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="data" pt="md">
            <Stack gap="lg">
              <BaseDataSection profile={profile} />
              <BankDetailsCard profile={profile} />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="address" pt="md">
            <AddressSection profile={profile} />
          </Tabs.Panel>
          <Tabs.Panel value="settings" pt="md">
            <SettingsSection profile={profile} newsletter={(account.data?.receive_newsletter ?? profile.receive_newsletter) === 1} />
          </Tabs.Panel>
          <Tabs.Panel value="payments" pt="md">
            <Stack gap="md">
              <Title order={2} size="h3">
                {t('pending.title')}
              </Title>
              <PendingPaymentsList headingOrder={3} />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="advanced" pt="md">
            <AccountData state={account}>{(data) => <AdvancedSection profile={profile} account={data} />}</AccountData>
          </Tabs.Panel>
          <Tabs.Panel value="courses" pt="md">
            <AccountData state={account}>
              {(data) => <CoursesSection profile={profile} account={data} onShowPending={() => show('payments')} />}
            </AccountData>
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}

/** myaccount/get: loading, 'Error al cargar los datos', or the data. */
function AccountData({
  state,
  children,
}: {
  state: ReturnType<typeof useMyAccount>;
  children: (data: NonNullable<ReturnType<typeof useMyAccount>['data']>) => React.ReactNode;
}) {
  const { t } = useTranslation('account');
  if (state.data) return <>{children(state.data)}</>;
  if (state.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('errors.loadFailed')}
      </Alert>
    );
  }
  return (
    <Center py="lg">
      <Loader aria-label={t('loading')} />
    </Center>
  );
}
