import type { PendingPayment } from '@club/domain/account/account.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PayNowModal, type PayNowItem } from '../../../components/payments/pay-now-modal';
import { familyCalls } from '../api/family-api';

type Group = 'direct' | 'users' | 'impersonated' | 'leveled';
const titleOf = (p: PendingPayment, lang: string): string => {
  const tr = ((p.item ?? {}) as { translations?: Record<string, string> }).translations ?? {};
  return tr[`title_${lang}`] || tr.title_es || '';
};
const namesOf = (p: PendingPayment): string =>
  (Array.isArray(p.users) ? (p.users as { first_name?: string; last_name?: string }[]) : [])
    .map((u) => [u.first_name, u.last_name].filter(Boolean).join(' '))
    .join(', ');

/**
 * Paying the family's pending course payments from /myaccount/pendingpayments: an `impersonated`
 * row is a family order (its first due ticket pays the whole order once), a `users` row one
 * person's ticket; both through manage_payments/get_pm_impersonated_detail/?ticketID=. The pay
 * button opens a small dialog whose PayButton is pressed at once (kept for a retry).
 */
export function usePendingFamilyPayment() {
  const { t, i18n } = useTranslation('account');
  const [item, setItem] = useState<PayNowItem | null>(null);
  const onPay = (group: Group, p: PendingPayment) => {
    const id = Number(p.ticketID);
    if ((group === 'impersonated' || group === 'users') && Number.isInteger(id) && id > 0)
      setItem({ title: titleOf(p, i18n.language), names: namesOf(p), getSignedForm: () => familyCalls.orderPaymentForm(id) });
  };
  const modal = <PayNowModal item={item} label={t('pending.pay')} closeLabel={t('actions.close')} onClose={() => setItem(null)} />;
  return { onPay, modal };
}
