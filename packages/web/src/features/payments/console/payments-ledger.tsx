import { LEDGER_STATE_FILTERS, type LedgerTotals, type ledgerPageSchema, type PaymentsQuery } from '@club/domain/admin/payments.schemas';
import { Alert, Badge, Button, Group, List, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleSelect } from '../../../components/console/console-select';
import type { z } from 'zod';
import { downloadOfficeFile, officeGet, type Paged } from '../../../components/console/console-api';
import { ServerTable } from '../../../components/console/data-table';
import { formatDateTime, formatEuros, PageHeader } from '../../../components/console/page-header';
import { courseTitle, officeCoursesQuery } from '../../activities';
import { ReceiptButton } from '../../../components/payments/paid-items';
import { RefundButton } from './refund-button';

type LedgerRow = z.infer<typeof ledgerPageSchema>['rows'][number];
type Filters = Omit<PaymentsQuery, 'page'>;
const column = createColumnHelper<LedgerRow>();
const STATE_COLORS: Record<string, string> = {
  paid: 'teal.9',
  pending: 'blue.9',
  abandoned: 'gray.8',
  failed: 'red.9',
  refunded: 'gray.8',
};
/** The query string of the filters (for the export calls, which are plain downloads). */
const queryOf = (f: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(f).flatMap(([k, v]) => (v === undefined || v === '' ? [] : [[k, String(v)]]))).toString();

