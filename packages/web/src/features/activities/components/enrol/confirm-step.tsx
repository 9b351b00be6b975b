import { DEFAULT_OFFER_HOURS } from '@club/domain/activities/activities.constants';
import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../../../components/icons';
import { CardPayment } from './card-payment';

/**
 * The last step: what happens on confirming (the waiting list when the chosen group is full, the
 * card gateway when a payment is due, or for a card course's waiting list: nothing now, a card
 * payment within the offer's hours when a seat is offered) and, once the signup is made and a payment is due, the
 * payment component that takes the member to the gateway.
 */
export function ConfirmStep({ slug, full, cardDue, paying }: { slug: string; full: boolean; cardDue: boolean; paying: boolean }) {
  const { t } = useTranslation('activities');
  return (
    <div>
      <Text mb="md">{t('enrol.confirmStep.intro')}</Text>
      {full ? (
        <Alert color="orange" icon={<AlertIcon />} mb="md">
          {t('enrol.confirmStep.waitingList')}
        </Alert>
      ) : null}
      <Text size="sm" c="gray.7" mb="md">
        {!cardDue
          ? t('enrol.confirmStep.noPayment')
          : full
            ? t('enrol.confirmStep.cardLater', { hours: DEFAULT_OFFER_HOURS })
            : t('enrol.confirmStep.cardPayment')}
      </Text>
      {paying ? <CardPayment slug={slug} label={t('enrol.confirmPay')} autoSubmit /> : null}
    </div>
  );
}
