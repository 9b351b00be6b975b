import type { AdminCourseRow } from '@club/domain/activities/office.schemas';
import { Anchor, Badge, Button, Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../components/console/data-table';
import { PageHeader } from '../../../components/console/page-header';
import { PageLoader } from '../../../components/page-loader';
import { DuplicateButton, PublishButton } from './course-actions';
import { officeCoursesQuery } from './courses-console-api';

const column = createColumnHelper<AdminCourseRow>();
const NOWRAP = { whiteSpace: 'nowrap' } as const;
/** A badge is never cut to "AB…": the column grows to hold it. */
const FULL = { minWidth: 'max-content' } as const;

/** The title in the reader's language, Spanish when that one is empty. */
export function courseTitle(c: Pick<AdminCourseRow, 'title_es' | 'title_eus' | 'title_en'>, lang: string): string {
  const byLang: Record<string, string> = { es: c.title_es, eus: c.title_eus, en: c.title_en };
  return byLang[lang] || c.title_es;
}

/** /gestion/cursos: every course, published or not, with its signups, edit form, publish switch and duplicate. */
export default function CoursesList() {
  const { t, i18n } = useTranslation('console');
  const { t: tc } = useTranslation('console-courses');
  const lang = i18n.language;
  const query = useQuery(officeCoursesQuery());
  const columns = useMemo(
    () => [
      column.accessor((c) => courseTitle(c, lang), { id: 'title', header: t('courses.title') }),
      column.accessor('date', { header: t('courses.start'), cell: (info) => <span style={NOWRAP}>{info.getValue()}</span> }),
      column.accessor((c) => (c.date_end === '0000-01-01' ? '' : c.date_end), {
        id: 'end',
        header: t('courses.end'),
        cell: (info) => <span style={NOWRAP}>{info.getValue()}</span>,
      }),
      // The Basque console reads the Basque place, the Spanish one where it has none (as the public page).
      column.accessor((c) => (lang === 'eus' ? c.location_eus : '') || c.location, { id: 'location', header: t('courses.location') }),
      column.accessor('is_expired', {
        header: t('courses.state'),
        cell: ({ row }) => (
          <Stack gap={4} align="flex-start">
            <Badge color={row.original.is_expired ? 'gray.8' : 'teal.9'} variant="filled" style={FULL}>
              {t(row.original.is_expired ? 'courses.expired' : 'courses.open')}
            </Badge>
            <Badge
              color={row.original.published ? 'blue.9' : 'gray.8'}
              variant={row.original.published ? 'filled' : 'outline'}
              style={FULL}
              data-testid="published"
            >
              {tc(row.original.published ? 'list.published' : 'list.unpublished')}
            </Badge>
          </Stack>
        ),
      }),
      column.accessor('live_signups', { header: tc('list.signups') }),
      column.display({
        id: 'actions',
        header: t('table.actions'),
        cell: ({ row }) => {
          const c = row.original;
          const title = courseTitle(c, lang);
          return (
            <Stack gap={6} align="flex-start">
              <Group gap="sm" wrap="nowrap">
                <Anchor component={Link} to={`/gestion/cursos/${c.id}/inscripciones`} aria-label={t('courses.signupsOf', { title })}>
                  {t('courses.signups')}
                </Anchor>
                <Anchor component={Link} to={`/gestion/cursos/${c.id}/editar`} aria-label={t('courses.editOf', { title })}>
                  {t('courses.edit')}
                </Anchor>
              </Group>
              <Group gap="xs" wrap="nowrap">
                <PublishButton id={c.id} published={c.published === 1} title={title} />
                <DuplicateButton id={c.id} title={title} />
              </Group>
            </Stack>
          );
        },
      }),
    ],
    [t, tc, lang],
  );
  return (
    <>
      <PageHeader title={t('courses.heading')}>
        <Button component={Link} to="/gestion/cursos/nuevo">
          {t('courses.new')}
        </Button>
      </PageHeader>
      {query.isPending ? (
        <PageLoader />
      ) : (
        <DataTable caption={t('courses.heading')} data={query.data ?? []} columns={columns} rowKey={(c) => String(c.id)} />
      )}
    </>
  );
}
