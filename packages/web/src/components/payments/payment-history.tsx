import { dayInWords } from '@club/domain/activities/words.rules';
import type { PaymentHistoryEntry } from '@club/domain/payments/payments.schemas';
import { madridDate } from '@club/domain/shared/dates';
import { Alert, Badge, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { asLanguage } from '../../i18n';
import { formatEuros } from '../../lib/money';
import { PaidItems, ReceiptButton } from './paid-items';
import { paymentHistoryQuery } from './receipts';

const stateColour = { paid: 'green', failed: 'red', refunded: 'gray', pending: 'orange', abandoned: 'gray' } as const;

/** The club's calendar day of a payment, in words in the reader's language ("30 de noviembre de 2026", "2026ko azaroaren 30a"). */
const dateOf = (iso: string, lang: string) => dayInWords(madridDate(new Date(iso)), asLanguage(lang));

/** The family's payment history with each payment's receipt (issue 20, point 5). */
export function PaymentHistory() {
  const { t, i18n } = useTranslation('payments');
  const q = useQuery(paymentHistoryQuery());
  if (q.isPending) return <Loader size="sm" aria-label={t('history.loading')} />;
  if (q.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {t('history.error')}
      </Alert>
    );
  if (q.data.length === 0)
    return (
      <Text size="sm" c="gray.7">
        {t('history.none')}
      </Text>
    );
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {q.data.map((p: PaymentHistoryEntry) => (
        <Paper component="li" key={p.order} withBorder radius="md" p="sm">
          <Stack gap="xs">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text fw={700}>
                {dateOf(p.paid_at ?? p.created_at, i18n.language)} · {formatEuros(p.amount, i18n.language)}
              </Text>
              <Badge color={stateColour[p.state]} variant="light" tt="none">
                {t(`history.state.${p.state}`)}
              </Badge>
            </Group>
            <PaidItems items={p.items} />
            <Text size="xs" c="gray.7">
              {t('return.order', { order: p.order })}
            </Text>
            {p.receipt_number ? <ReceiptButton order={p.order} number={p.receipt_number} variant="subtle" /> : null}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
