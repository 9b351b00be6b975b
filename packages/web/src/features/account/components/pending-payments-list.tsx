import { canPay } from '@club/domain/account/account.rules';
import type { PendingPayment } from '@club/domain/account/account.schemas';
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WaveIcon } from '../../../components/icons';
import { usePendingPayments } from '../api/account-api';
import { LeveledStatusBadge, PaymentStatusBadge } from '../../../components/payments/payment-status';
import { LoadingBlock } from './section-parts';
import { formatEuros } from '../../../lib/money';

const GROUPS = ['direct', 'users', 'impersonated', 'leveled', 'returned', 'membership'] as const;
export type PendingGroup = (typeof GROUPS)[number];
type Group = PendingGroup;

const euros = (n: number | undefined, lang: string) => (typeof n === 'number' ? formatEuros(n, lang) : null);

/** A readable title of an item whatever its area sends: translations, a title or the ticket. */
function itemTitle(p: PendingPayment, lang: string): string {
  const item = (p.item ?? {}) as Record<string, unknown>;
  const tr = (item.translations ?? {}) as Record<string, unknown>;
  const pick = (k: string) => (typeof tr[k] === 'string' ? (tr[k] as string) : typeof item[k] === 'string' ? (item[k] as string) : null);
  return pick(`title_${lang}`) ?? pick('title_es') ?? pick('title') ?? `#${String(p.ticketID ?? '')}`;
}

/** Whom a family row is for (users/impersonated rows carry `users`). */
const personNames = (p: PendingPayment): string =>
  (Array.isArray(p.users) ? (p.users as { first_name?: unknown; last_name?: unknown }[]) : [])
    .map((u) => [u.first_name, u.last_name].filter((x) => typeof x === 'string' && x).join(' '))
    .filter(Boolean)
    .join(', ');

/**
 * The groups of pending payments (spec 000 §2): direct enrolments, users, delegated enrolments
 * and season (leveled) items, the SEPA debits the bank returned (billing) and the unpaid join
 * fees (membership), each with its status; the pay button shows while the
 * status is not 1. Paying is the payments area's (`onPay`); without it the button is not shown.
 */
export function PendingPaymentsList({
  headingOrder = 2,
  onPay,
}: {
  headingOrder?: 2 | 3;
  onPay?: (group: Group, item: PendingPayment) => void;
}) {
  const { t, i18n } = useTranslation('account');
  const { data, isLoading, isError } = usePendingPayments();
  if (isLoading) {
    return <LoadingBlock py="lg" />;
  }
  if (isError) {
    return (
      <Text c="red.8" role="alert">
        {t('errors.loadFailed')}
      </Text>
    );
  }
  const total = GROUPS.reduce((n, g) => n + data[g].length, 0);
  if (total === 0) {
    return (
      <Paper withBorder radius="md" p="xl" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="green" mx="auto" mb="sm" aria-hidden>
          <WaveIcon size={30} />
        </ThemeIcon>
        <Text fw={600}>{t('pending.emptyTitle')}</Text>
        <Text c="dimmed" size="sm">
          {t('pending.emptyText')}
        </Text>
      </Paper>
    );
  }
  return (
    <Stack gap="lg">
      {GROUPS.filter((g) => data[g].length > 0).map((group) => (
        <section key={group} aria-labelledby={`pending-${group}`}>
          <Title order={headingOrder} size="h4" id={`pending-${group}`} mb="xs">
            {t(`pending.groups.${group}`)}
          </Title>
          <Stack gap="xs">
            {data[group].map((p, i) => {
              const status = p.sticket?.payment_status;
              const price = euros(p.sticket?.payment_price ?? p.price_acc, i18n.language);
              return (
                <Paper key={`${group}-${String(p.ticketID ?? i)}`} withBorder p="sm" radius="md">
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <div>
                      <Text fw={600}>{itemTitle(p, i18n.language)}</Text>
                      {personNames(p) ? <Text size="sm">{personNames(p)}</Text> : null}
                      {price ? <Text size="sm">{price}</Text> : null}
                    </div>
                    <Group gap="xs">
                      {group === 'leveled' ? <LeveledStatusBadge status={status} /> : <PaymentStatusBadge status={status} />}
                      {onPay && canPay(status) ? (
                        <Button size="xs" onClick={() => onPay(group, p)}>
                          {t('pending.pay')}
                        </Button>
                      ) : null}
                    </Group>
                  </Group>
                </Paper>
              );
            })}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
