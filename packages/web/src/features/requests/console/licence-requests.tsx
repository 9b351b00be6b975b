import type { LicenceRequestRow } from '@club/domain/requests/office.schemas';
import { Alert, Badge, Button, Group } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  downloadOfficeFile,
  OfficeError,
  officeErrorText,
  officeGet,
  officeSend,
  type Paged,
  useOfficeMutation,
} from '../../../components/console/console-api';
import { ConsoleSelect } from '../../../components/console/console-select';
import { ServerTable } from '../../../components/console/data-table';
import { formatDateTime, PageHeader } from '../../../components/console/page-header';

const column = createColumnHelper<LicenceRequestRow>();
const FILTERS = { pending: '0', processed: '1', all: '' } as const;
type Filter = keyof typeof FILTERS;

/** /gestion/licencias: the licence requests; a paid one is marked processed once sent to the federation, whose list is an XLSX. */
export default function LicenceRequests() {
  const { t, i18n } = useTranslation('requests');
  const lang = i18n.language;
  const [filter, setFilter] = useState<Filter>('pending');
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ['console', 'licence-requests', filter, page],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      officeGet<Paged<LicenceRequestRow>>('/api/admin/licence-requests', { processed: FILTERS[filter], page }, signal),
  });
  const process = useOfficeMutation(
    (reqid: number) => officeSend('post', `/api/admin/licence-requests/${reqid}/processed`, {}),
    [['console', 'licence-requests']],
  );
  const columns = useMemo(
    () => [
      column.accessor((r) => `${r.first_name} ${r.last_name}`, { id: 'person', header: t('console.licences.person') }),
      column.accessor(
        (r) => [r.local ? t('licences.kinds.local') : '', r.state ? t('licences.kinds.state') : ''].filter(Boolean).join(', '),
        {
          id: 'kinds',
          header: t('console.licences.kinds'),
        },
      ),
      column.accessor('season', { header: t('console.licences.season') }),
      column.accessor('created_at', { header: t('console.licences.date'), cell: (i) => formatDateTime(i.getValue(), lang) }),
      column.accessor('paid', {
        header: t('console.licences.paid'),
        cell: (i) => (i.getValue() ? t('console.licences.yes') : t('console.licences.no')),
      }),
      column.display({
        id: 'actions',
        header: t('console.licences.status'),
        cell: ({ row }) => {
          const r = row.original;
          if (r.processed) {
            return (
              <Badge variant="filled" autoContrast color="teal.9">
                {t('console.licences.processed')}
              </Badge>
            );
          }
          return (
            <Button
              size="xs"
              disabled={!r.paid || process.isPending}
              onClick={() => process.mutate(r.reqid)}
              aria-label={t('console.licences.processOf', { name: `${r.first_name} ${r.last_name}` })}
            >
              {t('console.licences.process')}
            </Button>
          );
        },
      }),
    ],
    [t, lang, process],
  );
  return (
    <>
      <PageHeader title={t('console.licences.heading')} />
      {process.isError ? (
        <Alert color="red" role="alert" mb="sm">
          {process.error instanceof OfficeError && process.error.code === 1
            ? t('console.licences.notPaid')
            : officeErrorText(process.error, t)}
        </Alert>
      ) : null}
      <ServerTable
        caption={t('console.licences.heading')}
        query={query}
        columns={columns}
        rowKey={(r) => String(r.reqid)}
        page={page}
        onPage={setPage}
        toolbar={
          <Group align="end">
            <ConsoleSelect
              label={t('console.licences.show')}
              value={filter}
              onChange={(e) => {
                setFilter(e.currentTarget.value as Filter);
                setPage(1);
              }}
              data={(Object.keys(FILTERS) as Filter[]).map((f) => ({ value: f, label: t(`console.licences.filters.${f}`) }))}
            />
            <Button variant="light" onClick={() => void downloadOfficeFile('/api/admin/licence-requests/export.xlsx', 'licencias.xlsx')}>
              {t('console.licences.export')}
            </Button>
          </Group>
        }
      />
    </>
  );
}