/** /gestion/pagos: the ledger of payment attempts with their bank notifications (server pages). */
export default function PaymentsLedger() {
  const { t, i18n } = useTranslation(['console', 'payments']);
  const lang = i18n.language;
  const [draft, setDraft] = useState<Record<string, string>>({ state: '', from: '', to: '', course: '', person: '' });
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const courses = useQuery(officeCoursesQuery());
  const courseNames = useMemo(() => new Map((courses.data ?? []).map((c) => [c.id, courseTitle(c, lang)])), [courses.data, lang]);
  const query = useQuery({
    queryKey: ['console', 'payments', filters, page],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => officeGet<Paged<LedgerRow> & { totals: LedgerTotals }>('/api/admin/payments', { ...filters, page }, signal),
  });
  const [exporting, setExporting] = useState<'' | 'csv' | 'xlsx'>('');
  const [exportFailed, setExportFailed] = useState(false);
  const exportAs = async (format: 'csv' | 'xlsx') => {
    setExporting(format);
    setExportFailed(false);
    try {
      const lang = i18n.language === 'eus' ? 'eus' : 'es';
      await downloadOfficeFile(`/api/admin/payments/export.${format}?${queryOf({ ...filters, lang })}`, `pagos.${format}`);
    } catch {
      setExportFailed(true);
    } finally {
      setExporting('');
    }
  };

  const responseText = (r: LedgerRow) => {
    if (!r.ds_response_key) return '';
    if (r.ds_response_key === 'authorised') return t('console:ledger.authorised');
    const code = r.ds_response_key.startsWith('sis.') ? r.ds_response_key.slice(4) : null;
    return code ? t(`payments:sis.${code}`, { defaultValue: '' }) : '';
  };

  const columns = useMemo(
    () => [
      column.accessor('created_at', { header: t('ledger.date'), cell: (i) => formatDateTime(i.getValue(), lang) }),
      column.accessor('order', { header: t('ledger.order') }),
      // The payer with their e-mail ('no e-mail' for a placeholder) and member number ('not a member', never 0).
      column.accessor((r) => [r.first_name, r.last_name].filter(Boolean).join(' ') || r.email || '', {
        id: 'person',
        header: t('ledger.person'),
        cell: ({ row, getValue }) => (
          <>
            <Text size="sm">{getValue()}</Text>
            <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
              {row.original.email ?? t('people.noEmail')}
            </Text>
            <Text size="xs">{row.original.member_id ? t('ledger.memberNo', { n: row.original.member_id }) : t('person.notMember')}</Text>
          </>
        ),
      }),
      // What was paid for in words, as each item's kind describes it (the person and the course).
      column.accessor((r) => (lang === 'eus' ? r.concept.eus : r.concept.es) || r.description || t('ledger.ticket', { ref: r.ref }), {
        id: 'concept',
        header: t('ledger.ref'),
        cell: ({ row, getValue }) => {
          const twice = row.original.items.filter((i) => i.outcome === 'overpaid').map((i) => i.id);
          return (
            <>
              {getValue()}
              {twice.length > 0 && <Text size="sm">{t('ledger.alreadyPaid', { items: twice.join(', ') })}</Text>}
            </>
          );
        },
      }),
      // A family order's tickets and a ticket paid alone both name their course (through the items paid).
      column.accessor((r) => (r.course_id === null ? '' : (courseNames.get(r.course_id) ?? String(r.course_id))), {
        id: 'course',
        header: t('ledger.course'),
      }),
      column.accessor('amount', { header: t('ledger.amount'), cell: (i) => formatEuros(i.getValue(), lang) }),
      column.accessor('state', {
        header: t('ledger.state'),
        cell: ({ row, getValue }) => (
          <Stack gap={4} align="flex-start">
            <Badge variant="filled" color={STATE_COLORS[getValue()] ?? 'gray.8'}>
              {t(`ledger.states.${getValue()}`, { defaultValue: getValue() })}
            </Badge>
            {/* Money the office owes back (an overpayment, a paid place it cancelled). A darker
                orange than the palette's 9, so its white text passes WCAG AA (6.3:1). */}
            {row.original.to_refund > 0 && (
              <Badge variant="filled" color="#a3420b" data-testid="to-refund">
                {t('ledger.toRefund', { amount: formatEuros(row.original.to_refund, lang) })}
              </Badge>
            )}
          </Stack>
        ),
      }),
      column.accessor('ds_response', {
        header: t('ledger.response'),
        cell: ({ row }) => (row.original.ds_response ? `${row.original.ds_response} ${responseText(row.original)}` : ''),
      }),
      column.accessor('notifications', {
        header: t('ledger.notifications'),
        cell: (i) =>
          i.getValue().length === 0 ? (
            <Text size="sm">{t('ledger.noNotifications')}</Text>
          ) : (
            <List size="sm">
              {i.getValue().map((n) => (
                <List.Item key={n.id}>
                  {formatDateTime(n.at, lang)} · {t(`ledger.verdicts.${n.verdict}`, { defaultValue: n.verdict })} ·{' '}
                  {t(n.signature_ok ? 'ledger.signatureOk' : 'ledger.signatureBad')}
                </List.Item>
              ))}
            </List>
          ),
      }),
      column.display({
        id: 'actions',
        header: t('table.actions'),
        // The receipt of a paid attempt (the payer's own PDF, which the office may open too), and the refund.
        cell: ({ row }) => (
          <Stack gap={4} align="flex-start">
            {row.original.receipt_number ? (
              <ReceiptButton order={row.original.order} number={row.original.receipt_number} variant="subtle" />
            ) : null}
            {row.original.state === 'paid' ? (
              <RefundButton
                id={row.original.id}
                order={row.original.order}
                toRefund={row.original.to_refund}
                amount={row.original.amount}
                givenUp={row.original.items.some((i) => i.refund === 'due')}
              />
            ) : null}
          </Stack>
        ),
      }),
    ],
    // responseText only reads t.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, lang, courseNames],
  );

  const apply = (e: React.FormEvent) => {
    e.preventDefault();
    const f: Filters = {};
    if (draft.state) f.state = draft.state as Filters['state'];
    if (draft.from) f.from = draft.from;
    if (draft.to) f.to = draft.to;
    if (Number(draft.course) > 0) f.course = Number(draft.course);
    // Digits are an account number; other text (2 characters or more) a piece of a name, e-mail or DNI/NIE.
    const person = draft.person!.trim();
    if (/^\d+$/.test(person) && Number(person) > 0) f.person = Number(person);
    else if (person.length >= 2) f.person = person;
    setFilters(f);
    setPage(1);
  };
  const input = (key: string, type = 'text') => (
    <TextInput
      label={t(`ledger.filter.${key}`)}
      type={type}
      value={draft[key]}
      onChange={(e) => setDraft({ ...draft, [key]: e.currentTarget.value })}
    />
  );

  return (
    <>
      <PageHeader title={t('ledger.heading')} />
      <form onSubmit={apply} aria-label={t('ledger.filters')}>
        <SimpleGrid cols={{ base: 2, md: 6 }} mb="md">
          <ConsoleSelect
            label={t('ledger.filter.state')}
            value={draft.state}
            onChange={(e) => setDraft({ ...draft, state: e.currentTarget.value })}
            data={[
              { value: '', label: t('ledger.filter.any') },
              ...LEDGER_STATE_FILTERS.map((s) => ({ value: s, label: t(`ledger.states.${s}`) })),
            ]}
          />
          {input('from', 'date')}
          {input('to', 'date')}
          <ConsoleSelect
            label={t('ledger.filter.course')}
            value={draft.course}
            onChange={(e) => setDraft({ ...draft, course: e.currentTarget.value })}
            data={[
              { value: '', label: t('ledger.filter.anyCourse') },
              ...(courses.data ?? []).map((c) => ({ value: String(c.id), label: `${courseTitle(c, lang)} (${c.id})` })),
            ]}
          />
          <TextInput
            label={t('ledger.filter.person')}
            description={t('ledger.filter.personHint')}
            value={draft.person}
            onChange={(e) => setDraft({ ...draft, person: e.currentTarget.value })}
          />
          <Group align="flex-end">
            <Button type="submit">{t('ledger.apply')}</Button>
          </Group>
        </SimpleGrid>
      </form>
      <Text size="sm" mb="sm">
        {t('ledger.refundNote')}
      </Text>
      <Group gap="xs" mb="sm">
        <Button variant="light" onClick={() => void exportAs('csv')} loading={exporting === 'csv'}>
          {t('ledger.exportCsv')}
        </Button>
        <Button variant="light" onClick={() => void exportAs('xlsx')} loading={exporting === 'xlsx'}>
          {t('ledger.exportXlsx')}
        </Button>
      </Group>
      {exportFailed && (
        <Alert color="red" role="alert" mb="sm">
          {t('ledger.exportFailed')}
        </Alert>
      )}
      {query.data && <LedgerTotalsTable totals={query.data.totals} />}
      <ServerTable
        caption={t('ledger.heading')}
        query={query}
        columns={columns}
        rowKey={(r) => String(r.id)}
        page={page}
        onPage={setPage}
      />
    </>
  );
}

