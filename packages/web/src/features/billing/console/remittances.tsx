import type { Remittance, RemittanceRow } from '@club/domain/billing/billing.schemas';
import { earliestCollectionDate } from '@club/domain/billing/collection.rules';
import { madridDate } from '@club/domain/shared/dates';
import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { OfficeError } from '../../../components/console/console-api';
import { DataTable, ServerTable } from '../../../components/console/data-table';
import { formatDateTime, formatEuros, PageHeader } from '../../../components/console/page-header';
import { generateRemittance, previewRemittance, remittancesQuery } from './billing-console-api';

const column = createColumnHelper<RemittanceRow>();
type Excluded = Remittance['excluded'][number];
const excludedColumn = createColumnHelper<Excluded>();

/** Why the server refused a date or a remittance, in words. */
function useRefusal() {
  const { t } = useTranslation('billing-console');
  return (e: unknown) => {
    if (e instanceof OfficeError && e.code === 2) return t('generate.nothing');
    const problem = e instanceof OfficeError ? /collection_date: (\w+)/.exec(e.ext ?? '')?.[1] : undefined;
    return problem ? t(`generate.dateProblems.${problem}`, { defaultValue: t('generate.failed') }) : t('generate.failed');
  };
}

/** The excluded debtors of a preview or a remittance, with the reason and what stays due. */
export function ExcludedTable({ rows }: { rows: Excluded[] }) {
  const { t, i18n } = useTranslation('billing-console');
  const columns = useMemo(
    () => [
      excludedColumn.accessor('name', { header: t('columns.debtor') }),
      excludedColumn.accessor('reason', { header: t('columns.reason'), cell: (i) => t(`reasons.${i.getValue()}`) }),
      excludedColumn.accessor((e) => e.lines.map((l) => (i18n.language === 'eus' ? l.concept_eus : l.concept)).join(' / '), {
        id: 'concepts',
        header: t('columns.concepts'),
      }),
      excludedColumn.accessor('amount', { header: t('columns.amount'), cell: (i) => formatEuros(i.getValue(), i18n.language) }),
    ],
    [t, i18n.language],
  );
  return <DataTable caption={t('excluded.caption')} data={rows} columns={columns} filterable={false} />;
}

/**
 * /gestion/remesas: generate the SEPA remittance of a collection date (after a preview of what it
 * will collect and whom it leaves out, and why), and the history of remittances.
 */
export default function Remittances() {
  const { t, i18n } = useTranslation('billing-console');
  const lang = i18n.language;
  const navigate = useNavigate();
  const client = useQueryClient();
  const refusal = useRefusal();
  const [date, setDate] = useState(() => earliestCollectionDate(madridDate(new Date())));
  const [page, setPage] = useState(1);
  const history = useQuery({ ...remittancesQuery(page), placeholderData: keepPreviousData });
  const preview = useMutation({ mutationFn: previewRemittance });
  const generate = useMutation({
    mutationFn: generateRemittance,
    onSuccess: async (r) => {
      await client.invalidateQueries({ queryKey: ['console', 'remittances'] });
      void navigate(`/gestion/remesas/${r.id}`);
    },
  });
  const shown = preview.data && preview.data.collection_date === date ? preview.data : null;

  const columns = useMemo(
    () => [
      column.accessor('collection_date', {
        header: t('columns.collectionDate'),
        cell: ({ row, getValue }) => (
          <Link to={`/gestion/remesas/${row.original.id}`} aria-label={t('history.open', { date: getValue(), id: row.original.id })}>
            {getValue()}
          </Link>
        ),
      }),
      column.accessor('created_at', { header: t('columns.createdAt'), cell: (i) => formatDateTime(i.getValue(), lang) }),
      column.accessor('transactions', { header: t('columns.debits') }),
      column.accessor('total', { header: t('columns.total'), cell: (i) => formatEuros(i.getValue(), lang) }),
      column.accessor('excluded', { header: t('columns.excluded') }),
      column.accessor('returned', {
        header: t('columns.returned'),
        cell: ({ row }) =>
          row.original.returned > 0 ? `${row.original.returned} (${formatEuros(row.original.returned_total, lang)})` : '0',
      }),
    ],
    [t, lang],
  );

  return (
    <>
      <PageHeader title={t('heading')} />
      <Stack gap="md" mb="xl">
        <Title order={2} size="h3">
          {t('generate.heading')}
        </Title>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            generate.reset();
            preview.mutate(date);
          }}
        >
          <Group align="flex-end">
            <TextInput
              type="date"
              label={t('generate.date')}
              description={t('generate.dateHelp')}
              value={date}
              required
              onChange={(e) => setDate(e.currentTarget.value)}
            />
            <Button type="submit" loading={preview.isPending}>
              {t('generate.preview')}
            </Button>
          </Group>
        </form>
        {preview.isError && (
          <Alert color="red" role="alert">
            {refusal(preview.error)}
          </Alert>
        )}
        {shown && (
          <Stack gap="sm" aria-live="polite">
            <Text>
              {t('generate.summary', {
                count: shown.transactions.length,
                total: formatEuros(shown.total, lang),
                date: shown.collection_date,
              })}
            </Text>
            {shown.excluded.length > 0 ? <ExcludedTable rows={shown.excluded} /> : <Text>{t('excluded.none')}</Text>}
            {generate.isError && (
              <Alert color="red" role="alert">
                {refusal(generate.error)}
              </Alert>
            )}
            <Group>
              <Button
                onClick={() => generate.mutate(shown.collection_date)}
                loading={generate.isPending}
                disabled={shown.transactions.length === 0}
              >
                {t('generate.confirm', { date: shown.collection_date })}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
      <Title order={2} size="h3" mb="sm">
        {t('history.heading')}
      </Title>
      <ServerTable
        caption={t('history.caption')}
        query={history}
        page={page}
        onPage={setPage}
        columns={columns}
        rowKey={(r) => String(r.id)}
      />
    </>
  );
}
