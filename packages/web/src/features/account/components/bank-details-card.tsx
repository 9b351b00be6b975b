import type { Profile } from '@club/domain/auth/auth.schemas';
import { Text } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { accountCalls, useRefreshAccount } from '../api/account-api';
import { IbanEditor } from './lazy-iban-editor';
import { LoadingBlock, SectionCard } from './section-parts';

/**
 * The account holder's bank details: the activities account (pm_*, myaccount/update_bank_payment_data)
 * and, for club members, the membership quota account (gk_*, update_payment_method type false).
 */
export function BankDetailsCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const refresh = useRefreshAccount();
  return (
    <SectionCard title={t('bank.title')}>
      <Text size="sm" c="dimmed">
        {t('bank.intro')}
      </Text>
      <Suspense fallback={<LoadingBlock size="sm" />}>
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
    </SectionCard>
  );
}
