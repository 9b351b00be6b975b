import type { PendingPayment } from '@club/domain/account/account.schemas';
import { Modal, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PayButton, type SignedPaymentForm } from '../../../components/payments/pay-button';
import { api } from '../../../lib/api';

interface ChargeItem {
  id: number;
  title: string;
}

const chargeForm = (id: number) => api.get<SignedPaymentForm>('manage_payments/get_charge_detail', { chargeID: id });

/** The PayButton pressed once on mount, so the family goes straight to the gateway (retry stays). */
function AutoPay({ id, label }: { id: number; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const pressed = useRef(false);
  useEffect(() => {
    if (pressed.current) return;
    pressed.current = true;
    box.current?.querySelector<HTMLButtonElement>('button')?.click();
  }, []);
  return (
    <div ref={box}>
      <PayButton getSignedForm={() => chargeForm(id)} label={label} />
    </div>
  );
}

/**
 * Paying a SEPA debit the bank returned (get_pending's `returned`) by card from
 * /myaccount/pendingpayments: manage_payments/get_charge_detail/?chargeID= through the PayButton.
 */
export function usePendingChargePayment() {
  const { t, i18n } = useTranslation('account');
  const [item, setItem] = useState<ChargeItem | null>(null);
  const onPay = (p: PendingPayment) => {
    const i = (p.item ?? {}) as { title_es?: string; title_eus?: string };
    const id = Number(p.ticketID);
    if (!Number.isInteger(id) || id <= 0) return;
    setItem({ id, title: (i18n.language === 'eus' ? i.title_eus : i.title_es) ?? i.title_es ?? '' });
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
            <Text fw={600} mb="sm">
              {item.title}
            </Text>
          ) : null}
          <AutoPay id={item.id} label={t('pending.pay')} />
        </>
      ) : null}
    </Modal>
  );
  return { onPay, modal };
}
