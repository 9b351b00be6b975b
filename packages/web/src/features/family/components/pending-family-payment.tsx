import type { PendingPayment } from '@club/domain/account/account.schemas';
import { Modal, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PayButton } from '../../../components/payments/pay-button';
import { familyCalls } from '../api/family-api';

type Group = 'direct' | 'users' | 'impersonated' | 'leveled';
interface Item {
  ticketID: number;
  title: string;
  names: string;
}

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
  const [item, setItem] = useState<Item | null>(null);
  const onPay = (group: Group, p: PendingPayment) => {
    const id = Number(p.ticketID);
    if ((group === 'impersonated' || group === 'users') && Number.isInteger(id) && id > 0)
      setItem({ ticketID: id, title: titleOf(p, i18n.language), names: namesOf(p) });
  };
  const modal = (
    <Modal
      opened={item !== null}
      onClose={() => setItem(null)}
      title={t('pending.pay')}
      centered
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      {item ? (
        <>
          {item.title ? (
            <Text fw={600} mb={4}>
              {item.title}
            </Text>
          ) : null}
          {item.names ? (
            <Text size="sm" mb="sm">
              {item.names}
            </Text>
          ) : null}
          <AutoPay ticketID={item.ticketID} label={t('pending.pay')} />
        </>
      ) : null}
    </Modal>
  );
  return { onPay, modal };
}

function AutoPay({ ticketID, label }: { ticketID: number; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const pressed = useRef(false);
  useEffect(() => {
    if (pressed.current) return;
    pressed.current = true;
    box.current?.querySelector<HTMLButtonElement>('button')?.click();
  }, []);
  return (
    <div ref={box}>
      <PayButton getSignedForm={() => familyCalls.orderPaymentForm(ticketID)} label={label} />
    </div>
  );
}
