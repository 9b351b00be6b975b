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
import { auditChangeLines } from './audit-changes';
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
        cell: ({ row }) => <ChangesCell row={row.original} />,
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

/**
 * What changed, field by field and in words (audit-changes.ts), for an update; 'created' or
 * 'removed' for the other writes. The rows before and after, whole, on a details toggle.
 * Decision: the office reads what changed first; the complete JSON is kept one click away.
 */
function ChangesCell({ row }: { row: AuditRow }) {
  const { t, i18n } = useTranslation(['console', 'payments']);
  const { before, after } = row;
  const lines = auditChangeLines(row, t, i18n.language, WORDS.get(row.action));
  if (lines.length === 0) return null;
  return (
    <div>
      <ul className={classes.changes}>
        {lines.slice(0, 8).map((line) => (
          <li key={line}>
            <Text size="sm">{line}</Text>
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
