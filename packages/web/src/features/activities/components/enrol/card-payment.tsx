import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../../lib/api';

interface Signed {
  url: string;
  sig: { Ds_SignatureVersion: string; Ds_MerchantParameters: string; Ds_Signature: string };
}

/**
 * TEMPORARY until the payments area's PayButton lands: asks manage_payments/get_pm_detail/?slug_es=
 * for the signed order and posts it to the gateway as a hidden form.
 */
export function CardPayment({ slug, autoSubmit = false }: { slug: string; autoSubmit?: boolean }) {
  const { t } = useTranslation('activities');
  const [step, setStep] = useState<0 | 1>(0);
  const [signed, setSigned] = useState<Signed | null>(null);
  const [failed, setFailed] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const start = async () => {
    setStep(1);
    setFailed(false);
    try {
      const res = await api.get<Signed>('manage_payments/get_pm_detail', { slug_es: slug });
      if (res.success !== 1 || !res.data) throw new Error('no sig');
      setSigned(res.data);
    } catch {
      setFailed(true);
      setStep(0);
    }
  };
  useEffect(() => {
    if (signed) form.current?.submit();
  }, [signed]);
  const started = useRef(false);
  useEffect(() => {
    if (autoSubmit && !started.current) {
      started.current = true;
      void start();
    }
  });
  return (
    <Stack gap="sm">
      {step === 1 ? (
        <Text role="status">
          <Loader size="xs" mr="xs" />
          {t('enrol.paying')}
        </Text>
      ) : (
        <Button onClick={() => void start()}>{t('enrol.confirmPay')}</Button>
      )}
      {failed ? <Alert color="red">{t('enrol.failed')}</Alert> : null}
      {signed ? (
        <form ref={form} method="post" action={signed.url} hidden>
          <input type="hidden" name="Ds_SignatureVersion" value={signed.sig.Ds_SignatureVersion} />
          <input type="hidden" name="Ds_MerchantParameters" value={signed.sig.Ds_MerchantParameters} />
          <input type="hidden" name="Ds_Signature" value={signed.sig.Ds_Signature} />
        </form>
      ) : null}
    </Stack>
  );
}
