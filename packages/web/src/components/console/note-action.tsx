import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOfficeMutation } from './console-api';
import { officeErrorText } from './console-api';

interface NoteActionProps {
  /** The button's text, and the dialog's confirm button. */
  label: string;
  /** The button's accessible name and the dialog's title (names the row it acts on). */
  title: string;
  /** What the office should know before confirming. */
  info: string;
  send: (note: string) => Promise<unknown>;
  invalidate: QueryKey[];
}

/** An office write that asks for a note for the audit log first (refunds, bank transfers). */
export function NoteAction({ label, title, info, send, invalidate }: NoteActionProps) {
  const { t } = useTranslation('console');
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const action = useOfficeMutation(send, invalidate);
  const close = () => {
    setOpen(false);
    setNote('');
    action.reset();
  };
  return (
    <>
      <Button size="xs" variant="default" onClick={() => setOpen(true)} aria-label={title}>
        {label}
      </Button>
      <Modal
        opened={open}
        onClose={close}
        title={title}
        closeButtonProps={{ 'aria-label': t('form.close') }}
        // No fade: the dialog is readable (and measurable) the moment it opens.
        transitionProps={{ duration: 0 }}
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (note.trim()) action.mutate(note.trim(), { onSuccess: close });
          }}
        >
          <Stack>
            <Alert color="blue">{info}</Alert>
            <Textarea
              label={t('ledger.note')}
              required
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
              autosize
              minRows={2}
              data-autofocus
            />
            {action.isError && (
              <Alert color="red" role="alert">
                {officeErrorText(action.error, t)}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('form.cancel')}
              </Button>
              <Button type="submit" loading={action.isPending} disabled={!note.trim()}>
                {label}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
