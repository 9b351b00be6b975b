import type { PendingPayment } from '@club/domain/account/account.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignedPaymentForm } from '../../../components/payments/pay-button';
import { PayNowModal, type PayNowItem } from '../../../components/payments/pay-now-modal';
import { api } from '../../../lib/api';
import { joinFeeForm } from '../../membership';

const chargeForm = (id: number) => api.get<SignedPaymentForm>('manage_payments/get_charge_detail', { chargeID: id });

/**
 * Paying by card from /myaccount/pendingpayments an item whose signed form one call gives: a SEPA
 * debit the bank returned (get_pending's `returned`: manage_payments/get_charge_detail/?chargeID=)
 * and an unpaid join fee (`membership`: get_quota_details/?id={user_id}, membership's entry).
 */
export function usePendingChargePayment() {
  const { t, i18n } = useTranslation('account');
  const [item, setItem] = useState<PayNowItem | null>(null);
  const onPay = (group: 'returned' | 'membership', p: PendingPayment) => {
    const i = (p.item ?? {}) as { title_es?: string; title_eus?: string };
    const id = Number(p.ticketID);
    if (!Number.isInteger(id) || id <= 0) return;
    const title = (i18n.language === 'eus' ? i.title_eus : i.title_es) ?? i.title_es ?? '';
    setItem({ title, getSignedForm: () => (group === 'membership' ? joinFeeForm(id) : chargeForm(id)) });
  };
  const modal = <PayNowModal item={item} label={t('pending.pay')} closeLabel={t('actions.close')} onClose={() => setItem(null)} />;
  return { onPay, modal };
}
