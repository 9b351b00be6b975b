import { OFFICE_REQUEST_CODE, REJECT_REASON_MAX, type LicenceRequestRow } from '@club/domain/requests/office.schemas';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  downloadOfficeFile,
  officeErrorText,
  officeGet,
  officeSend,
  type Paged,
  useOfficeMutation,
} from '../../../components/console/console-api';
import { ConfirmDialog } from '../../../components/console/confirm-dialog';
import { ConsoleSelect } from '../../../components/console/console-select';
import { RejectDialog } from '../../../components/console/reject-dialog';
import { ServerTable } from '../../../components/console/data-table';
import { formatDateTime, PageHeader } from '../../../components/console/page-header';
import { formatEuros } from '../../../lib/money';

const column = createColumnHelper<LicenceRequestRow>();
const FILTERS = { pending: '0', processed: '1', all: '' } as const;
type Filter = keyof typeof FILTERS;
const kindsIn = (r: LicenceRequestRow, t: TFunction) =>
  [r.local ? t('licences.kinds.local') : '', r.state ? t('licences.kinds.state') : ''].filter(Boolean).join(', ');

/**
 * /gestion/licencias: the licence requests; a paid one is marked processed once sent to the
 * federation, whose list is an XLSX. Both decisions go through a dialog naming the person and the
 * request (the list may move under the pointer when a new request arrives); a rejection needs a
 * reason, mailed to the family. Rejecting a request paid by card puts its amount in Pagos' «Por
 * devolver» (the server records it in the same transaction): the dialog says how much first.
 */
export default function LicenceRequests() {
  const { t, i18n } = useTranslation('requests');
  const lang = i18n.language;
  const [filter, setFilter] = useState<Filter>('pending');
  const [page, setPage] = useState(1);
  const [asked, setAsked] = useState<{ row: LicenceRequestRow; action: 'process' | 'reject' } | null>(null);
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
  const reject = useOfficeMutation(
    ({ reqid, reason }: { reqid: number; reason: string }) => officeSend('post', `/api/admin/licence-requests/${reqid}/reject`, { reason }),
    // A paid request's rejection owes its money back: the ledger's «Por devolver» changes too.
    [
      ['console', 'licence-requests'],
      ['console', 'payments'],
    ],
  );
  const kindsOf = (r: LicenceRequestRow) => kindsIn(r, t);
  const errorText = (e: Error | null): string | null =>
    e
      ? officeErrorText(e, t, {
          [OFFICE_REQUEST_CODE.licenceNotPaid]: 'console.licences.notPaid',
          [OFFICE_REQUEST_CODE.requestClosed]: 'console.licences.closed',
        })
      : null;
  const close = () => {
    setAsked(null);
    process.reset();
    reject.reset();
  };
  const columns = useMemo(
    () => [
      column.accessor((r) => `${r.first_name} ${r.last_name}`, { id: 'person', header: t('console.licences.person') }),
      column.accessor((r) => kindsIn(r, t), { id: 'kinds', header: t('console.licences.kinds') }),
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
          const name = `${r.first_name} ${r.last_name}`;
          if (r.processed) {
            return (
              <Badge variant="filled" autoContrast color="teal.9">
                {t('console.licences.processed')}
              </Badge>
            );
          }
          if (r.rejected) {
            return (
              <Stack gap={2}>
                <Badge variant="filled" autoContrast color="red.9">
                  {t('console.licences.rejected')}
                </Badge>
                {r.reject_reason ? <Text size="xs">{t('console.licences.reasonOf', { reason: r.reject_reason })}</Text> : null}
              </Stack>
            );
          }
          return (
            <Group gap="xs" wrap="nowrap">
              <Button
                size="xs"
                disabled={!r.paid}
                onClick={() => setAsked({ row: r, action: 'process' })}
                aria-label={t('console.licences.processOf', { name })}
              >
                {t('console.licences.process')}
              </Button>
              <Button
                size="xs"
                variant="outline"
                color="red.9"
                onClick={() => setAsked({ row: r, action: 'reject' })}
                aria-label={t('console.licences.rejectOf', { name })}
              >
                {t('console.licences.reject')}
              </Button>
            </Group>
          );
        },
      }),
    ],
    [t, lang],
  );
  const facts = asked
    ? {
        name: `${asked.row.first_name} ${asked.row.last_name}`,
        reqid: asked.row.reqid,
        kinds: kindsOf(asked.row),
        season: asked.row.season,
      }
    : null;
  return (
    <>
      <PageHeader title={t('console.licences.heading')} />
      {asked?.action === 'process' && facts ? (
        <ConfirmDialog
          title={t('console.licences.confirmTitle', facts)}
          text={t('console.licences.confirmText', facts)}
          confirmLabel={t('console.licences.process')}
          busy={process.isPending}
          error={errorText(process.error)}
          onCancel={close}
          onConfirm={() => process.mutate(asked.row.reqid, { onSuccess: close })}
        />
      ) : null}
      {asked?.action === 'reject' && facts ? (
        <RejectDialog
          title={t('console.licences.rejectTitle', facts)}
          text={
            asked.row.paid_amount > 0
              ? t('console.licences.rejectPaidText', { ...facts, amount: formatEuros(asked.row.paid_amount, lang) })
              : t('console.licences.rejectText', facts)
          }
          maxLength={REJECT_REASON_MAX}
          busy={reject.isPending}
          error={errorText(reject.error)}
          onCancel={close}
          onReject={(reason) => reject.mutate({ reqid: asked.row.reqid, reason }, { onSuccess: close })}
        />
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
