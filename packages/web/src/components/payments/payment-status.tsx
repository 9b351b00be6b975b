import { leveledStatusOf, paymentStatusOf } from '@club/domain/account/account.rules';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The words of a payment status (spec 000 §4): pending, completed, a provider code, or unknown. */
export function usePaymentStatusText() {
  const { t } = useTranslation('account');
  return (status: string | number | null | undefined): string => {
    const s = paymentStatusOf(status);
    switch (s.kind) {
      case 'pending':
        return t('paymentStatus.pending');
      case 'completed':
        return t('paymentStatus.completed');
      case 'provider':
        return t(`providerStatus.${s.code}`);
      default:
        return t('paymentStatus.unknown', { code: s.code });
    }
  };
}

const colorOf = { pending: 'orange', completed: 'green', provider: 'red', unknown: 'gray' } as const;

export function PaymentStatusBadge({ status }: { status: string | number | null | undefined }) {
  const text = usePaymentStatusText();
  return (
    <Badge color={colorOf[paymentStatusOf(status).kind]} variant="light" tt="none">
      {text(status)}
    </Badge>
  );
}

const leveledColor = { pending: 'orange', validated: 'green', rejected: 'red', unknown: 'gray' } as const;

export function LeveledStatusBadge({ status }: { status: string | number | null | undefined }) {
  const { t } = useTranslation('account');
  const s = leveledStatusOf(status);
  return (
    <Badge color={leveledColor[s]} variant="light" tt="none">
      {s === 'unknown' ? t('paymentStatus.unknown', { code: String(status ?? '') }) : t(`leveledStatus.${s}`)}
    </Badge>
  );
}
