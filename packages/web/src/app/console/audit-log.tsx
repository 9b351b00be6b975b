import type { AuditQuery, AuditRow } from '@club/domain/admin/audit.schemas';
import { Button, Code, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from '../../components/console/console.module.css';
import { officeGet, type Paged } from '../../components/console/console-api';
import { ConsoleSelect } from '../../components/console/console-select';
import { ServerTable } from '../../components/console/data-table';
import { PageHeader } from '../../components/console/page-header';
import { courseTitle, officeCoursesQuery } from '../../features/activities';
import { auditSentence, WORDS } from './audit-sentence';

type Filters = Omit<AuditQuery, 'page'>;
const column = createColumnHelper<AuditRow>();

/** /gestion/auditoria: the append-only audit log as sentences, filtered by person, course and kind of change (server pages). */
export default function AuditLog() {
  const { t, i18n } = useTranslation('console');
  const lang = i18n.language;
  const [draft, setDraft] = useState<Record<string, string>>({ person: '', course: '', action: '', from: '', to: '' });
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const courses = useQuery(officeCoursesQuery());
  const query = useQuery({
    queryKey: ['console', 'audit', filters, page],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => officeGet<Paged<AuditRow>>('/api/admin/audit', { ...filters, page }, signal),
  });
  const actions = useMemo(
    () => [...WORDS.keys()].map((a) => ({ value: a, label: t(`auditActions.${a}`) })).sort((a, b) => a.label.localeCompare(b.label, lang)),
    [t, lang],
  );
  const columns = useMemo(
    () => [
      column.accessor((r) => auditSentence(r, t, lang), {
        id: 'sentence',
        header: t('auditWords.sentenceHeader'),
        enableSorting: false,
        cell: ({ getValue }) => <Text size="sm">{getValue()}</Text>,
      }),
      column.display({
        id: 'changes',
        header: t('audit.changes'),
        cell: ({ row }) => <ChangesCell before={row.original.before} after={row.original.after} />,
      }),
    ],
    [t, lang],
  );
  const apply = (e: React.FormEvent) => {
    e.preventDefault();
    const f: Filters = {};
    const person = draft.person!.trim();
    if (person.length >= 2) f.person = person;
    if (Number(draft.course) > 0) f.course = Number(draft.course);
    if (draft.action) f.action = draft.action;
    if (draft.from) f.from = draft.from;
    if (draft.to) f.to = draft.to;
    setFilters(f);
    setPage(1);
  };
  const set = (key: string) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setDraft({ ...draft, [key]: e.currentTarget.value });
  return (
    <>
      <PageHeader title={t('audit.heading')} />
      <form onSubmit={apply} aria-label={t('audit.filters')}>
        <SimpleGrid cols={{ base: 2, md: 6 }} mb="md">
          <TextInput
            label={t('auditWords.filterPerson')}
            description={t('auditWords.personHint')}
            value={draft.person}
            onChange={set('person')}
          />
          <ConsoleSelect
            label={t('auditWords.filterCourse')}
            value={draft.course}
            onChange={set('course')}
            data={[
              { value: '', label: t('auditWords.anyCourse') },
              ...(courses.data ?? []).map((c) => ({ value: String(c.id), label: `${courseTitle(c, lang)} (${c.id})` })),
            ]}
          />
          <ConsoleSelect
            label={t('auditWords.filterAction')}
            value={draft.action}
            onChange={set('action')}
            data={[{ value: '', label: t('auditWords.anyAction') }, ...actions]}
          />
          <TextInput label={t('audit.filter.from')} type="date" value={draft.from} onChange={set('from')} />
          <TextInput label={t('audit.filter.to')} type="date" value={draft.to} onChange={set('to')} />
          <Group align="flex-end">
            <Button type="submit">{t('ledger.apply')}</Button>
          </Group>
        </SimpleGrid>
      </form>
      <p>
        {t('audit.retention')} {t('auditWords.madrid')}
      </p>
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
