import type { SportscardRequestRow } from '@club/domain/requests/office.schemas';
import { Alert, Badge, Button, Group } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api';
import { officeGet, officeSend, saveBlob, useOfficeMutation, type Paged } from '../../../components/console/console-api';
import { ServerTable } from '../../../components/console/data-table';
import { formatDateTime, PageHeader } from '../../../components/console/page-header';

const column = createColumnHelper<SportscardRequestRow>();

/** The signed document a request rests on (file/?id= serves the office any person's file). */
async function downloadDocument(fileId: number, name: string): Promise<void> {
  const res = await api.get<{ name: string; result: string }>('v3/delegated_acct/file', { id: fileId });
  if (res.success !== 1 || !res.data) throw new Error('file failed');
  const m = /^data:([^;,]*);base64,(.*)$/s.exec(res.data.result);
  if (!m) throw new Error('file failed');
  const bin = atob(m[2]!);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  saveBlob(new Blob([bytes], { type: m[1] || 'application/octet-stream' }), name);
}

/** /gestion/tarjetas: the sports-card requests with their signed documents; marked processed once the card is issued. */
export default function SportscardRequests() {
  const { t, i18n } = useTranslation('requests');
  const lang = i18n.language;
  const [page, setPage] = useState(1);
  const [failed, setFailed] = useState(false);
  const query = useQuery({
    queryKey: ['console', 'sportscard-requests', page],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => officeGet<Paged<SportscardRequestRow>>('/api/admin/sportscard-requests', { page }, signal),
  });
  const process = useOfficeMutation(
    (id: number) => officeSend('post', `/api/admin/sportscard-requests/${id}/processed`, {}),
    [['console', 'sportscard-requests']],
  );
  const columns = useMemo(
    () => [
      column.accessor((r) => `${r.first_name} ${r.last_name}`, { id: 'person', header: t('console.sportscard.person') }),
      column.accessor('created_at', { header: t('console.sportscard.date'), cell: (i) => formatDateTime(i.getValue(), lang) }),
      column.display({
        id: 'document',
        header: t('console.sportscard.document'),
        cell: ({ row }) => {
          const r = row.original;
          return (
            <Button
              size="xs"
              variant="light"
              onClick={() => downloadDocument(r.file_id, r.file_name).catch(() => setFailed(true))}
              aria-label={t('console.sportscard.downloadOf', { name: `${r.first_name} ${r.last_name}` })}
            >
              {t('console.sportscard.download')}
            </Button>
          );
        },
      }),
      column.display({
        id: 'actions',
        header: t('console.sportscard.status'),
        cell: ({ row }) => {
          const r = row.original;
          return r.processed ? (
            <Badge variant="filled" autoContrast color="teal.9">
              {t('console.sportscard.states.1')}
            </Badge>
          ) : (
            <Group gap="xs" wrap="nowrap">
              <Button
                size="xs"
                disabled={process.isPending}
                onClick={() => process.mutate(r.id)}
                aria-label={t('console.sportscard.processOf', { name: `${r.first_name} ${r.last_name}` })}
              >
                {t('console.sportscard.process')}
              </Button>
            </Group>
          );
        },
      }),
    ],
    [t, lang, process],
  );
  return (
    <>
      <PageHeader title={t('console.sportscard.heading')} />
      {failed || process.isError ? (
        <Alert color="red" role="alert" mb="sm">
          {t('sportscard.templateFailed')}
        </Alert>
      ) : null}
      <ServerTable
        caption={t('console.sportscard.heading')}
        query={query}
        columns={columns}
        rowKey={(r) => String(r.id)}
        page={page}
        onPage={setPage}
      />
    </>
  );
}
