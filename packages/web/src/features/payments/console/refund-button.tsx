import { useTranslation } from 'react-i18next';
import { officeSend } from '../../../app/console/console-api';
import { NoteAction } from '../../../app/console/note-action';

/** Marks a paid payment refunded, with a note for the audit log; the money goes back in the bank's console. */
export function RefundButton({ id, order }: { id: number; order: string }) {
  const { t } = useTranslation('console');
  return (
    <NoteAction
      label={t('ledger.refund')}
      title={t('ledger.refundOf', { order })}
      info={t('ledger.refundNote')}
      send={(note) => officeSend('post', `/api/admin/payments/${id}/refunded`, { note })}
      invalidate={[['console', 'payments']]}
    />
  );
}
