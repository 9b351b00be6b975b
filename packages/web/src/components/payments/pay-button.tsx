import type { RedsysSig } from '@club/domain/payments/payments.schemas';
import type { Envelope } from '@club/domain/shared/envelope';
import { Alert, Button, Group, Loader, Stack, Text, type ButtonProps } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** What a "pay" call (get_pm_detail and its siblings) answers in `data`. */
export interface SignedPaymentForm {
  url: string;
  sig: RedsysSig;
}

export type GatewayError = '0x00' | '0x0E';

export interface PayButtonProps {
  /** Asks the server for the signed form (e.g. manage_payments/get_pm_detail/?slug_es=). */
  getSignedForm: () => Promise<Envelope<SignedPaymentForm>>;
  /** The button's text; 'Pagar con tarjeta' by default. */
  label?: string;
  /** Called with the gateway error shown, for callers that also report or toast it. */
  onError?: (error: GatewayError, cause?: unknown) => void;
  buttonProps?: ButtonProps;
}

const SIG_FIELDS = ['Ds_SignatureVersion', 'Ds_MerchantParameters', 'Ds_Signature'] as const;

/** Only a complete reply whose URL is http(s) is ever posted. */
function isSignedForm(data: unknown): data is SignedPaymentForm {
  if (typeof data !== 'object' || data === null) return false;
  const d = data as { url?: unknown; sig?: Record<string, unknown> };
  if (typeof d.url !== 'string' || !/^(https?:\/\/|\/)/.test(d.url)) return false;
  return typeof d.sig === 'object' && d.sig !== null && SIG_FIELDS.every((f) => typeof d.sig![f] === 'string' && d.sig![f] !== '');
}

/**
 * The payment component (spec 001 §4): step 0 a button; step 1 waiting for completion while the
 * signed form is fetched and posted to the card gateway. The form is rendered by React and
 * submitted from an effect (never document.write). A reply with success 0 shows
 * 'Error con la pasarela de pagos (0x00)', a failed call '(0x0E)', titled 'Error en la aplicación'.
 */
export function PayButton({ getSignedForm, label, onError, buttonProps }: PayButtonProps) {
  const { t } = useTranslation('payments');
  const [step, setStep] = useState<0 | 1>(0);
  const [form, setForm] = useState<SignedPaymentForm | null>(null);
  const [error, setError] = useState<GatewayError | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (form) formRef.current?.submit();
  }, [form]);

  // Coming back with the browser's back button restores this page from the cache in step 1.
  useEffect(() => {
    const reset = (e: PageTransitionEvent) => {
      if (e.persisted) {
        setStep(0);
        setForm(null);
      }
    };
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  const fail = (code: GatewayError, cause?: unknown) => {
    setError(code);
    setStep(0);
    onError?.(code, cause);
  };

  const pay = async () => {
    setError(null);
    setStep(1);
    let reply: Envelope<SignedPaymentForm>;
    try {
      reply = await getSignedForm();
    } catch (e) {
      fail('0x0E', e);
      return;
    }
    if (reply.success !== 1 || !isSignedForm(reply.data)) {
      fail('0x00', reply);
      return;
    }
    setForm(reply.data);
  };

  return (
    <Stack gap="sm">
      {error && (
        <Alert color="red" variant="light" title={t('gateway.errorTitle')} role="alert">
          {t(error === '0x00' ? 'gateway.failedReply' : 'gateway.callFailed')}
        </Alert>
      )}
      {step === 0 ? (
        <Button onClick={() => void pay()} {...buttonProps}>
          {label ?? t('payButton.pay')}
        </Button>
      ) : (
        <Group gap="sm" role="status" wrap="nowrap">
          <Loader size="sm" aria-label={t('payButton.redirecting')} />
          <div>
            <Text fw={600}>{t('payButton.waiting')}</Text>
            <Text size="sm" c="dimmed">
              {t('payButton.waitingHint')}
            </Text>
          </div>
        </Group>
      )}
      {form && (
        <form ref={formRef} method="post" action={form.url} hidden aria-hidden="true">
          {SIG_FIELDS.map((name) => (
            <input key={name} type="hidden" name={name} value={form.sig[name]} />
          ))}
        </form>
      )}
    </Stack>
  );
}
