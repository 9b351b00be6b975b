import { needsBankEditor } from '@club/domain/account/account.rules';
import type { Profile } from '@club/domain/auth/auth.schemas';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountCalls, useRefreshAccount } from '../api/account-api';
import type { DataReviewOptions } from '../api/account-events';
import { EditUserForm } from './edit-user-form';
import { IbanEditor } from './lazy-iban-editor';
import { LegalSummaryTabs } from './legal-summary-tabs';
import { AccountModal, LoadingBlock } from './section-parts';

type Step = 0 | 1 | 2 | 3 | 4;

/**
 * The data-review assistant (spec 000 §2, §4): 0 greeting and the three documents, 1 the
 * edit-user form; a confirmed update is step 2, which closes the modal — unless the office has
 * asked for new bank details (needs_update), then step 3 sets them and step 4 confirms.
 * Steps 3-4 can also be opened directly (`openDataReview({ step: 3 })`) by other areas.
 */
export default function DataReviewAssistant({
  profile,
  options,
  onClose,
}: {
  profile: Profile;
  options: DataReviewOptions;
  onClose: () => void;
}) {
  const { t } = useTranslation('account');
  const refresh = useRefreshAccount();
  const [step, setStep] = useState<Step>(options.step ?? 0);
  const paymentType = options.paymentType ?? 'activities';
  const bank = paymentType === 'activities' ? profile.pm_details : profile.gibke_payment_details;

  const afterUpdate = () => {
    setStep(2);
    void refresh();
    if (bank.needs_update === 1 && needsBankEditor(bank)) setStep(3);
    else onClose();
  };

  const name = profile.first_name.trim() || profile.user_mail;
  const stepLabel = step <= 1 ? t('review.stepOf', { step: step + 1, total: 2 }) : null;

  return (
    <AccountModal opened onClose={onClose} title={t('review.title')} size="xl">
      <Stack gap="md">
        {stepLabel ? (
          <Text size="sm" c="dimmed">
            {stepLabel}
          </Text>
        ) : null}
        {step === 0 ? (
          <>
            <Title order={2} size="h3">
              {t('review.hello', { name })}
            </Title>
            {profile.auto_generated === 1 ? (
              <Alert variant="light" color="blue" title={t('review.autoTitle')}>
                {t('review.autoText')}
              </Alert>
            ) : null}
            <Text>{t('review.intro')}</Text>
            <LegalSummaryTabs />
            <Group justify="flex-end">
              <Button onClick={() => setStep(1)}>{t('actions.next')}</Button>
            </Group>
          </>
        ) : null}
        {step === 1 ? (
          <>
            <Title order={2} size="h3">
              {t('review.formTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('review.formIntro')}
            </Text>
            <EditUserForm profile={profile} onSaved={afterUpdate} />
            <Group>
              <Button variant="default" onClick={() => setStep(0)}>
                {t('actions.back')}
              </Button>
            </Group>
          </>
        ) : null}
        {step === 2 ? <LoadingBlock /> : null}
        {step === 3 ? (
          <>
            <Title order={2} size="h3">
              {t('review.paymentTitle')}
            </Title>
            <Text size="sm">{t(paymentType === 'activities' ? 'bank.activitiesHint' : 'bank.membershipHint')}</Text>
            <Suspense fallback={<LoadingBlock size="sm" />}>
              <IbanEditor
                details={bank}
                title={t(paymentType === 'activities' ? 'bank.activities' : 'bank.membership')}
                headingOrder={3}
                onSave={(d) => accountCalls.updatePaymentMethod({ user_id: profile.user_id, ...d, type: paymentType === 'activities' })}
                onSaved={() => {
                  void refresh();
                  setStep(4);
                }}
                reportAs="delegated_acct/update_payment_method"
              />
            </Suspense>
          </>
        ) : null}
        {step === 4 ? (
          <>
            <Alert color="green" variant="light" title={t('review.doneTitle')}>
              {t('review.paymentDone')}
            </Alert>
            <Group justify="flex-end">
              <Button onClick={onClose}>{t('actions.close')}</Button>
            </Group>
          </>
        ) : null}
      </Stack>
    </AccountModal>
  );
}
