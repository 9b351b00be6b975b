import { OFFICE_REQUEST_CODE, REJECT_REASON_MAX, type SportscardRequestRow } from '@club/domain/requests/office.schemas';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api';
import { ConfirmDialog } from '../../../components/console/confirm-dialog';
import { officeGet, officeSend, OfficeError, saveBlob, useOfficeMutation, type Paged } from '../../../components/console/console-api';
import { ConsoleSelect } from '../../../components/console/console-select';
import { RejectDialog } from '../../../components/console/reject-dialog';
import { ServerTable } from '../../../components/console/data-table';
import { formatDateTime, PageHeader } from '../../../components/console/page-header';

const column = createColumnHelper<SportscardRequestRow>();
const FILTERS = { pending: '0', processed: '1', all: '' } as const;
type Filter = keyof typeof FILTERS;

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

/**
 * /gestion/tarjetas: the sports-card requests with their signed documents, pending ones first
 * shown (like Licencias); marked processed once the card is issued, or rejected with a reason.
 * Both decisions go through a dialog naming the person and the request, and mail the family.
 */
export default function SportscardRequests() {
  const { t, i18n } = useTranslation('requests');
  const lang = i18n.language;
  const [filter, setFilter] = useState<Filter>('pending');
  const [page, setPage] = useState(1);
  const [failed, setFailed] = useState(false);
  const [asked, setAsked] = useState<{ row: SportscardRequestRow; action: 'process' | 'reject' } | null>(null);
  const query = useQuery({
    queryKey: ['console', 'sportscard-requests', filter, page],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      officeGet<Paged<SportscardRequestRow>>('/api/admin/sportscard-requests', { processed: FILTERS[filter], page }, signal),
  });
  const process = useOfficeMutation(
    (id: number) => officeSend('post', `/api/admin/sportscard-requests/${id}/processed`, {}),
    [['console', 'sportscard-requests']],
  );
  const reject = useOfficeMutation(
    ({ id, reason }: { id: number; reason: string }) => officeSend('post', `/api/admin/sportscard-requests/${id}/reject`, { reason }),
    [['console', 'sportscard-requests']],
  );
  const errorText = (e: Error | null): string | null =>
    !e
      ? null
      : e instanceof OfficeError && e.code === OFFICE_REQUEST_CODE.requestClosed
        ? t('console.sportscard.closed')
        : t('console.sportscard.failed');
  const close = () => {
    setAsked(null);
    process.reset();
    reject.reset();
  };
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
          const name = `${r.first_name} ${r.last_name}`;
          if (r.processed) {
            return (
              <Badge variant="filled" autoContrast color="teal.9">
                {t('console.sportscard.states.1')}
              </Badge>
            );
          }
          if (r.rejected) {
            return (
              <Stack gap={2}>
                <Badge variant="filled" autoContrast color="red.9">
                  {t('console.sportscard.rejectedState')}
                </Badge>
                {r.reject_reason ? <Text size="xs">{t('console.licences.reasonOf', { reason: r.reject_reason })}</Text> : null}
              </Stack>
            );
          }
          return (
            <Group gap="xs" wrap="nowrap">
              <Button
                size="xs"
                onClick={() => setAsked({ row: r, action: 'process' })}
                aria-label={t('console.sportscard.processOf', { name })}
              >
                {t('console.sportscard.process')}
              </Button>
              <Button
                size="xs"
                variant="outline"
                color="red.9"
                onClick={() => setAsked({ row: r, action: 'reject' })}
                aria-label={t('console.sportscard.rejectOf', { name })}
              >
                {t('console.sportscard.reject')}
              </Button>
            </Group>
          );
        },
      }),
    ],
    [t, lang],
  );
  const facts = asked
    ? { name: `${asked.row.first_name} ${asked.row.last_name}`, id: asked.row.id, date: formatDateTime(asked.row.created_at, lang) }
    : null;
  return (
    <>
      <PageHeader title={t('console.sportscard.heading')} />
      {failed ? (
        <Alert color="red" role="alert" mb="sm">
          {t('sportscard.templateFailed')}
        </Alert>
      ) : null}
      {asked?.action === 'process' && facts ? (
        <ConfirmDialog
          title={t('console.sportscard.confirmTitle', facts)}
          text={t('console.sportscard.confirmText', facts)}
          confirmLabel={t('console.sportscard.process')}
          busy={process.isPending}
          error={errorText(process.error)}
          onCancel={close}
          onConfirm={() => process.mutate(asked.row.id, { onSuccess: close })}
        />
      ) : null}
      {asked?.action === 'reject' && facts ? (
        <RejectDialog
          title={t('console.sportscard.rejectTitle', facts)}
          text={t('console.sportscard.rejectText', facts)}
          maxLength={REJECT_REASON_MAX}
          busy={reject.isPending}
          error={errorText(reject.error)}
          onCancel={close}
          onReject={(reason) => reject.mutate({ id: asked.row.id, reason }, { onSuccess: close })}
        />
      ) : null}
      <ServerTable
        caption={t('console.sportscard.heading')}
        query={query}
        columns={columns}
        rowKey={(r) => String(r.id)}
        page={page}
        onPage={setPage}
        toolbar={
          <ConsoleSelect
            label={t('console.sportscard.show')}
            value={filter}
            onChange={(e) => {
              setFilter(e.currentTarget.value as Filter);
              setPage(1);
            }}
            data={(Object.keys(FILTERS) as Filter[]).map((f) => ({ value: f, label: t(`console.sportscard.filters.${f}`) }))}
          />
        }
      />
    </>
  );
}
