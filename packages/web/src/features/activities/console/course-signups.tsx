import { poolName } from '@club/domain/shared/pools';
import { Alert, Anchor, Badge, Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import Papa from 'papaparse';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleSelect } from '../../../app/console/console-select';
import { Link, useParams } from 'react-router';
import { saveBlob, useOfficeMutation } from '../../../app/console/console-api';
import { DataTable } from '../../../app/console/data-table';
import { formatDateTime, formatEuros, PageHeader } from '../../../app/console/page-header';
import { PageLoader } from '../../../app/guards';
import { NoteAction } from '../../../app/console/note-action';
import {
  consoleCoursesQuery,
  courseForEditQuery,
  courseSignupsQuery,
  recordTransfer,
  setSignupStatus,
  type OfficeSignup,
} from './courses-console-api';
import { courseTitle } from './courses-list';

const column = createColumnHelper<OfficeSignup>();
/** Signup statuses 0-5 (spec 001 §4) and their colours. */
const STATUS_COLORS = ['blue.9', 'teal.9', 'red.9', 'yellow.5', 'dark', 'dark'];

const variantText = (s: OfficeSignup) =>
  s.selectedVariant ? `${poolName(s.selectedVariant.poolID)} ${s.selectedVariant.schedule}`.trim() : '';

/** /gestion/cursos/{id}/inscripciones: the signups of a course, their status and a CSV export. */
export default function CourseSignups() {
  const { t, i18n } = useTranslation('console');
  const lang = i18n.language;
  const courseId = Number(useParams().id);
  const courses = useQuery(consoleCoursesQuery());
  const course = courses.data?.find((c) => c.id === courseId);
  const signups = useQuery(courseSignupsQuery(courseId));
  // Whether the course is paid by bank transfer (the catalogue card does not say).
  const details = useQuery({ ...courseForEditQuery(course?.slug_es ?? ''), enabled: Boolean(course) });
  const isTransferCourse = details.data?.requires_bank_transfer === 1;
  const change = useOfficeMutation(setSignupStatus, [['console', 'signups', courseId]]);
  const paymentText = (p: number) => (p === 0 || p === 1 ? t(`payment.${p}`) : `SIS${String(p).padStart(4, '0')}`);

  const columns = useMemo(
    () => [
      column.accessor((s) => `${s.first_name} ${s.last_name}`, { id: 'person', header: t('signups.person') }),
      column.accessor('email', { header: t('signups.email') }),
      column.accessor(variantText, { id: 'variant', header: t('signups.variant') }),
      column.accessor('status', {
        header: t('signups.status'),
        cell: (info) => {
          return (
            <Badge variant="filled" color={STATUS_COLORS[info.getValue()] ?? 'blue.9'} autoContrast data-testid="signup-status">
              {t(`status.${info.getValue()}`)}
            </Badge>
          );
        },
      }),
      column.accessor('payment_status', { header: t('signups.payment'), cell: (info) => paymentText(info.getValue()) }),
      column.accessor('payment_price', { header: t('signups.price'), cell: (info) => formatEuros(info.getValue(), lang) }),
      column.accessor('signup_dt', { header: t('signups.date'), cell: (info) => formatDateTime(info.getValue(), lang) }),
      column.display({
        id: 'change',
        header: t('signups.change'),
        cell: ({ row }) => (
          <ConsoleSelect
            aria-label={t('signups.changeOf', { name: `${row.original.first_name} ${row.original.last_name}` })}
            value={String(row.original.status)}
            disabled={change.isPending}
            data={STATUS_COLORS.map((_, i) => ({ value: String(i), label: t(`status.${i}`) }))}
            onChange={(e) => change.mutate({ ticketID: row.original.ticketID, status: Number(e.currentTarget.value) })}
          />
        ),
      }),
      column.display({
        id: 'transfer',
        header: t('signups.transfer'),
        cell: ({ row }) => {
          const s = row.original;
          if (!isTransferCourse || s.status !== 0 || s.requires_card_payment) return null;
          return (
            <NoteAction
              label={t('signups.recordTransfer')}
              title={t('signups.recordTransferOf', { name: `${s.first_name} ${s.last_name}` })}
              info={t('signups.transferNote')}
              send={(note) => recordTransfer({ ticketID: s.ticketID, note })}
              invalidate={[['console', 'signups', courseId]]}
            />
          );
        },
      }),
    ],
    // paymentText only reads t.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, lang, change.isPending, change.mutate, isTransferCourse, courseId],
  );

  const exportCsv = () => {
    const csv = Papa.unparse(
      (signups.data ?? []).map((s) => ({
        ticket: s.ticketID,
        [t('signups.person')]: `${s.first_name} ${s.last_name}`,
        [t('signups.email')]: s.email,
        [t('signups.variant')]: variantText(s),
        [t('signups.status')]: t(`status.${s.status}`),
        [t('signups.payment')]: paymentText(s.payment_status),
        [t('signups.price')]: s.payment_price.toFixed(2),
        [t('signups.date')]: s.signup_dt,
      })),
    );
    saveBlob(new Blob([`\uFEFF${csv}`], { type: 'text/csv;charset=utf-8' }), `inscripciones-${course?.slug_es ?? courseId}.csv`);
  };

  const title = course ? courseTitle(course, lang) : `#${courseId}`;
  return (
    <>
      <PageHeader title={t('signups.heading', { title })}>
        <Button variant="light" onClick={exportCsv} disabled={!signups.data?.length}>
          {t('signups.csv')}
        </Button>
      </PageHeader>
      <Anchor component={Link} to="/gestion/cursos" mb="sm" display="inline-block">
        {t('signups.back')}
      </Anchor>
      {change.isError && (
        <Alert color="red" role="alert" mb="sm">
          {t('form.failed', { detail: change.error.message })}
        </Alert>
      )}
      {signups.isPending ? (
        <PageLoader />
      ) : signups.isError ? (
        <Alert color="red">{t('form.loadFailed')}</Alert>
      ) : (
        <DataTable caption={t('signups.heading', { title })} data={signups.data} columns={columns} rowKey={(s) => String(s.ticketID)} />
      )}
    </>
  );
}
