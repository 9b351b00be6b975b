import type { AdminQuizRow } from '@club/domain/admin/quiz.schemas';
import { Anchor, Button, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ServerTable } from '../../../components/console/data-table';
import { formatDateTime, PageHeader } from '../../../components/console/page-header';
import { quizzesQuery } from './quiz-console-api';

const column = createColumnHelper<AdminQuizRow>();

/** A quiz's title in the reader's language, Spanish when that one is empty. */
export const quizTitle = (q: { title_es: string; title_eus: string; title_en: string }, lang: string): string =>
  (lang === 'eus' ? q.title_eus : lang === 'en' ? q.title_en : q.title_es) || q.title_es;

/** /gestion/cuestionarios: every quiz with its items, links and answers. */
export default function QuizzesList() {
  const { t, i18n } = useTranslation(['quiz-console', 'console']);
  const lang = i18n.language;
  const [page, setPage] = useState(1);
  const query = useQuery(quizzesQuery(page));
  const columns = useMemo(
    () => [
      column.accessor((q) => quizTitle(q, lang), { id: 'title', header: t('list.title') }),
      column.accessor('items', { header: t('list.items') }),
      column.accessor((q) => `${q.open_links} / ${q.links}`, { id: 'links', header: t('list.links') }),
      column.accessor('answers', { header: t('list.answers') }),
      column.accessor('created_at', { header: t('list.created'), cell: (info) => formatDateTime(info.getValue(), lang) }),
      column.display({
        id: 'actions',
        header: t('console:table.actions'),
        cell: ({ row }) => {
          const title = quizTitle(row.original, lang);
          return (
            <Group gap="xs" wrap="nowrap">
              <Anchor component={Link} to={`/gestion/cuestionarios/${row.original.id}`} aria-label={t('list.openOf', { title })}>
                {t('list.open')}
              </Anchor>
              <Anchor component={Link} to={`/gestion/cuestionarios/${row.original.id}/editar`} aria-label={t('list.editOf', { title })}>
                {t('list.edit')}
              </Anchor>
            </Group>
          );
        },
      }),
    ],
    [t, lang],
  );
  return (
    <>
      <PageHeader title={t('list.heading')}>
        <Button component={Link} to="/gestion/cuestionarios/nuevo">
          {t('list.new')}
        </Button>
      </PageHeader>
      <ServerTable caption={t('list.heading')} query={query} columns={columns} rowKey={(q) => String(q.id)} page={page} onPage={setPage} />
    </>
  );
}
