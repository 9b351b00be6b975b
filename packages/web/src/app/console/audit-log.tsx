import type { AuditQuery, AuditRow } from '@club/domain/admin/audit.schemas';
import { Button, Code, Group, SimpleGrid, TextInput } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from '../../components/console/console.module.css';
import { officeGet, type Paged } from '../../components/console/console-api';
import { ServerTable } from '../../components/console/data-table';
import { formatDateTime, PageHeader } from '../../components/console/page-header';

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
      column.accessor((r) => r.actor_email ?? t('audit.system'), { id: 'actor', header: t('audit.actor') }),
      column.accessor('action', { header: t('audit.action') }),
      column.accessor((r) => `${r.entity} ${r.entity_id ?? ''}`, { id: 'entity', header: t('audit.entity') }),
      column.accessor((r) => json(r.after ?? r.before), {
        id: 'changes',
        header: t('audit.changes'),
        enableSorting: false,
        cell: ({ row }) => <ChangesCell before={row.original.before} after={row.original.after} />,
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
      <ServerTable caption={t('audit.heading')} query={query} columns={columns} rowKey={(r) => String(r.id)} page={page} onPage={setPage} />
    </>
  );
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const shown = (v: unknown) => (v === null || v === undefined ? '∅' : typeof v === 'string' ? v : JSON.stringify(v));
/** Longest value text shown in the list of changes; the whole rows are on the toggle. */
const MAX_VALUE = 60;
const cut = (text: string) => (text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text);

/**
 * What changed, field by field ('state: pending → paid'), for an update; 'created' or 'removed'
 * for the other writes. The rows before and after, whole, on a details toggle.
 * Decision: the office reads what changed first; the complete JSON is kept one click away.
 */
function ChangesCell({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation('console');
  let lines: string[];
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    lines = keys
      .filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]))
      .map((k) => `${k}: ${cut(shown(before[k]))} → ${cut(shown(after[k]))}`);
    if (lines.length === 0) lines = [t('audit.unchanged')];
  } else if (after !== null && after !== undefined) lines = [t('audit.created')];
  else if (before !== null && before !== undefined) lines = [t('audit.removed')];
  else return null;
  return (
    <div>
      <ul className={classes.changes}>
        {lines.slice(0, 8).map((line) => (
          <li key={line}>
            <Code>{line}</Code>
          </li>
        ))}
        {lines.length > 8 && <li>{t('audit.moreChanges', { count: lines.length - 8 })}</li>}
      </ul>
      <details>
        <summary>{t('audit.whole')}</summary>
        {before !== null && before !== undefined && <JsonBlock label={t('audit.before')} value={before} />}
        {after !== null && after !== undefined && <JsonBlock label={t('audit.after')} value={after} />}
      </details>
    </div>
  );
}

function JsonBlock({ label, value }: { label: string; value: unknown }) {
  return (
    <>
      <strong>{label}</strong>
      <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', maxWidth: 560 }}>
        {JSON.stringify(value, null, 2)}
      </Code>
    </>
  );
}
