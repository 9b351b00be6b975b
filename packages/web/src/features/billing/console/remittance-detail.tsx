import { RETURN_REASONS, type Remittance } from '@club/domain/billing/billing.schemas';
import { Alert, Badge, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ConsoleSelect } from '../../../components/console/console-select';
import { downloadOfficeFile, useOfficeMutation } from '../../../components/console/console-api';
import { DataTable } from '../../../components/console/data-table';
import { formatDateTime, formatEuros, PageHeader } from '../../../components/console/page-header';
import { PageLoader } from '../../../components/page-loader';
import { saveXlsx } from '../../activities';
import { markReturned, remittanceQuery } from './billing-console-api';
import { remittanceTable } from './remittance-export';
import { ExcludedTable } from './remittances';

type Debit = Remittance['transactions'][number];
const column = createColumnHelper<Debit>();

/** "Mark returned": the bank's reason for the return, then the debit's charges are due again. */
function ReturnAction({ remittanceId, debit }: { remittanceId: number; debit: Debit }) {
  const { t } = useTranslation('billing-console');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<string>(RETURN_REASONS[0]);
  const mark = useOfficeMutation(markReturned, [
    ['console', 'remittance', remittanceId],
    ['console', 'remittances'],
  ]);
  return (
    <>
      <Button
        size="xs"
        variant="outline"
        color="red.9"
        onClick={() => setOpen(true)}
        aria-label={t('returns.markOf', { name: debit.name })}
      >
        {t('returns.mark')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('returns.title', { name: debit.name })}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            mark.mutate({ id: remittanceId, txId: debit.id, reason }, { onSuccess: () => setOpen(false) });
          }}
        >
          <Stack>
            <Text size="sm">{t('returns.explain')}</Text>
            <ConsoleSelect
              label={t('returns.reason')}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              data={RETURN_REASONS.map((r) => ({ value: r, label: `${r} · ${t(`returnReasons.${r}`)}` }))}
            />
            {mark.isError && (
              <Alert color="red" role="alert">
                {t('returns.failed')}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(false)}>
                {t('returns.cancel')}
              </Button>
              <Button type="submit" color="red.9" loading={mark.isPending}>
                {t('returns.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}

/** /gestion/remesas/{id}: a remittance's debits and exclusions, its XML file and spreadsheet, the bank's returns. */
export default function RemittanceDetail() {
  const { t, i18n } = useTranslation('billing-console');
  const lang = i18n.language;
  const id = Number(useParams().id);
  const query = useQuery({ ...remittanceQuery(id), enabled: Number.isInteger(id) && id > 0 });
  const [failed, setFailed] = useState(false);

  const columns = useMemo(
    () => [
      column.accessor('name', { header: t('columns.debtor') }),
      column.accessor('iban', { header: t('columns.iban') }),
      column.accessor('mandate_ref', {
        header: t('columns.mandate'),
        cell: ({ row }) => `${row.original.mandate_ref} (${row.original.mandate_signed_on})`,
      }),
      column.accessor('sequence', { header: t('columns.sequence') }),
      column.accessor((d) => d.lines.map((l) => (lang === 'eus' ? l.concept_eus : l.concept)).join(' / '), {
        id: 'concepts',
        header: t('columns.concepts'),
      }),
      column.accessor('amount', { header: t('columns.amount'), cell: (i) => formatEuros(i.getValue(), lang) }),
      column.accessor('status', {
        header: t('columns.status'),
        cell: ({ row }) => (
          <Badge
            variant="filled"
            color={row.original.status === 'returned' ? 'red.9' : row.original.status === 'sent' ? 'blue.9' : 'teal.9'}
          >
            {row.original.status === 'returned'
              ? t('statuses.returnedWith', { reason: row.original.return_reason ?? '' })
              : t(`statuses.${row.original.status}`)}
          </Badge>
        ),
      }),
      column.display({
        id: 'actions',
        header: t('columns.actions'),
        // A bank's reject (before the collection date) or return (after it): both are marked here.
        cell: ({ row }) => (row.original.status !== 'returned' ? <ReturnAction remittanceId={id} debit={row.original} /> : null),
      }),
    ],
    [t, lang, id],
  );

  if (query.isPending) return <PageLoader />;
  if (query.isError) return <Alert color="red">{t('detail.loadFailed')}</Alert>;
  const r = query.data;
  const title = t('detail.heading', { date: r.collection_date, id: r.id });

  const download = async () => {
    setFailed(false);
    try {
      await downloadOfficeFile(`/api/admin/remittances/${r.id}/pain008`, `remesa-${r.collection_date}-${r.id}.xml`);
    } catch {
      setFailed(true);
    }
  };
  const exportXlsx = () =>
    saveXlsx(
      remittanceTable(r, lang, {
        columns: ['debtor', 'iban', 'mandate', 'sequence', 'amount', 'concepts', 'status'].map((c) => t(`columns.${c}`)),
        status: (s) => t(`statuses.${s}`),
        reason: (x) => t(`reasons.${x}`),
        excluded: t('statuses.excluded'),
      }),
      `remesa-${r.collection_date}-${r.id}.xlsx`,
      t('detail.sheet'),
    );

  return (
    <>
      <PageHeader title={title}>
        <Group>
          <Button onClick={() => void download()}>{t('detail.downloadXml')}</Button>
          <Button variant="outline" onClick={() => void exportXlsx()}>
            {t('detail.exportXlsx')}
          </Button>
        </Group>
      </PageHeader>
      <Text mb="sm">
        <Link to="/gestion/remesas">{t('detail.back')}</Link>
      </Text>
      {failed && (
        <Alert color="red" role="alert" mb="md">
          {t('detail.downloadFailed')}
        </Alert>
      )}
      <Text mb="md">
        {t('detail.summary', {
          count: r.transactions.length,
          total: formatEuros(r.total, lang),
          created: formatDateTime(r.created_at, lang),
        })}
      </Text>
      <DataTable caption={t('detail.debits')} data={r.transactions} columns={columns} rowKey={(d) => String(d.id)} />
      <Title order={2} size="h3" mt="xl" mb="sm">
        {t('excluded.heading')}
      </Title>
      {r.excluded.length > 0 ? <ExcludedTable rows={r.excluded} /> : <Text>{t('excluded.none')}</Text>}
    </>
  );
}
