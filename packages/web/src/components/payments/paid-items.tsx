import type { PaymentConfirmation } from '@club/domain/payments/payments.schemas';
import { Alert, Badge, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '../../lib/money';
import { downloadReceipt } from './receipts';

/** An item as bought; in the history, with its refund once the club owes or gave its price back. */
type Item = PaymentConfirmation['items'][number] & { refund?: 'due' | 'refunded' | null };
const pick = (v: { es: string; eus: string }, lang: string) => (lang === 'eus' ? v.eus || v.es : v.es);

/**
 * What a payment bought (issue 20, point 3), as its receipt describes it: each item's title, for
 * whom, its group, days, hours and start, and each line of its price, in the reader's language.
 */
export function PaidItems({ items }: { items: readonly Item[] }) {
  const { i18n, t } = useTranslation('payments');
  const lang = i18n.language;
  return (
    <Stack gap="sm">
      {items.map((item, i) => (
        <Stack key={i} gap={2}>
          <Group gap="xs" wrap="wrap">
            <Text fw={700}>{pick(item.title, lang)}</Text>
            {item.refund ? (
              <Badge color={item.refund === 'refunded' ? 'gray' : 'orange'} variant="light" tt="none" data-testid="item-refund">
                {t(`history.refund.${item.refund}`)}
              </Badge>
            ) : null}
          </Group>
          {item.person ? <Text size="sm">{t('receipt.for', { name: item.person })}</Text> : null}
          {item.details.map((d, j) => (
            <Text key={j} size="sm">
              {pick(d, lang)}
            </Text>
          ))}
          {item.lines.map((l, j) => (
            <Group key={j} justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm">{pick(l, lang)}</Text>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatEuros(l.amountCents / 100, lang)}
              </Text>
            </Group>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

/** The total and the VAT it contains, as the enrolment form shows them. */
export function PaidTotal({ amount, vat }: { amount: number; vat: number }) {
  const { i18n, t } = useTranslation('payments');
  return (
    <>
      <Divider />
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700}>{t('receipt.total')}</Text>
        <Text fw={700}>{formatEuros(amount, i18n.language)}</Text>
      </Group>
      <Text size="sm">{t('receipt.vat', { amount: formatEuros(vat, i18n.language) })}</Text>
    </>
  );
}

/** Downloads the payment's PDF receipt in the reader's language. */
export function ReceiptButton({ order, number, variant = 'light' }: { order: string; number: string; variant?: 'light' | 'subtle' }) {
  const { i18n, t } = useTranslation('payments');
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  return (
    <Stack gap={4}>
      <Button
        variant={variant}
        w="fit-content"
        loading={state === 'busy'}
        onClick={async () => {
          setState('busy');
          try {
            await downloadReceipt(order, i18n.language);
            setState('idle');
          } catch {
            setState('failed');
          }
        }}
      >
        {t('receipt.download', { number })}
      </Button>
      {state === 'failed' ? (
        <Alert color="red" variant="light" role="alert" p="xs">
          {t('receipt.failed')}
        </Alert>
      ) : null}
    </Stack>
  );
}
