import { maskIban } from '@club/domain/account/account.rules';
import type { Remittance, RemittanceRow } from '@club/domain/billing/billing.schemas';
import { COLLECTION_LEAD_BUSINESS_DAYS, earliestCollectionDate } from '@club/domain/billing/collection.rules';
import { madridDate } from '@club/domain/shared/dates';
import { Alert, Badge, Button, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { OfficeError } from '../../../components/console/console-api';
import { ApiError } from '../../../lib/api';
import { DataTable, ServerTable } from '../../../components/console/data-table';
import { formatDateTime, formatEuros, PageHeader } from '../../../components/console/page-header';
import { generateRemittance, previewRemittance, remittancesQuery } from './billing-console-api';

const column = createColumnHelper<RemittanceRow>();
type Excluded = Remittance['excluded'][number];
const excludedColumn = createColumnHelper<Excluded>();

const DATE_PROBLEMS = ['format', 'too_soon', 'closed_day', 'too_far'] as const;

/**
 * The collection date's problem the server answered (400, `ext` "body.collection_date: too_soon",
 * domain collectionDateProblem), or null for any other refusal. A malformed date (zod's message)
 * counts as `format`.
 */
function dateProblemOf(e: unknown): (typeof DATE_PROBLEMS)[number] | null {
  const ext = e instanceof ApiError ? e.envelope?.ext : e instanceof OfficeError ? e.ext : undefined;
  const found = typeof ext === 'string' ? /collection_date: (\S+)/.exec(ext)?.[1] : undefined;
  if (!found) return null;
  return (DATE_PROBLEMS as readonly string[]).includes(found) ? (found as (typeof DATE_PROBLEMS)[number]) : 'format';
}

/** Why the server refused a date or a remittance, in words: each date problem its own message. */
function useRefusal() {
  const { t } = useTranslation('billing-console');
  return (e: unknown) => {
    if (e instanceof OfficeError && e.code === 2) return t('generate.nothing');
    const problem = dateProblemOf(e);
    return problem
      ? t(`generate.dateProblems.${problem}`, {
          count: COLLECTION_LEAD_BUSINESS_DAYS,
          earliest: earliestCollectionDate(madridDate(new Date())),
        })
      : t('generate.failed');
  };
}

type Debit = Remittance['transactions'][number];
const debitColumn = createColumnHelper<Debit>();

/**
 * What a preview will collect, one row per debit, so the office checks it before generating: the
 * debtor, the mandate, the account (IBAN masked but for its last four digits: enough to tell two
 * accounts apart on the screen), the concepts and the amount.
 */
function DebitsTable({ rows }: { rows: Debit[] }) {
  const { t, i18n } = useTranslation('billing-console');
  const columns = useMemo(
    () => [
      debitColumn.accessor('name', { header: t('columns.debtor') }),
      debitColumn.accessor('mandate_ref', { header: t('columns.mandateRef') }),
      debitColumn.accessor((d) => maskIban(d.iban), { id: 'iban', header: t('columns.iban') }),
      debitColumn.accessor((d) => d.lines.map((l) => (i18n.language === 'eus' ? l.concept_eus : l.concept)).join(' / '), {
        id: 'concepts',
        header: t('columns.concepts'),
      }),
      debitColumn.accessor('amount', { header: t('columns.amount'), cell: (i) => formatEuros(i.getValue(), i18n.language) }),
    ],
    [t, i18n.language],
  );
  return <DataTable caption={t('generate.debitsCaption')} data={rows} columns={columns} filterable={false} />;
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
  const [confirming, setConfirming] = useState(false);
  // A refused date is marked on the field itself; other refusals show below it.
  const dateError = preview.isError && dateProblemOf(preview.error) ? refusal(preview.error) : null;

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
      // With the bank until its collection date has passed; only then is money in (debitStatus).
      column.accessor('status', {
        header: t('columns.status'),
        cell: ({ row }) => (
          <Badge variant="filled" color={row.original.status === 'sent' ? 'blue.9' : 'teal.9'}>
            {row.original.status === 'sent'
              ? t('statuses.sent')
              : t('history.collected', { total: formatEuros(row.original.collected_total, lang) })}
          </Badge>
        ),
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
              error={dateError}
              onChange={(e) => setDate(e.currentTarget.value)}
            />
            <Button type="submit" loading={preview.isPending}>
              {t('generate.preview')}
            </Button>
          </Group>
        </form>
        {preview.isError && !dateError && (
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
            {shown.transactions.length > 0 ? <DebitsTable rows={shown.transactions} /> : null}
            <Title order={3} size="h4">
              {t('excluded.heading')}
            </Title>
            {shown.excluded.length > 0 ? <ExcludedTable rows={shown.excluded} /> : <Text>{t('excluded.none')}</Text>}
            {generate.isError && (
              <Alert color="red" role="alert">
                {refusal(generate.error)}
              </Alert>
            )}
            <Group>
              <Button onClick={() => setConfirming(true)} loading={generate.isPending} disabled={shown.transactions.length === 0}>
                {t('generate.confirm', { date: shown.collection_date })}
              </Button>
            </Group>
            <Modal
              opened={confirming}
              onClose={() => setConfirming(false)}
              title={t('generate.confirmTitle')}
              closeButtonProps={{ 'aria-label': t('generate.cancel') }}
            >
              <Stack>
                <Text>
                  {t('generate.confirmText', {
                    count: shown.transactions.length,
                    total: formatEuros(shown.total, lang),
                    date: shown.collection_date,
                  })}
                </Text>
                <Group justify="flex-end">
                  <Button variant="default" onClick={() => setConfirming(false)}>
                    {t('generate.cancel')}
                  </Button>
                  <Button
                    loading={generate.isPending}
                    onClick={() => {
                      setConfirming(false);
                      generate.mutate(shown.collection_date);
                    }}
                  >
                    {t('generate.confirmYes')}
                  </Button>
                </Group>
              </Stack>
            </Modal>
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
