import type { Envelope } from '@club/domain/shared/envelope';
import { Modal, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { PayButton, type SignedPaymentForm } from './pay-button';

/** One pending payment to pay now by card: what it is, for whom, and the call that signs its form. */
export interface PayNowItem {
  title: string;
  /** The persons it is for (a family order), if any. */
  names?: string;
  getSignedForm: () => Promise<Envelope<SignedPaymentForm>>;
}

/**
 * The small dialog that the pending-payments page opens for an item paid by card: its PayButton is
 * pressed once as it opens, so the family goes straight to the gateway, and stays for a retry if
 * the gateway cannot be reached. The dialog's title and the button say `label`.
 */
export function PayNowModal({
  item,
  label,
  closeLabel,
  onClose,
}: {
  item: PayNowItem | null;
  label: string;
  closeLabel: string;
  onClose: () => void;
}) {
  return (
    <Modal opened={item !== null} onClose={onClose} title={label} centered closeButtonProps={{ 'aria-label': closeLabel }}>
      {item ? (
        <>
          {item.title ? (
            <Text fw={600} mb={item.names ? 4 : 'sm'}>
              {item.title}
            </Text>
          ) : null}
          {item.names ? (
            <Text size="sm" mb="sm">
              {item.names}
            </Text>
          ) : null}
          <AutoPayButton getSignedForm={item.getSignedForm} label={label} />
        </>
      ) : null}
    </Modal>
  );
}

/** A PayButton pressed once as it mounts: the payment starts at once, the button stays for a retry. */
export function AutoPayButton({ getSignedForm, label }: { getSignedForm: PayNowItem['getSignedForm']; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const pressed = useRef(false);
  useEffect(() => {
    if (pressed.current) return;
    pressed.current = true;
    box.current?.querySelector<HTMLButtonElement>('button')?.click();
  }, []);
  return (
    <div ref={box}>
      <PayButton getSignedForm={getSignedForm} label={label} />
    </div>
  );
}
