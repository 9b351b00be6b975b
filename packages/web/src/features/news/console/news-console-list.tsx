import type { AdminNewsRow } from '@club/domain/admin/news.schemas';
import { Alert, Anchor, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { officeErrorText, useOfficeMutation } from '../../../components/console/console-api';
import { ServerTable } from '../../../components/console/data-table';
import { PageHeader } from '../../../components/console/page-header';
import { deleteNews, officeNewsQuery } from './news-console-api';

const column = createColumnHelper<AdminNewsRow>();

/** An item's title in the reader's language, Spanish when that one is missing. */
export const newsTitle = (n: Pick<AdminNewsRow, 'translations'>, lang: string): string =>
  n.translations[lang]?.title || n.translations.es?.title || '';

/** /gestion/noticias: every news item, drafts included, newest first, with its editor and deletion. */
export default function NewsConsoleList() {
  const { t, i18n } = useTranslation(['news-console', 'console']);
  const lang = i18n.language;
  const [page, setPage] = useState(1);
  const [toDelete, setToDelete] = useState<AdminNewsRow | null>(null);
  const query = useQuery(officeNewsQuery(page));
  const remove = useOfficeMutation(deleteNews, [['console', 'news']]);
  const columns = useMemo(
    () => [
      column.accessor((n) => newsTitle(n, lang), { id: 'title', header: t('list.title') }),
      column.accessor('date', { header: t('list.date') }),
      column.accessor('is_published', {
        header: t('list.state'),
        cell: (info) => (
          <Badge color={info.getValue() ? 'teal.9' : 'gray.8'} variant="filled">
            {t(info.getValue() ? 'list.published' : 'list.draft')}
          </Badge>
        ),
      }),
      column.display({
        id: 'actions',
        header: t('console:table.actions'),
        cell: ({ row }) => {
          const title = newsTitle(row.original, lang);
          return (
            <Group gap="xs" wrap="nowrap">
              <Anchor component={Link} to={`/gestion/noticias/${row.original.id}/editar`} aria-label={t('list.editOf', { title })}>
                {t('list.edit')}
              </Anchor>
              {row.original.is_published === 1 && (
                <Anchor component={Link} to={`/noticias/${row.original.slug_es}`} aria-label={t('list.viewOf', { title })}>
                  {t('list.view')}
                </Anchor>
              )}
              <Anchor
                component="button"
                type="button"
                c="red.9"
                aria-label={t('list.deleteOf', { title })}
                onClick={() => {
                  remove.reset();
                  setToDelete(row.original);
                }}
              >
                {t('list.delete')}
              </Anchor>
            </Group>
          );
        },
      }),
    ],
    [t, lang, remove],
  );
  return (
    <>
      <PageHeader title={t('list.heading')}>
        <Button component={Link} to="/gestion/noticias/nueva">
          {t('list.new')}
        </Button>
      </PageHeader>
      <ServerTable caption={t('list.heading')} query={query} columns={columns} rowKey={(n) => String(n.id)} page={page} onPage={setPage} />
      <Modal
        opened={toDelete !== null}
        onClose={() => setToDelete(null)}
        title={t('list.deleteTitle')}
        closeButtonProps={{ 'aria-label': t('console:form.close') }}
        transitionProps={{ duration: 0 }}
      >
        {toDelete && (
          <Stack>
            <Text>{t('list.deleteText', { title: newsTitle(toDelete, lang) })}</Text>
            {remove.isError && (
              <Alert color="red" role="alert">
                {officeErrorText(remove.error, t)}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setToDelete(null)}>
                {t('console:form.cancel')}
              </Button>
              <Button
                color="red.8"
                loading={remove.isPending}
                onClick={() => remove.mutate(toDelete.id, { onSuccess: () => setToDelete(null) })}
              >
                {t('list.delete')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
