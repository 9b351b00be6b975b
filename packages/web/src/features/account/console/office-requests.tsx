import { Alert, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleSelect } from '../../../components/console/console-select';
import { officeErrorText, officeGet, officeSend, useOfficeMutation } from '../../../components/console/console-api';
import { DataTable } from '../../../components/console/data-table';
import { formatDateTime, PageHeader } from '../../../components/console/page-header';
import { PageLoader } from '../../../components/page-loader';

interface RequestRow {
  id: number;
  kind: string;
  status: string;
  created_at: string;
  resolved_at: string | null;
  user_id: number;
  email: string;
  first_name: string;
  last_name: string;
}
const column = createColumnHelper<RequestRow>();
const STATUSES = ['pending', 'granted', 'rejected', 'all'] as const;
const resolve = ({ id, verb }: { id: number; verb: 'grant' | 'reject' }) => officeSend('post', `/api/admin/requests/${id}/${verb}`, {});

/** /gestion/solicitudes: the members' requests to the office (today: delegation), granted or rejected here. */
export default function OfficeRequests() {
  const { t, i18n } = useTranslation('console');
  const lang = i18n.language;
  const [status, setStatus] = useState<(typeof STATUSES)[number]>('pending');
  // Issue 20, point 1: one click opens a confirmation naming the person; the grant mails them.
  const [confirming, setConfirming] = useState<RequestRow | null>(null);
  const query = useQuery({
    queryKey: ['console', 'requests', status],
    queryFn: ({ signal }) => officeGet<RequestRow[]>('/api/admin/requests', { status }, signal),
  });
  const act = useOfficeMutation(resolve, [
    ['console', 'requests'],
    ['console', 'people'],
    ['console', 'person'],
  ]);
  const columns = useMemo(
    () => [
      column.accessor((r) => `${r.first_name} ${r.last_name}`, { id: 'person', header: t('people.name') }),
      column.accessor('email', { header: t('people.email') }),
      column.accessor('kind', {
        header: t('requests.kind'),
        cell: (i) => t(`requests.kinds.${i.getValue()}`, { defaultValue: i.getValue() }),
      }),
      column.accessor('created_at', { header: t('requests.date'), cell: (i) => formatDateTime(i.getValue(), lang) }),
      column.accessor('status', {
        header: t('requests.status'),
        cell: (i) => (
          <Badge variant="filled" color="blue.9">
            {t(`requests.statuses.${i.getValue()}`)}
          </Badge>
        ),
      }),
      column.display({
        id: 'actions',
        header: t('table.actions'),
        cell: ({ row }) => {
          const r = row.original;
          if (r.status !== 'pending') return null;
          const name = `${r.first_name} ${r.last_name}`;
          return (
            <Group gap="xs" wrap="nowrap">
              <Button size="xs" disabled={act.isPending} onClick={() => setConfirming(r)} aria-label={t('requests.grantOf', { name })}>
                {t('requests.grant')}
              </Button>
              <Button
                size="xs"
                variant="outline"
                color="red.9"
                disabled={act.isPending}
                onClick={() => act.mutate({ id: r.id, verb: 'reject' })}
                aria-label={t('requests.rejectOf', { name })}
              >
                {t('requests.reject')}
              </Button>
            </Group>
          );
        },
      }),
    ],
    [t, lang, act],
  );
  const confirmName = confirming ? `${confirming.first_name} ${confirming.last_name}` : '';
  return (
    <>
      <PageHeader title={t('requests.heading')} />
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('requests.confirmTitle', { name: confirmName })}
        closeButtonProps={{ 'aria-label': t('requests.cancel') }}
      >
        <Stack gap="md">
          <Text size="sm">{t('requests.confirmText', { name: confirmName })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              {t('requests.cancel')}
            </Button>
            <Button
              loading={act.isPending}
              onClick={() => {
                if (!confirming) return;
                act.mutate({ id: confirming.id, verb: 'grant' }, { onSettled: () => setConfirming(null) });
              }}
            >
              {t('requests.confirmGrant')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {act.isError && (
        <Alert color="red" role="alert" mb="sm">
          {officeErrorText(act.error, t)}
        </Alert>
      )}
      {query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <Alert color="red">{t('form.loadFailed')}</Alert>
      ) : (
        <DataTable
          caption={t('requests.heading')}
          data={query.data}
          columns={columns}
          rowKey={(r) => String(r.id)}
          toolbar={
            <ConsoleSelect
              label={t('requests.show')}
              value={status}
              onChange={(e) => setStatus(e.currentTarget.value as typeof status)}
              data={STATUSES.map((s) => ({ value: s, label: t(`requests.statuses.${s}`) }))}
            />
          }
        />
      )}
    </>
  );
}
