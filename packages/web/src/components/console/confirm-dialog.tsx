import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * "Are you sure?" before an office write that the family hears about: the dialog names the person
 * and the thing acted on, so a row that moved under the pointer (a new request arriving at the
 * top of a list) is never acted on unseen.
 */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  busy,
  error,
  onCancel,
  onConfirm,
}: {
  title: string;
  text?: string;
  /** Without it the dialog only informs (one close button): the action is not possible here. */
  confirmLabel?: string;
  busy?: boolean;
  error?: string | null;
  onCancel: () => void;
  onConfirm?: () => void;
}) {
  const { t } = useTranslation('console');
  return (
    <Modal
      opened
      onClose={onCancel}
      title={title}
      closeButtonProps={{ 'aria-label': t('form.close') }}
      // No fade: the dialog is readable the moment it opens.
      transitionProps={{ duration: 0 }}
    >
      <Stack gap="sm">
        {text ? (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {text}
          </Text>
        ) : null}
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {onConfirm ? t('form.cancel') : t('form.close')}
          </Button>
          {onConfirm ? (
            <Button loading={busy} onClick={onConfirm} data-autofocus>
              {confirmLabel}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Modal>
  );
}
