import type { PendingPayment } from '@club/domain/account/account.schemas';
import { Modal, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PayButton, type SignedPaymentForm } from '../../../components/payments/pay-button';
import type { Envelope } from '@club/domain/shared/envelope';
import { api } from '../../../lib/api';
import { joinFeeForm } from '../../membership';

interface PayItem {
  title: string;
  getSignedForm: () => Promise<Envelope<SignedPaymentForm>>;
}

const chargeForm = (id: number) => api.get<SignedPaymentForm>('manage_payments/get_charge_detail', { chargeID: id });

/** The PayButton pressed once on mount, so the family goes straight to the gateway (retry stays). */
function AutoPay({ item, label }: { item: PayItem; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const pressed = useRef(false);
  useEffect(() => {
    if (pressed.current) return;
    pressed.current = true;
    box.current?.querySelector<HTMLButtonElement>('button')?.click();
  }, []);
  return (
    <div ref={box}>
      <PayButton getSignedForm={item.getSignedForm} label={label} />
    </div>
  );
}

/**
 * Paying by card from /myaccount/pendingpayments an item whose signed form one call gives: a SEPA
 * debit the bank returned (get_pending's `returned`: manage_payments/get_charge_detail/?chargeID=)
 * and an unpaid join fee (`membership`: get_quota_details/?id={user_id}, membership's entry).
 */
export function usePendingChargePayment() {
  const { t, i18n } = useTranslation('account');
  const [item, setItem] = useState<PayItem | null>(null);
  const onPay = (group: 'returned' | 'membership', p: PendingPayment) => {
    const i = (p.item ?? {}) as { title_es?: string; title_eus?: string };
    const id = Number(p.ticketID);
    if (!Number.isInteger(id) || id <= 0) return;
    const title = (i18n.language === 'eus' ? i.title_eus : i.title_es) ?? i.title_es ?? '';
    setItem({ title, getSignedForm: () => (group === 'membership' ? joinFeeForm(id) : chargeForm(id)) });
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
          <AutoPay item={item} label={t('pending.pay')} />
        </>
      ) : null}
    </Modal>
  );
  return { onPay, modal };
}
