import { paymentOrderSchema, type PaymentConfirmation } from '@club/domain/payments/payments.schemas';
import { PaidItems, PaidTotal, ReceiptButton } from '../../../components/payments/paid-items';
import { Alert, Anchor, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/use-page-title';
import { paymentStatusQuery, STATUS_POLL_LIMIT_MS } from '../api/payment-status';
import { useSisStatusText } from '../../../components/payments/sis-status-text';
import { formatEuros } from '../../../lib/money';

function Links() {
  const { t } = useTranslation('payments');
  return (
    <Group gap="lg">
      <Anchor component={Link} to="/mis-inscripciones">
        {t('return.myEnrolments')}
      </Anchor>
      <Anchor component={Link} to="/myaccount/pendingpayments">
        {t('return.pendingPayments')}
      </Anchor>
      <Anchor component={Link} to="/myaccount">
        {t('return.myAccount')}
      </Anchor>
    </Group>
  );
}

function StatusView({ status, slow, onCheck }: { status: PaymentConfirmation; slow: boolean; onCheck: () => void }) {
  const { t, i18n } = useTranslation('payments');
  const sisText = useSisStatusText();
  const amount = formatEuros(status.amount, i18n.language);
  switch (status.state) {
    case 'paid':
      return (
        <Stack gap="md">
          <Alert color="green" variant="light" title={t('return.paidTitle')}>
            {t('return.paidText', { amount })}
          </Alert>
          {/* What was bought, as the receipt says it (issue 20, point 3). */}
          <Stack gap="sm" component="section" aria-label={t('return.bought')}>
            <PaidItems items={status.items} />
            <PaidTotal amount={status.amount} vat={status.vat} />
          </Stack>
          {status.receipt_number ? <ReceiptButton order={status.order} number={status.receipt_number} /> : null}
        </Stack>
      );
    case 'failed':
      return (
        <Alert color="red" variant="light" title={t('return.failedTitle')}>
          {t('return.failedText', { reason: sisText(status.ds_response) })}
        </Alert>
      );
    case 'refunded':
      return (
        <Alert color="gray" variant="light" title={t('return.refundedTitle')}>
          {t('return.refundedText', { amount })}
        </Alert>
      );
    default:
      return (
        <Alert color="yellow" variant="light" title={t('return.pendingTitle')}>
          <Stack gap="sm">
            <Text size="sm">{slow ? t('return.slowText') : t('return.pendingText')}</Text>
            {slow ? (
              <Button variant="light" color="yellow" onClick={onCheck} w="fit-content">
                {t('return.checkAgain')}
              </Button>
            ) : (
              <Loader size="sm" aria-hidden />
            )}
          </Stack>
        </Alert>
      );
  }
}

/**
 * /pago/ok and /pago/ko, where the card gateway sends the browser back (UrlOK / UrlKO). Both show
 * only what the server holds for the order, polling while the bank's notification has not
 * arrived; which of the two addresses the browser came back to decides nothing.
 */
export default function PaymentReturnPage() {
  const { t } = useTranslation('payments');
  usePageTitle(t('return.title'));
  const [params] = useSearchParams();
  const parsed = paymentOrderSchema.safeParse(params.get('order') ?? '');
  const order = parsed.success ? parsed.data : '';
  const [pollUntil, setPollUntil] = useState(() => Date.now() + STATUS_POLL_LIMIT_MS);
  const query = useQuery({ ...paymentStatusQuery(order, pollUntil), enabled: order !== '' });
  const client = useQueryClient();
  const state = query.data?.state;

  // Once the bank has answered, the top-bar alert and the pending lists are out of date.
  useEffect(() => {
    if (state && state !== 'pending') void client.invalidateQueries({ queryKey: ['account'] });
  }, [state, client]);

  // Leave the "slow bank" message once the polling window has closed.
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (state !== 'pending') return;
    const timer = window.setTimeout(() => setSlow(true), Math.max(0, pollUntil - Date.now()));
    return () => window.clearTimeout(timer);
  }, [state, pollUntil]);

  const checkAgain = () => {
    setSlow(false);
    setPollUntil(Date.now() + STATUS_POLL_LIMIT_MS);
    void query.refetch();
  };

  const status = query.error instanceof ApiError ? query.error.status : null;
  let body;
  if (!order || status === 404 || status === 403) {
    body = (
      <Alert color="gray" variant="light" title={t('return.notFoundTitle')}>
        {t('return.notFoundText')}
      </Alert>
    );
  } else if (status === 401) {
    body = (
      <Alert color="blue" variant="light" title={t('return.loginTitle')}>
        <Stack gap="sm">
          <Text size="sm">{t('return.loginText')}</Text>
          <Anchor component={Link} to="/login">
            {t('return.login')}
          </Anchor>
        </Stack>
      </Alert>
    );
  } else if (query.error) {
    body = (
      <Alert color="red" variant="light" title={t('gateway.errorTitle')}>
        <Stack gap="sm">
          <Text size="sm">{t('return.errorText')}</Text>
          <Button variant="light" color="red" onClick={checkAgain} w="fit-content">
            {t('return.checkAgain')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (!query.data) {
    body = (
      <Group gap="sm">
        <Loader size="sm" aria-hidden />
        <Text>{t('return.checking')}</Text>
      </Group>
    );
  } else {
    body = <StatusView status={query.data} slow={slow} onCheck={checkAgain} />;
  }

  return (
    <Container size="sm" py="xl" px="sm">
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {t('return.title')}
          </Title>
          {order && (
            <Text c="dimmed" size="sm">
              {t('return.order', { order })}
            </Text>
          )}
        </div>
        {/* Announced as it changes: pending, then the bank's answer. */}
        <div role="status" aria-live="polite">
          {body}
        </div>
        <Links />
      </Stack>
    </Container>
  );
}
