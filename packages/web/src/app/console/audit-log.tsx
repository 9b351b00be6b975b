import type { AuditQuery, AuditRow } from '@club/domain/admin/audit.schemas';
import { Alert, Button, Code, Group, SimpleGrid, TextInput } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../guards';
import { officeGet, type Paged } from './console-api';
import { DataTable } from './data-table';
import { formatDateTime, PageHeader } from './page-header';

type Filters = Omit<AuditQuery, 'page'>;
const column = createColumnHelper<AuditRow>();
const FIELDS = ['entity', 'entity_id', 'actor', 'from', 'to'] as const;

const json = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));

/** /gestion/auditoria: the append-only audit log with its filters (server pages). */
export default function AuditLog() {
  const { t, i18n } = useTranslation('console');
  const lang = i18n.language;
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ['console', 'audit', filters, page],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => officeGet<Paged<AuditRow>>('/api/admin/audit', { ...filters, page }, signal),
  });
  const columns = useMemo(
    () => [
      column.accessor('at', { header: t('audit.at'), cell: (i) => formatDateTime(i.getValue(), lang) }),
      column.accessor((r) => r.actor_email ?? '', { id: 'actor', header: t('audit.actor') }),
      column.accessor('action', { header: t('audit.action') }),
      column.accessor((r) => `${r.entity} ${r.entity_id ?? ''}`, { id: 'entity', header: t('audit.entity') }),
      column.accessor((r) => json(r.before), {
        id: 'before',
        header: t('audit.before'),
        cell: (i) => <ChangeCell value={i.getValue() as string} />,
      }),
      column.accessor((r) => json(r.after), {
        id: 'after',
        header: t('audit.after'),
        cell: (i) => <ChangeCell value={i.getValue() as string} />,
      }),
    ],
    [t, lang],
  );
  const apply = (e: React.FormEvent) => {
    e.preventDefault();
    const f: Record<string, string | number> = {};
    for (const k of FIELDS) if (draft[k]?.trim()) f[k] = k === 'actor' ? Number(draft[k]) : draft[k].trim();
    setFilters(f as Filters);
    setPage(1);
  };
  return (
    <>
      <PageHeader title={t('audit.heading')} />
      <form onSubmit={apply} aria-label={t('audit.filters')}>
        <SimpleGrid cols={{ base: 2, md: 6 }} mb="md">
          {FIELDS.map((k) => (
            <TextInput
              key={k}
              label={t(`audit.filter.${k}`)}
              type={k === 'from' || k === 'to' ? 'date' : k === 'actor' ? 'number' : 'text'}
              value={draft[k] ?? ''}
              onChange={(e) => setDraft({ ...draft, [k]: e.currentTarget.value })}
            />
          ))}
          <Group align="flex-end">
            <Button type="submit">{t('ledger.apply')}</Button>
          </Group>
        </SimpleGrid>
      </form>
      <p>{t('audit.retention')}</p>
      {query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <Alert color="red">{t('form.loadFailed')}</Alert>
      ) : (
        <DataTable
          caption={t('audit.heading')}
          data={query.data.rows}
          columns={columns}
          rowKey={(r) => String(r.id)}
          server={{ page, total: query.data.total, pageSize: query.data.page_size, onPage: setPage }}
        />
      )}
    </>
  );
}

/** A JSON value, cut short in the table; the whole text on a details toggle. */
function ChangeCell({ value }: { value: string }) {
  const { t } = useTranslation('console');
  if (!value) return null;
  if (value.length <= 80) return <Code>{value}</Code>;
  return (
    <details>
      <summary>
        <Code>{value.slice(0, 60)}…</Code> <span className="visually-hidden">{t('audit.more')}</span>
      </summary>
      <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', maxWidth: 480 }}>
        {value}
      </Code>
    </details>
  );
}
