import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { officeSend, useOfficeMutation } from '../../../app/console/console-api';

const markRefunded = ({ id, note }: { id: number; note: string }) =>
  officeSend<{ id: number; state: 'refunded' }>('post', `/api/admin/payments/${id}/refunded`, { note });

/** Marks a paid payment refunded, with a note for the audit log; the money goes back in the bank's console. */
export function RefundButton({ id, order }: { id: number; order: string }) {
  const { t } = useTranslation('console');
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const refund = useOfficeMutation(markRefunded, [['console', 'payments']]);
  const close = () => {
    setOpen(false);
    setNote('');
    refund.reset();
  };
  return (
    <>
      <Button size="xs" variant="default" onClick={() => setOpen(true)} aria-label={t('ledger.refundOf', { order })}>
        {t('ledger.refund')}
      </Button>
      <Modal
        opened={open}
        onClose={close}
        title={t('ledger.refundOf', { order })}
        closeButtonProps={{ 'aria-label': t('form.close') }}
        // No fade: the dialog is readable (and measurable) the moment it opens.
        transitionProps={{ duration: 0 }}
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (note.trim()) refund.mutate({ id, note: note.trim() }, { onSuccess: close });
          }}
        >
          <Stack>
            <Alert color="blue">{t('ledger.refundNote')}</Alert>
            <Textarea
              label={t('ledger.note')}
              required
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
              autosize
              minRows={2}
              data-autofocus
            />
            {refund.isError && (
              <Alert color="red" role="alert">
                {t('form.failed', { detail: refund.error.message })}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('form.cancel')}
              </Button>
              <Button type="submit" loading={refund.isPending} disabled={!note.trim()}>
                {t('ledger.refundConfirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