/** The figures of every attempt the filters match (all pages), per state: what the office checks against the bank. */
function LedgerTotalsTable({ totals }: { totals: LedgerTotals }) {
  const { t, i18n } = useTranslation('console');
  const lang = i18n.language;
  return (
    <Table withTableBorder maw={560} mb="md" data-testid="ledger-totals">
      <caption>{t('ledger.totals.caption')}</caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('ledger.state')}</Table.Th>
          <Table.Th scope="col">{t('ledger.totals.count')}</Table.Th>
          <Table.Th scope="col">{t('ledger.amount')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {totals.states.map((s) => (
          <Table.Tr key={s.state}>
            <Table.Th scope="row">{t(`ledger.states.${s.state}`, { defaultValue: s.state })}</Table.Th>
            <Table.Td>{s.count}</Table.Td>
            <Table.Td>{formatEuros(s.amount, lang)}</Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Th scope="row">{t('ledger.totals.all')}</Table.Th>
          <Table.Td>{totals.count}</Table.Td>
          <Table.Td>{formatEuros(totals.amount, lang)}</Table.Td>
        </Table.Tr>
        {totals.to_refund > 0 && (
          <Table.Tr>
            <Table.Th scope="row">{t('ledger.states.to-refund')}</Table.Th>
            <Table.Td />
            <Table.Td>{formatEuros(totals.to_refund, lang)}</Table.Td>
          </Table.Tr>
        )}
      </Table.Tbody>
    </Table>
  );
}
