import { Anchor, Badge, Button, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../app/console/data-table';
import { PageHeader } from '../../../app/console/page-header';
import { PageLoader } from '../../../app/guards';
import { consoleCoursesQuery, type ConsoleCourse } from './courses-console-api';

const column = createColumnHelper<ConsoleCourse>();

/** The title in the reader's language, Spanish when that one is empty. */
export function courseTitle(c: Pick<ConsoleCourse, 'translations'>, lang: string): string {
  const tr = c.translations as Record<string, string>;
  return tr[`title_${lang}`] || tr.title_es || '';
}

/** /gestion/cursos: every course, open and past, with its signups and its edit form. */
export default function CoursesList() {
  const { t, i18n } = useTranslation('console');
  const lang = i18n.language;
  const query = useQuery(consoleCoursesQuery());
  const columns = useMemo(
    () => [
      column.accessor((c) => courseTitle(c, lang), { id: 'title', header: t('courses.title') }),
      column.accessor('date', { header: t('courses.start') }),
      column.accessor((c) => (c.date_end === '0000-01-01' ? '' : c.date_end), { id: 'end', header: t('courses.end') }),
      column.accessor('location', { header: t('courses.location') }),
      column.accessor('isExpired', {
        header: t('courses.state'),
        cell: (info) => (
          <Badge color={info.getValue() ? 'gray.8' : 'teal.9'} variant="filled">
            {t(info.getValue() ? 'courses.expired' : 'courses.open')}
          </Badge>
        ),
      }),
      column.display({
        id: 'actions',
        header: t('table.actions'),
        cell: ({ row }) => {
          const title = courseTitle(row.original, lang);
          return (
            <Group gap="xs" wrap="nowrap">
              <Anchor
                component={Link}
                to={`/gestion/cursos/${row.original.id}/inscripciones`}
                aria-label={t('courses.signupsOf', { title })}
              >
                {t('courses.signups')}
              </Anchor>
              <Anchor component={Link} to={`/gestion/cursos/${row.original.slug_es}/editar`} aria-label={t('courses.editOf', { title })}>
                {t('courses.edit')}
              </Anchor>
            </Group>
          );
        },
      }),
    ],
    [t, lang],
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
