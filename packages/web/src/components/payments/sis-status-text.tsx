import { paymentStatusKey } from '@club/domain/payments/sis-codes';
import { useTranslation } from 'react-i18next';

/**
 * The words of a payment status (spec 001 §4, 000 §4): 0 pending, 1 completed, a card-provider
 * code with its SIS text, otherwise 'Estado desconocido ({code})'. Accepts the bank's
 * zero-padded Ds_Response ('0190') as well as an item's numeric status (190).
 */
export function useSisStatusText() {
  const { t } = useTranslation('payments');
  return (status: number | string | null | undefined): string => {
    const key = paymentStatusKey(status);
    switch (key) {
      case 'pending':
        return t('status.pending');
      case 'completed':
        return t('status.completed');
      case 'unknown':
        return t('status.unknown', { code: status === null || status === undefined ? '' : String(status) });
      default:
        return t(key);
    }
  };
}

export function SisStatusText({ status }: { status: number | string | null | undefined }) {
  const text = useSisStatusText();
  return <>{text(status)}</>;
}
