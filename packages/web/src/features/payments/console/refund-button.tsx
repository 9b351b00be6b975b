import { useTranslation } from 'react-i18next';
import { formatEuros } from '../../../lib/money';
import { officeSend } from '../../../components/console/console-api';
import { NoteAction } from '../../../components/console/note-action';

/**
 * Marks a paid payment refunded, with a note for the audit log; the money goes back in the bank's
 * console. While part of the payment is owed back (an overpayment, a place the club cancelled), that part is what it marks
 * (the server decides the same: modules/admin/payments.service.ts markRefunded).
 */
export function RefundButton({
  id,
  order,
  toRefund = 0,
  amount,
  givenUp = false,
}: {
  id: number;
  order: string;
  toRefund?: number;
  amount?: number;
  /** Some of what it owes back is the price of items the club gave up (a cancelled place), not an overpayment. */
  givenUp?: boolean;
}) {
  const { t, i18n } = useTranslation('console');
  const partial = toRefund > 0 && amount !== undefined && toRefund < amount;
  const euros = formatEuros(toRefund, i18n.language);
  return (
    <NoteAction
      label={t('ledger.refund')}
      title={
        partial ? t(givenUp ? 'ledger.refundOwed' : 'ledger.refundOverpaid', { order, amount: euros }) : t('ledger.refundOf', { order })
      }
      info={toRefund > 0 ? t(givenUp ? 'ledger.owedNote' : 'ledger.overpaidNote', { amount: euros }) : t('ledger.refundNote')}
      send={(note) => officeSend('post', `/api/admin/payments/${id}/refunded`, { note })}
      invalidate={[['console', 'payments']]}
    />
  );
}
