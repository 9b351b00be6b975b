import { DEFAULT_MAIL_STATUSES } from '@club/domain/activities/office.schemas';
import { Alert, Button, Checkbox, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mailCourse, mailRecipientsQuery } from './courses-console-api';
import { officeErrorText } from '../../../components/console/console-api';

const STATUSES = [0, 1, 2, 3, 4, 5];

/**
 * "Mail everyone on the list": a plain-text mail to every distinct person whose signup is in the
 * chosen statuses (by default pending, seat assigned and waiting list), with the number of
 * people it will reach shown before sending.
 */
export function CourseMailDialog({ courseId, title }: { courseId: number; title: string }) {
  const { t } = useTranslation('console');
  const { t: tc } = useTranslation('console-courses');
  const [open, setOpen] = useState(false);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [statuses, setStatuses] = useState<number[]>([...DEFAULT_MAIL_STATUSES]);
  const count = useQuery({ ...mailRecipientsQuery(courseId, statuses), enabled: open && statuses.length > 0 });
  const send = useMutation({ mutationFn: mailCourse });
  const close = () => {
    setOpen(false);
    if (send.isSuccess) {
      setSubject('');
      setBody('');
    }
    send.reset();
  };
  const recipients = statuses.length === 0 ? 0 : (count.data?.recipients ?? null);
  const canSend = subject.trim() !== '' && body.trim() !== '' && (recipients ?? 0) > 0 && !send.isSuccess;
  return (
    <>
      <Button variant="light" onClick={() => setOpen(true)}>
        {tc('mail.open')}
      </Button>
      <Modal
        opened={open}
        onClose={close}
        title={tc('mail.title', { title })}
        size="lg"
        closeButtonProps={{ 'aria-label': t('form.close') }}
        transitionProps={{ duration: 0 }}
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (canSend) send.mutate({ id: courseId, subject: subject.trim(), body, statuses });
          }}
        >
          <Stack>
            <Checkbox.Group label={tc('mail.statuses')} value={statuses.map(String)} onChange={(v) => setStatuses(v.map(Number).sort())}>
              <Group gap="sm" mt={4}>
                {STATUSES.map((s) => (
                  <Checkbox key={s} value={String(s)} label={t(`status.${s}`)} />
                ))}
              </Group>
            </Checkbox.Group>
            <Text role="status" data-testid="mail-recipients">
              {recipients === null ? tc('mail.counting') : tc('mail.recipients', { count: recipients })}
            </Text>
            <TextInput
              label={tc('mail.subject')}
              required
              value={subject}
              onChange={(e) => setSubject(e.currentTarget.value)}
              maxLength={200}
              data-autofocus
            />
            <Textarea
              label={tc('mail.body')}
              description={tc('mail.bodyHelp')}
              required
              autosize
              minRows={6}
              value={body}
              onChange={(e) => setBody(e.currentTarget.value)}
            />
            {send.isSuccess && (
              <Alert color="teal" role="status">
                {tc('mail.sent', { count: send.data.recipients })}
              </Alert>
            )}
            {send.isError && (
              <Alert color="red" role="alert">
                {officeErrorText(send.error, t)}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {send.isSuccess ? t('form.close') : t('form.cancel')}
              </Button>
              {!send.isSuccess && (
                <Button type="submit" loading={send.isPending} disabled={!canSend}>
                  {tc('mail.send', { count: recipients ?? 0 })}
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
