import { useEffect, useRef } from 'react';
import { PayButton } from '../../../../components/payments/pay-button';
import { getCoursePaymentForm } from '../../api/enrol-api';

/**
 * The card payment of a course signup (spec 001 §4, activity enrol flow): the payments area's
 * PayButton with manage_payments/get_pm_detail/?slug_es=. With `autoSubmit` (right after the
 * enrolment) its button is pressed once on mount, so the browser goes straight to the gateway;
 * the button stays for a retry when the gateway call fails (0x00 / 0x0E).
 */
export function CardPayment({ slug, label, autoSubmit = false }: { slug: string; label?: string; autoSubmit?: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  const pressed = useRef(false);
  useEffect(() => {
    if (!autoSubmit || pressed.current) return;
    pressed.current = true;
    box.current?.querySelector<HTMLButtonElement>('button')?.click();
  }, [autoSubmit]);
  return (
    <div ref={box}>
      <PayButton getSignedForm={() => getCoursePaymentForm(slug)} label={label} />
    </div>
  );
}
