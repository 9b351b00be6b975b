import type { Profile } from '@club/domain/auth/auth.schemas';
import { Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { accountCalls, useRefreshAccount } from '../api/account-api';

// ibantools and the bank table come with the editor only.
const IbanEditor = lazy(() => import('./iban-editor'));

/**
 * The account holder's bank details: the activities account (pm_*, myaccount/update_bank_payment_data)
 * and, for club members, the membership quota account (gk_*, update_payment_method type false).
 */
export function BankDetailsCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const refresh = useRefreshAccount();
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('bank.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('bank.intro')}
        </Text>
        <Suspense
          fallback={
            <Center py="md">
              <Loader size="sm" aria-label={t('loading')} />
            </Center>
          }
        >
          <IbanEditor
            details={profile.pm_details}
            title={t('bank.activities')}
            description={t('bank.activitiesHint')}
            onSave={accountCalls.updateBankData}
            onSaved={refresh}
            reportAs="myaccount/update_bank_payment_data"
          />
          {profile.member_id > 0 ? (
            <IbanEditor
              details={profile.gibke_payment_details}
              title={t('bank.membership')}
              description={t('bank.membershipHint')}
              onSave={(d) => accountCalls.updatePaymentMethod({ user_id: profile.user_id, ...d, type: false })}
              onSaved={refresh}
              reportAs="delegated_acct/update_payment_method"
            />
          ) : null}
        </Suspense>
      </Stack>
    </Paper>
  );
}
