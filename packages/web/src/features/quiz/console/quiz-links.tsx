import type { AdminQuizDetail, AdminQuizLink } from '@club/domain/admin/quiz.schemas';
import { QUIZ_ADMIN_CODE } from '@club/domain/admin/quiz.schemas';
import { Alert, Anchor, Badge, Button, CopyButton, Group, Radio, Stack, TextInput, Title } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OfficeError, officeErrorText, useOfficeMutation } from '../../../components/console/console-api';
import { DataTable } from '../../../components/console/data-table';
import { formatDateTime } from '../../../components/console/page-header';
import { createLink, endOfDay, publicLinkUrl, revokeLink } from './quiz-console-api';

const column = createColumnHelper<AdminQuizLink>();

/** The links panel of a quiz: make a general or one-person link with an optional expiry, copy its address, revoke it. */
export function QuizLinks({ quiz }: { quiz: AdminQuizDetail }) {
  const { t, i18n } = useTranslation(['quiz-console', 'console']);
  const lang = i18n.language;
  const [kind, setKind] = useState<'general' | 'single'>('single');
  const [note, setNote] = useState('');
  const [expiry, setExpiry] = useState('');
  const invalidate = [['console', 'quizzes']];
  const create = useOfficeMutation(createLink, invalidate);
  const revoke = useOfficeMutation(revokeLink, invalidate);
  const failure = (e: Error) =>
    e instanceof OfficeError && e.code === QUIZ_ADMIN_CODE.expiryPast
      ? t('links.expiryPast')
      : e instanceof OfficeError && e.code === QUIZ_ADMIN_CODE.linkClosed
        ? t('links.alreadyClosed')
        : officeErrorText(e, t);

  const columns = useMemo(
    () => [
      column.accessor('id', {
        header: t('links.address'),
        cell: (info) => {
          const url = publicLinkUrl(info.getValue());
          return (
            <Group gap="xs" wrap="nowrap">
              <Anchor href={url} target="_blank" rel="noreferrer" data-testid="quiz-link-url" style={{ wordBreak: 'break-all' }}>
                {url}
              </Anchor>
              <CopyButton value={url}>
                {({ copied, copy }) => (
                  <Button
                    size="compact-xs"
                    variant="default"
                    style={{ flexShrink: 0 }}
                    onClick={copy}
                    aria-label={t('links.copyOf', { note: info.row.original.note || info.getValue() })}
                  >
                    {copied ? t('links.copied') : t('links.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
          );
        },
      }),
      column.accessor((l) => (l.max_answers === 1 ? t('links.single') : t('links.general')), { id: 'kind', header: t('links.kind') }),
      column.accessor('note', { header: t('links.note') }),
      column.accessor('answer_count', { header: t('links.answers') }),
      column.accessor('expires_at', {
        header: t('links.expires'),
        cell: (info) => formatDateTime(info.getValue(), lang) || t('links.never'),
      }),
      column.accessor('is_open', {
        header: t('links.state'),
        cell: (info) => (
          <Badge variant="filled" color={info.getValue() ? 'teal.9' : 'gray.8'} data-testid="quiz-link-state">
            {info.getValue() ? t('links.open') : t('links.closed')}
          </Badge>
        ),
      }),
      column.display({
        id: 'revoke',
        header: t('console:table.actions'),
        cell: ({ row }) =>
          row.original.is_open ? (
            <Button
              size="xs"
              variant="default"
              loading={revoke.isPending && revoke.variables?.linkId === row.original.id}
              onClick={() => revoke.mutate({ quizId: quiz.id, linkId: row.original.id })}
              aria-label={t('links.revokeOf', { note: row.original.note || row.original.id })}
            >
              {t('links.revoke')}
            </Button>
          ) : null,
      }),
    ],
    [t, lang, quiz.id, revoke],
  );

  return (
    <section aria-labelledby="quiz-links-heading">
      <Title order={2} size="h3" id="quiz-links-heading" mb="sm">
        {t('links.heading')}
      </Title>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate(
            { quizId: quiz.id, kind, note: note.trim(), expires_at: expiry ? endOfDay(expiry) : null },
            {
              onSuccess: () => {
                setNote('');
                setExpiry('');
              },
            },
          );
        }}
      >
        <Stack gap="sm" mb="md" maw={900}>
          <Radio.Group label={t('links.kind')} value={kind} onChange={(v) => setKind(v as 'general' | 'single')}>
            <Group mt={4}>
              <Radio value="single" label={t('links.singleLong')} />
              <Radio value="general" label={t('links.generalLong')} />
            </Group>
          </Radio.Group>
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label={t('links.note')}
              description={t('links.noteHelp')}
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
              maxLength={200}
              w={320}
              styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
            />
            <TextInput label={t('links.expiryDay')} type="date" value={expiry} onChange={(e) => setExpiry(e.currentTarget.value)} w={200} />
            <Button type="submit" loading={create.isPending}>
              {t('links.create')}
            </Button>
          </Group>
          {create.isError && (
            <Alert color="red" role="alert">
              {failure(create.error)}
            </Alert>
          )}
          {revoke.isError && (
            <Alert color="red" role="alert">
              {failure(revoke.error)}
            </Alert>
          )}
        </Stack>
      </form>
      <DataTable caption={t('links.heading')} data={quiz.links} columns={columns} rowKey={(l) => l.id} filterable={false} />
    </section>
  );
}
