import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Rejecting something a family asked for: the reason is required (at most `maxLength`
 * characters), it is mailed to the family and kept in the audit log. The dialog names the person
 * and the request; the write is sent only from its own button. `confirmLabel` and `reasonLabel` name
 * the button and the reason when the office's act is not a rejection (cancelling an exam appointment).
 */
export function RejectDialog({
  title,
  text,
  confirmLabel,
  reasonLabel,
  maxLength,
  busy,
  error,
  onCancel,
  onReject,
}: {
  title: string;
  text: string;
  confirmLabel?: string;
  reasonLabel?: string;
  maxLength: number;
  busy: boolean;
  error?: string | null;
  onCancel: () => void;
  onReject: (reason: string) => void;
}) {
  const { t } = useTranslation('console');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const trimmed = reason.trim();
  const problem = !trimmed ? t('reject.required') : trimmed.length > maxLength ? t('reject.tooLong', { max: maxLength }) : null;
  return (
    <Modal opened onClose={onCancel} title={title} closeButtonProps={{ 'aria-label': t('form.close') }} transitionProps={{ duration: 0 }}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setTried(true);
          if (!problem) onReject(trimmed);
        }}
      >
        <Stack gap="sm">
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {text}
          </Text>
          <Textarea
            label={reasonLabel ?? t('reject.reason')}
            description={t('reject.reasonHelp', { max: maxLength })}
            required
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={tried ? problem : null}
            autosize
            minRows={3}
            maxRows={10}
            data-autofocus
          />
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" color="red.9" loading={busy}>
              {confirmLabel ?? t('reject.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
