import { isUndeliverableEmail } from '@club/domain/family/persons.rules';
import { asksRefund } from '@club/domain/activities/enrol.schemas';
import { seatSummary } from '@club/domain/activities/seat-summary.rules';
import { poolName } from '@club/domain/shared/pools';
import { Alert, Anchor, Badge, Button, Group, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { officeErrorText, useOfficeMutation } from '../../../components/console/console-api';
import { ConsoleSelect } from '../../../components/console/console-select';
import { DataTable } from '../../../components/console/data-table';
import { NoteAction } from '../../../components/console/note-action';
import { formatDateTime, formatEuros, PageHeader } from '../../../components/console/page-header';
import { PageLoader } from '../../../components/page-loader';
import { StatusChangeDialog } from '../../../components/console/status-change-dialog';
import { useSisStatusText } from '../../../components/payments/sis-status-text';
import { CourseMailDialog } from './course-mail-dialog';
import { courseSignupsQuery, officeCourseQuery, recordTransfer, setSignupStatus, type OfficeSignup } from './courses-console-api';
import { SignupAnswers } from './signup-answers-cell';
import { answerText } from './signup-answers';
import { saveCsv, saveXlsx, signupsTable, variantText, type ExportTable } from './signups-export';

const column = createColumnHelper<OfficeSignup>();
/** Signup statuses 0-5 (spec 001 §4) and their colours. */
const STATUS_COLORS = ['blue.9', 'teal.9', 'red.9', 'yellow.5', 'dark', 'dark'];

/** /gestion/cursos/{id}/inscripciones: a course's signups, their answers and files, status changes, exports and a mail to all. */
export default function CourseSignups() {
  const { t, i18n } = useTranslation('console');
  const { t: tc } = useTranslation('console-courses');
  const lang = i18n.language;
  const courseId = Number(useParams().id);
  const course = useQuery(officeCourseQuery(courseId));
  const signups = useQuery(courseSignupsQuery(courseId));
  const isTransferCourse = course.data?.requires_bank_transfer === 1;
  const change = useOfficeMutation(setSignupStatus, [['console', 'signups', courseId]]);
  // A status change is confirmed first, then can be undone for a minute (issue 20, point 9).
  const [asked, setAsked] = useState<{ signup: OfficeSignup; status: number } | null>(null);
  const [undo, setUndo] = useState<{ ticketID: number; name: string; from: number; to: number; until: number } | null>(null);
  const clearUndo = useCallback(() => setUndo(null), []);
  const [exporting, setExporting] = useState(false);
  const sisText = useSisStatusText();
  // A bank code in words, its number kept beside it for a call to the bank (issue 20, point 9).
  // A place cancelled with a refund reads from the ledger: «Por devolver», then «Devuelto» once marked.
  const paymentText = (p: number, refund?: 'due' | 'refunded' | null) =>
    refund ? t(`payment.${refund}`) : p === 0 || p === 1 ? t(`payment.${p}`) : `${sisText(p)} (SIS${String(p).padStart(4, '0')})`;

  const columns = useMemo(
    () => [
      column.accessor((s) => `${s.first_name} ${s.last_name} ${s.email}`, {
        id: 'person',
        header: t('signups.person'),
        cell: ({ row }) => (
          <>
            <Text size="sm">{`${row.original.first_name} ${row.original.last_name}`}</Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {isUndeliverableEmail(row.original.email) ? t('people.noEmail') : row.original.email}
            </Text>
          </>
        ),
      }),
      column.accessor(variantText, { id: 'variant', header: t('signups.variant') }),
      column.accessor('status', {
        header: t('signups.status'),
        cell: (info) => (
          <Badge
            variant="filled"
            color={STATUS_COLORS[info.getValue()] ?? 'blue.9'}
            autoContrast
            style={{ minWidth: 'max-content' }}
            data-testid="signup-status"
          >
            {t(`status.${info.getValue()}`)}
          </Badge>
        ),
      }),
      column.accessor((s) => paymentText(s.payment_status, s.payment_refund), { id: 'payment_status', header: t('signups.payment') }),
      column.accessor('payment_price', { header: t('signups.price'), cell: (info) => formatEuros(info.getValue(), lang) }),
      column.accessor((s) => s.form_answers.map((a) => answerText(a, lang, { yes: tc('answers.yes'), no: tc('answers.no') })).join(' '), {
        id: 'answers',
        header: tc('answers.header'),
        enableSorting: false,
        cell: ({ row }) => <SignupAnswers signup={row.original} />,
      }),
      column.accessor('signup_dt', { header: t('signups.date'), cell: (info) => formatDateTime(info.getValue(), lang) }),
      column.accessor('image_use', {
        header: t('signups.imageUse'),
        cell: (info) => (info.getValue() === 1 ? tc('answers.yes') : tc('answers.no')),
      }),
      column.display({
        id: 'change',
        header: t('signups.change'),
        cell: ({ row }) => (
          <ConsoleSelect
            aria-label={t('signups.changeOf', { name: `${row.original.first_name} ${row.original.last_name}` })}
            value={String(row.original.status)}
            disabled={change.isPending}
            style={{ minWidth: 150 }}
            data={STATUS_COLORS.map((_, i) => ({ value: String(i), label: t(`status.${i}`) }))}
            onChange={(e) => setAsked({ signup: row.original, status: Number(e.currentTarget.value) })}
          />
        ),
      }),
      ...(!isTransferCourse
        ? []
        : [
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
          ]),
    ],
    // paymentText only reads t.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, tc, lang, change.isPending, change.mutate, isTransferCourse, courseId],
  );

  const exportTable = (): ExportTable =>
    signupsTable(signups.data ?? [], lang, {
      columns: [
        'ticket',
        ...['person', 'email', 'variant', 'status', 'payment', 'price', 'date', 'imageUse'].map((k) => t(`signups.${k}`)),
      ],
      status: (s) => t(`status.${s}`),
      payment: paymentText,
      email: (e) => (isUndeliverableEmail(e) ? t('people.noEmail') : e),
      yes: tc('answers.yes'),
      no: tc('answers.no'),
    });
  const slug = course.data?.slug_es ?? String(courseId);
  const exportXlsx = async () => {
    setExporting(true);
    try {
      await saveXlsx(exportTable(), `inscripciones-${slug}.xlsx`, tc('answers.sheet'));
    } finally {
      setExporting(false);
    }
  };

  const title = course.data
    ? (course.data.translations as unknown as Record<string, string>)[`title_${lang}`] || course.data.translations.title_es
    : `#${courseId}`;
  const hasRows = Boolean(signups.data?.length);
  return (
    <>
      <PageHeader title={t('signups.heading', { title })}>
        <Group gap="xs">
          <CourseMailDialog courseId={courseId} title={title} />
          <Button variant="light" onClick={() => saveCsv(exportTable(), `inscripciones-${slug}.csv`)} disabled={!hasRows}>
            {t('signups.csv')}
          </Button>
          <Button variant="light" onClick={() => void exportXlsx()} disabled={!hasRows} loading={exporting}>
            {tc('answers.xlsx')}
          </Button>
        </Group>
      </PageHeader>
      <Anchor component={Link} to="/gestion/cursos" mb="sm" display="inline-block">
        {t('signups.back')}
      </Anchor>
      <GroupSeats course={course.data} signups={signups.data} />
      {undo && (
        <UndoBar
          undo={undo}
          busy={change.isPending}
          onUndo={(u) => change.mutate({ ticketID: u.ticketID, status: u.from }, { onSuccess: () => setUndo(null) })}
          onGone={clearUndo}
        />
      )}
      {asked && (
        <StatusChangeDialog
          key={`${asked.signup.ticketID}-${asked.status}`}
          name={`${asked.signup.first_name} ${asked.signup.last_name}`}
          from={t(`status.${asked.signup.status}`)}
          to={t(`status.${asked.status}`)}
          paid={asksRefund(asked.signup, asked.status) ? asked.signup.payment_price : null}
          busy={change.isPending}
          onCancel={() => setAsked(null)}
          onConfirm={(refund) =>
            change.mutate(
              { ticketID: asked.signup.ticketID, status: asked.status, refund },
              {
                onSuccess: () => {
                  const s = asked.signup;
                  setUndo({
                    ticketID: s.ticketID,
                    name: `${s.first_name} ${s.last_name}`,
                    from: s.status,
                    to: asked.status,
                    until: Date.now() + UNDO_MS,
                  });
                  setAsked(null);
                },
              },
            )
          }
        />
      )}
      {change.isError && (
        <Alert color="red" role="alert" mb="sm">
          {officeErrorText(change.error, t)}
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

/** How long a status change can be undone. */
const UNDO_MS = 60_000;

/** "X: A → B. Undo (56 s)", for a minute after a change. */
function UndoBar({
  undo,
  busy,
  onUndo,
  onGone,
}: {
  undo: { ticketID: number; name: string; from: number; to: number; until: number };
  busy: boolean;
  onUndo: (u: { ticketID: number; from: number }) => void;
  onGone: () => void;
}) {
  const { t } = useTranslation('console');
  const [left, setLeft] = useState(() => Math.max(0, Math.ceil((undo.until - Date.now()) / 1000)));
  useEffect(() => {
    const timer = setInterval(() => {
      const s = Math.max(0, Math.ceil((undo.until - Date.now()) / 1000));
      setLeft(s);
      if (s === 0) onGone();
    }, 1000);
    return () => clearInterval(timer);
  }, [undo.until, onGone]);
  return (
    <Alert color="teal" mb="sm" role="status" data-testid="undo-bar">
      <Group justify="space-between">
        <Text size="sm">{t('signups.changed', { name: undo.name, from: t(`status.${undo.from}`), to: t(`status.${undo.to}`) })}</Text>
        <Button size="xs" variant="white" loading={busy} onClick={() => onUndo(undo)}>
          {t('signups.undo', { seconds: left })}
        </Button>
      </Group>
    </Alert>
  );
}

/** Each group's seats, taken, held and waiting, above the list (the domain's seatSummary). */
function GroupSeats({
  course,
  signups,
}: {
  course: { variants: { uuid: string; poolID: number; schedule: string; max_seating: number }[] } | undefined;
  signups: OfficeSignup[] | undefined;
}) {
  const { t } = useTranslation('console');
  if (!course || !signups) return null;
  const rows = seatSummary(course.variants, signups);
  const nameOf = new Map(course.variants.map((v) => [v.uuid, `${poolName(v.poolID)} ${v.schedule}`.trim()]));
  return (
    <Table withTableBorder maw={720} mb="md" data-testid="group-seats">
      <caption>{t('signups.seatsCaption')}</caption>
      <Table.Thead>
        <Table.Tr>
          {['group', 'seats', 'taken', 'held', 'waiting', 'free'].map((k) => (
            <Table.Th key={k} scope="col">
              {t(`signups.seats.${k}`)}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.variant ?? 'course'}>
            <Table.Th scope="row">{r.variant ? (nameOf.get(r.variant) ?? r.variant) : t('signups.seats.whole')}</Table.Th>
            <Table.Td>{r.seats > 0 ? r.seats : t('signups.seats.unlimited')}</Table.Td>
            <Table.Td>{r.taken}</Table.Td>
            <Table.Td>{r.held}</Table.Td>
            <Table.Td>{r.waiting}</Table.Td>
            <Table.Td>{r.free ?? '—'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
