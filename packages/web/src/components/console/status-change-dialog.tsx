import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEuros } from './page-header';

/**
 * "Change X from A to B?" before a signup's status change is sent (issue 20, point 9), for the
 * courses' and the seasons' signups. When a paid signup is being abandoned (`paid`: its price in
 * euros; the rule is the domain's asksRefund) it also asks whether the money goes back: the answer
 * (1 yes, 0 no) goes with the change and is recorded in the audit log; the refund itself is made
 * in the bank's console and marked in the ledger.
 */
export function StatusChangeDialog({
  name,
  from,
  to,
  paid,
  busy,
  onCancel,
  onConfirm,
}: {
  name: string;
  from: string;
  to: string;
  paid: number | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (refund: number | undefined) => void;
}) {
  const { t, i18n } = useTranslation('console');
  const [refund, setRefund] = useState('');
  const question = paid !== null;
  return (
    <Modal
      opened
      onClose={onCancel}
      title={t('signups.confirmTitle', { name })}
      closeButtonProps={{ 'aria-label': t('form.close') }}
      transitionProps={{ duration: 0 }}
    >
      <Stack gap="sm">
        <Text size="sm">{t('signups.confirmText', { name, from, to })}</Text>
        {question && (
          <Radio.Group
            label={t('signups.refundQuestion', { amount: formatEuros(paid, i18n.language) })}
            required
            value={refund}
            onChange={setRefund}
          >
            <Stack gap={6} mt={6}>
              <Radio value="1" label={t('signups.refundYes')} />
              <Radio value="0" label={t('signups.refundNo')} />
            </Stack>
          </Radio.Group>
        )}
        {question && refund === '1' && <Alert color="blue">{t('signups.refundHow')}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button loading={busy} disabled={question && refund === ''} onClick={() => onConfirm(question ? Number(refund) : undefined)}>
            {t('signups.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
