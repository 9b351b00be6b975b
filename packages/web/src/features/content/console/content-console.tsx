import type { ContentCollection } from '@club/domain/admin/content.schemas';
import { Alert, Anchor, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes, useParams } from 'react-router';
import { officeErrorText, useOfficeMutation } from '../../../components/console/console-api';
import { DataTable } from '../../../components/console/data-table';
import { formatEuros, PageHeader } from '../../../components/console/page-header';
import { PageLoader } from '../../../components/page-loader';
import { COLLECTIONS, rowTitle, type CollectionSpec } from './collections';
import { contentRowsQuery, deleteContent, PUBLIC_KEYS, type ContentRow } from './content-console-api';
import { ContentForm } from './content-form';

/**
 * /gestion/carrusel, /gestion/avisos, /gestion/marcas, /gestion/cuotas: the public content the
 * office keeps (slides, this-week banners, record groups, membership types). One list and one
 * form, driven by the collection's fields (collections.ts); `nuevo` creates, `{id}` edits.
 */
export default function ContentConsole({ collection }: { collection: ContentCollection }) {
  const spec = COLLECTIONS[collection];
  return (
    <Routes>
      <Route index element={<ContentList spec={spec} />} />
      <Route path="nuevo" element={<ContentEdit spec={spec} />} />
      <Route path=":id" element={<ContentEdit spec={spec} />} />
    </Routes>
  );
}

const column = createColumnHelper<ContentRow>();

function ContentList({ spec }: { spec: CollectionSpec }) {
  const { t, i18n } = useTranslation(['content-console', 'console']);
  const lang = i18n.language;
  const query = useQuery(contentRowsQuery(spec.c));
  const [deleting, setDeleting] = useState<ContentRow | null>(null);
  const columns = useMemo(
    () => [
      column.accessor('position', { header: t('list.position') }),
      column.accessor((r) => rowTitle(spec, r, lang), { id: 'title', header: t(`fields.${spec.titleKey}`) }),
      column.accessor((r) => spec.summary(r, { t, euros: (n) => formatEuros(n, lang) }), { id: 'summary', header: t(`${spec.c}.summary`) }),
      column.accessor('visible', {
        header: t('list.visible'),
        cell: (info) => (
          <Badge color={info.getValue() ? 'teal.9' : 'gray.8'} variant="filled">
            {t(info.getValue() ? 'list.shown' : 'list.hidden')}
          </Badge>
        ),
      }),
      column.display({
        id: 'actions',
        header: t('console:table.actions'),
        cell: ({ row }) => {
          const title = rowTitle(spec, row.original, lang);
          return (
            <Group gap="xs" wrap="nowrap">
              <Anchor component={Link} to={`/gestion/${spec.path}/${row.original.id}`} aria-label={t('list.editOf', { title })}>
                {t('list.edit')}
              </Anchor>
              <Button
                size="compact-sm"
                variant="default"
                onClick={() => setDeleting(row.original)}
                aria-label={t('list.deleteOf', { title })}
              >
                {t('list.delete')}
              </Button>
            </Group>
          );
        },
      }),
    ],
    [t, lang, spec],
  );
  return (
    <>
      <PageHeader title={t(`${spec.c}.heading`)}>
        <Button component={Link} to={`/gestion/${spec.path}/nuevo`}>
          {t(`${spec.c}.new`)}
        </Button>
      </PageHeader>
      <Text size="sm" mb="sm">
        {t(`${spec.c}.intro`)}
      </Text>
      {query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <Alert color="red">{t('console:form.loadFailed')}</Alert>
      ) : (
        <DataTable caption={t(`${spec.c}.heading`)} data={query.data} columns={columns} rowKey={(r) => String(r.id)} />
      )}
      {deleting && <ConfirmDelete spec={spec} row={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}

function ConfirmDelete({ spec, row, onClose }: { spec: CollectionSpec; row: ContentRow; onClose: () => void }) {
  const { t, i18n } = useTranslation(['content-console', 'console']);
  const remove = useOfficeMutation(deleteContent, [['console', 'content', spec.c], ...PUBLIC_KEYS[spec.c]]);
  const title = rowTitle(spec, row, i18n.language);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('delete.title', { title })}
      closeButtonProps={{ 'aria-label': t('console:form.close') }}
      transitionProps={{ duration: 0 }}
    >
      <Stack>
        <Text>{t('delete.text')}</Text>
        {remove.isError && (
          <Alert color="red" role="alert">
            {officeErrorText(remove.error, t)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('console:form.cancel')}
          </Button>
          <Button color="red.8" loading={remove.isPending} onClick={() => remove.mutate({ c: spec.c, id: row.id }, { onSuccess: onClose })}>
            {t('delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function ContentEdit({ spec }: { spec: CollectionSpec }) {
  const { t } = useTranslation(['content-console', 'console']);
  const { id } = useParams();
  const query = useQuery(contentRowsQuery(spec.c));
  if (id === undefined) return <ContentForm key="new" spec={spec} row={null} />;
  if (query.isPending) return <PageLoader />;
  const row = query.data?.find((r) => String(r.id) === id);
  if (query.isError || !row) return <Alert color="red">{t('console:form.loadFailed')}</Alert>;
  return <ContentForm key={id} spec={spec} row={row} />;
}
