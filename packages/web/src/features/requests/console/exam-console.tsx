import { weekdayAndDayInWords } from '@club/domain/activities/words.rules';
import {
  examCancelRefusal,
  examDayFormProblems,
  MEDICAL_EXAM_FEE_CENTS,
  SLOT_EVERY_RANGE,
  SLOT_PLACES_RANGE,
  slotTimesBetween,
} from '@club/domain/requests/medical-exam.rules';
import { OFFICE_REQUEST_CODE, REJECT_REASON_MAX, type ExamRequestRow, type ExamSlotRow } from '@club/domain/requests/office.schemas';
import type { Language } from '@club/domain/shared/constants';
import { madridDate } from '@club/domain/shared/dates';
import { Alert, Badge, Button, Group, Modal, NumberInput, Paper, Stack, TextInput, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  OfficeError,
  officeErrorText,
  officeGet,
  officeSend,
  type Paged,
  useOfficeMutation,
} from '../../../components/console/console-api';
import { ConfirmDialog } from '../../../components/console/confirm-dialog';
import { RejectDialog } from '../../../components/console/reject-dialog';
import { ServerTable } from '../../../components/console/data-table';
import { PageHeader } from '../../../components/console/page-header';
import { formatEuros } from '../../../lib/money';

const slotColumn = createColumnHelper<ExamSlotRow>();
const bookingColumn = createColumnHelper<ExamRequestRow>();

/**
 * /gestion/reconocimientos: the medical exam's slots. The office makes a day's slots in one go
 * (from, to, every so many minutes, places each), sees the slots with their bookings, and marks
 * who came on a day. A slot's places can be changed (never below its bookings) and a slot nobody
 * booked removed; the server decides both under the slot's lock and names the bookings it has.
 * An appointment still ahead and not marked can be cancelled («Anular cita», with a required
 * reason mailed to the family): its place is free again at once (the slots' table refetches) and,
 * when it was paid, its price waits in Pagos' «Por devolver».
 * Wrong numbers in the form are refused field by field, never corrected silently.
 */
export default function ExamConsole() {
  const { t, i18n } = useTranslation('requests');
  const lang: Language = i18n.language === 'eus' ? 'eus' : 'es';
  const today = madridDate(new Date());
  const [form, setForm] = useState({ date: today, from: '17:00', to: '19:00', every: 20, places: 3 });
  const [result, setResult] = useState<{ color: string; text: string } | null>(null);
  const [slotPage, setSlotPage] = useState(1);
  const [day, setDay] = useState(today);
  const [bookingPage, setBookingPage] = useState(1);
  const [formErrors, setFormErrors] = useState<{ every?: string; places?: string }>({});
  const [slotAsked, setSlotAsked] = useState<{ slot: ExamSlotRow; action: 'edit' | 'delete' } | null>(null);
  const [newPlaces, setNewPlaces] = useState<number | string>('');
  const [placesError, setPlacesError] = useState<string | null>(null);

  const slots = useQuery({
    queryKey: ['console', 'exam-slots', slotPage],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => officeGet<Paged<ExamSlotRow>>('/api/admin/medical-exam/slots', { page: slotPage }, signal),
  });
  const bookings = useQuery({
    queryKey: ['console', 'exam-bookings', day, bookingPage],
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(day),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => officeGet<Paged<ExamRequestRow>>('/api/admin/medical-exam/requests', { date: day, page: bookingPage }, signal),
  });
  const create = useOfficeMutation(
    (body: { date: string; times: string[]; places: number }) =>
      officeSend<{ ids: number[]; skipped: string[] }>('post', '/api/admin/medical-exam/slots', body),
    [['console', 'exam-slots']],
  );
  const attend = useOfficeMutation(
    ({ meid, attended }: { meid: number; attended: 0 | 1 }) =>
      officeSend('post', `/api/admin/medical-exam/requests/${meid}/attendance`, { attended }),
    [['console', 'exam-bookings']],
  );

  const [cancelAsked, setCancelAsked] = useState<ExamRequestRow | null>(null);
  const [cancelDone, setCancelDone] = useState<string | null>(null);
  const cancelBooking = useOfficeMutation(
    ({ meid, reason }: { meid: number; reason: string }) =>
      officeSend<{ meid: number; cancelled: 1; refund: number }>('post', `/api/admin/medical-exam/requests/${meid}/cancel`, { reason }),
    // The freed place shows in the slots at once; a paid one's price joins the ledger's «Por devolver».
    [
      ['console', 'exam-bookings'],
      ['console', 'exam-slots'],
      ['console', 'payments'],
    ],
  );
  const cancelError = (e: Error | null): string | null => {
    if (!e) return null;
    if (e instanceof OfficeError && e.code === OFFICE_REQUEST_CODE.appointmentNotFuture) return t('console.exam.notFuture');
    if (e instanceof OfficeError && e.code === OFFICE_REQUEST_CODE.requestClosed) return t('console.exam.alreadyCancelled');
    return officeErrorText(e, t);
  };
  const closeCancel = () => {
    setCancelAsked(null);
    cancelBooking.reset();
  };
  const whenOf = (r: { date: string; time: string }) => `${weekdayAndDayInWords(r.date, lang)}, ${r.time}`;

  const editSlot = useOfficeMutation(
    ({ id, places }: { id: number; places: number }) => officeSend<ExamSlotRow>('patch', `/api/admin/medical-exam/slots/${id}`, { places }),
    [['console', 'exam-slots']],
  );
  const deleteSlot = useOfficeMutation(
    (id: number) => officeSend('delete', `/api/admin/medical-exam/slots/${id}`),
    [['console', 'exam-slots']],
  );
  const slotError = (e: Error | null): string | null => {
    if (!e) return null;
    if (e instanceof OfficeError && e.code === OFFICE_REQUEST_CODE.slotHasBookings)
      return t('console.exam.hasBookings', { count: Number(e.ext ?? 0) });
    return t('console.exam.failed');
  };
  const closeSlot = () => {
    setSlotAsked(null);
    setPlacesError(null);
    editSlot.reset();
    deleteSlot.reset();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problems = examDayFormProblems(form);
    setFormErrors({
      ...(problems.every ? { every: t('console.exam.everyInvalid') } : {}),
      ...(problems.places ? { places: t('console.exam.placesInvalid') } : {}),
    });
    if (problems.every || problems.places) {
      setResult(null);
      return;
    }
    const times = slotTimesBetween(form.from, form.to, form.every);
    if (times.length === 0) {
      setResult({ color: 'red', text: t('console.exam.noTimes') });
      return;
    }
    create.mutate(
      { date: form.date, times, places: form.places },
      {
        onSuccess: (r) =>
          setResult({
            color: 'green',
            text: [
              t('console.exam.created', { count: r.ids.length }),
              r.skipped.length ? t('console.exam.skipped', { times: r.skipped.join(', ') }) : '',
            ]
              .filter(Boolean)
              .join(' '),
          }),
        onError: (err) =>
          setResult({
            color: 'red',
            text: err instanceof OfficeError && err.code === 4 ? t('console.exam.past') : officeErrorText(err, t),
          }),
      },
    );
  };

  const slotColumns = useMemo(
    () => [
      slotColumn.accessor('date', { header: t('console.exam.date') }),
      slotColumn.accessor('time', { header: t('console.exam.time') }),
      slotColumn.accessor('places', { header: t('console.exam.places') }),
      slotColumn.accessor('booked', { header: t('console.exam.booked') }),
      slotColumn.accessor('places_left', { header: t('console.exam.left') }),
      slotColumn.display({
        id: 'actions',
        header: t('console.exam.actions'),
        cell: ({ row }) => {
          const s = row.original;
          return (
            <Group gap="xs" wrap="nowrap">
              <Button
                size="xs"
                variant="light"
                onClick={() => {
                  setNewPlaces(s.places);
                  setSlotAsked({ slot: s, action: 'edit' });
                }}
                aria-label={t('console.exam.editOf', { date: s.date, time: s.time })}
              >
                {t('console.exam.edit')}
              </Button>
              <Button
                size="xs"
                variant="outline"
                color="red.9"
                onClick={() => setSlotAsked({ slot: s, action: 'delete' })}
                aria-label={t('console.exam.deleteOf', { date: s.date, time: s.time })}
              >
                {t('console.exam.delete')}
              </Button>
            </Group>
          );
        },
      }),
    ],
    [t],
  );
  const bookingColumns = useMemo(
    () => [
      bookingColumn.accessor('time', { header: t('console.exam.time') }),
      bookingColumn.accessor((r) => `${r.first_name} ${r.last_name}`, { id: 'person', header: t('console.exam.person') }),
      bookingColumn.accessor('paid', {
        header: t('console.exam.paid'),
        cell: (i) => (i.getValue() ? t('console.exam.yes') : t('console.exam.no')),
      }),
      bookingColumn.display({
        id: 'attended',
        header: t('console.exam.attended'),
        cell: ({ row }) => {
          const r = row.original;
          const name = `${r.first_name} ${r.last_name}`;
          return (
            <Group gap="xs" wrap="nowrap">
              <Badge variant="filled" autoContrast color={r.attended === null ? 'dark' : r.attended ? 'teal.9' : 'red.9'}>
                {r.attended === null ? t('console.exam.unmarked') : r.attended ? t('console.exam.came') : t('console.exam.missed')}
              </Badge>
              <Button
                size="xs"
                disabled={attend.isPending}
                onClick={() => attend.mutate({ meid: r.meid, attended: 1 })}
                aria-label={t('console.exam.cameOf', { name })}
              >
                {t('console.exam.came')}
              </Button>
              <Button
                size="xs"
                variant="outline"
                color="red.9"
                disabled={attend.isPending}
                onClick={() => attend.mutate({ meid: r.meid, attended: 0 })}
                aria-label={t('console.exam.missedOf', { name })}
              >
                {t('console.exam.missed')}
              </Button>
            </Group>
          );
        },
      }),
      bookingColumn.display({
        id: 'cancel',
        header: t('console.exam.actions'),
        cell: ({ row }) => {
          const r = row.original;
          // The same rule as the server's: only an appointment still ahead and not marked.
          if (examCancelRefusal(r, new Date())) return null;
          return (
            <Button
              size="xs"
              variant="outline"
              color="red.9"
              onClick={() => {
                setCancelDone(null);
                setCancelAsked(r);
              }}
              aria-label={t('console.exam.cancelOf', { name: `${r.first_name} ${r.last_name}` })}
            >
              {t('console.exam.cancel')}
            </Button>
          );
        },
      }),
    ],
    [t, attend],
  );

  return (
    <>
      <PageHeader title={t('console.exam.heading')} />
      <Stack gap="xl">
        <Paper withBorder p="md" component="form" onSubmit={submit} aria-labelledby="exam-new-day">
          <Title order={2} size="h4" id="exam-new-day" mb="sm">
            {t('console.exam.newDay')}
          </Title>
          <Group align="end" wrap="wrap">
            <TextInput
              type="date"
              label={t('console.exam.date')}
              value={form.date}
              onChange={(e) => setForm({ ...form, date: e.currentTarget.value })}
              required
            />
            <TextInput
              type="time"
              label={t('console.exam.from')}
              value={form.from}
              onChange={(e) => setForm({ ...form, from: e.currentTarget.value })}
              required
            />
            <TextInput
              type="time"
              label={t('console.exam.to')}
              value={form.to}
              onChange={(e) => setForm({ ...form, to: e.currentTarget.value })}
              required
            />
            <NumberInput
              label={t('console.exam.every')}
              min={SLOT_EVERY_RANGE.min}
              max={SLOT_EVERY_RANGE.max}
              // Never clamp: −5 once became 5 and made a dozen slots; the rule names the field instead.
              clampBehavior="none"
              allowDecimal={false}
              value={form.every}
              error={formErrors.every}
              onChange={(v) => setForm({ ...form, every: typeof v === 'number' ? v : Number.NaN })}
            />
            <NumberInput
              label={t('console.exam.places')}
              min={SLOT_PLACES_RANGE.min}
              max={SLOT_PLACES_RANGE.max}
              clampBehavior="none"
              allowDecimal={false}
              value={form.places}
              error={formErrors.places}
              onChange={(v) => setForm({ ...form, places: typeof v === 'number' ? v : Number.NaN })}
            />
            <Button type="submit" loading={create.isPending}>
              {t('console.exam.create')}
            </Button>
          </Group>
          {result ? (
            <Alert color={result.color} role={result.color === 'red' ? 'alert' : 'status'} mt="sm">
              {result.text}
            </Alert>
          ) : null}
        </Paper>
        <section aria-labelledby="exam-slots">
          <Title order={2} size="h4" id="exam-slots" mb="sm">
            {t('console.exam.slots')}
          </Title>
          {slotAsked?.action === 'delete' ? (
            slotAsked.slot.booked > 0 ? (
              <ConfirmDialog
                title={t('console.exam.deleteTitle', slotAsked.slot)}
                error={t('console.exam.hasBookings', { count: slotAsked.slot.booked })}
                onCancel={closeSlot}
              />
            ) : (
              <ConfirmDialog
                title={t('console.exam.deleteTitle', slotAsked.slot)}
                text={t('console.exam.deleteText')}
                confirmLabel={t('console.exam.delete')}
                busy={deleteSlot.isPending}
                error={slotError(deleteSlot.error)}
                onCancel={closeSlot}
                onConfirm={() => deleteSlot.mutate(slotAsked.slot.id, { onSuccess: closeSlot })}
              />
            )
          ) : null}
          {slotAsked?.action === 'edit' ? (
            <Modal
              opened
              onClose={closeSlot}
              title={t('console.exam.editTitle', slotAsked.slot)}
              closeButtonProps={{ 'aria-label': t('console:form.close') }}
              transitionProps={{ duration: 0 }}
            >
              <form
                noValidate
                onSubmit={(e) => {
                  e.preventDefault();
                  const places = typeof newPlaces === 'number' ? newPlaces : Number.NaN;
                  if (examDayFormProblems({ every: SLOT_EVERY_RANGE.min, places }).places) {
                    setPlacesError(t('console.exam.placesInvalid'));
                    return;
                  }
                  if (places < slotAsked.slot.booked) {
                    setPlacesError(t('console.exam.placesMin', { count: slotAsked.slot.booked }));
                    return;
                  }
                  setPlacesError(null);
                  editSlot.mutate({ id: slotAsked.slot.id, places }, { onSuccess: closeSlot });
                }}
              >
                <Stack gap="sm">
                  <NumberInput
                    label={t('console.exam.places')}
                    description={t('console.exam.booked') + `: ${slotAsked.slot.booked}`}
                    clampBehavior="none"
                    allowDecimal={false}
                    value={newPlaces}
                    onChange={setNewPlaces}
                    error={placesError}
                    data-autofocus
                  />
                  {editSlot.isError ? (
                    <Alert color="red" role="alert">
                      {slotError(editSlot.error)}
                    </Alert>
                  ) : null}
                  <Group justify="flex-end">
                    <Button variant="default" onClick={closeSlot}>
                      {t('console:form.cancel')}
                    </Button>
                    <Button type="submit" loading={editSlot.isPending}>
                      {t('console.exam.save')}
                    </Button>
                  </Group>
                </Stack>
              </form>
            </Modal>
          ) : null}
          <ServerTable
            caption={t('console.exam.slots')}
            query={slots}
            columns={slotColumns}
            rowKey={(r) => String(r.id)}
            page={slotPage}
            onPage={setSlotPage}
          />
        </section>
        <section aria-labelledby="exam-bookings">
          <Title order={2} size="h4" id="exam-bookings" mb="sm">
            {t('console.exam.bookingsOf')}
          </Title>
          {cancelAsked ? (
            <RejectDialog
              title={t('console.exam.cancelTitle', { name: `${cancelAsked.first_name} ${cancelAsked.last_name}` })}
              text={t(cancelAsked.paid ? 'console.exam.cancelPaidText' : 'console.exam.cancelText', {
                name: `${cancelAsked.first_name} ${cancelAsked.last_name}`,
                when: whenOf(cancelAsked),
                amount: formatEuros(MEDICAL_EXAM_FEE_CENTS / 100, lang),
              })}
              confirmLabel={t('console.exam.cancel')}
              reasonLabel={t('console.exam.cancelReason')}
              maxLength={REJECT_REASON_MAX}
              busy={cancelBooking.isPending}
              error={cancelError(cancelBooking.error)}
              onCancel={closeCancel}
              onReject={(reason) =>
                cancelBooking.mutate(
                  { meid: cancelAsked.meid, reason },
                  {
                    onSuccess: (r) => {
                      setCancelDone(
                        r.refund > 0
                          ? t('console.exam.cancelledPaid', { amount: formatEuros(r.refund, lang) })
                          : t('console.exam.cancelled'),
                      );
                      closeCancel();
                    },
                  },
                )
              }
            />
          ) : null}
          {cancelDone ? (
            <Alert color="green" role="status" mb="sm">
              {cancelDone}
            </Alert>
          ) : null}
          {attend.isError ? (
            <Alert color="red" role="alert" mb="sm">
              {officeErrorText(attend.error, t)}
            </Alert>
          ) : null}
          <ServerTable
            caption={t('console.exam.bookings')}
            query={bookings}
            columns={bookingColumns}
            rowKey={(r) => String(r.meid)}
            page={bookingPage}
            onPage={setBookingPage}
            toolbar={
              <TextInput
                type="date"
                label={t('console.exam.date')}
                value={day}
                onChange={(e) => {
                  setDay(e.currentTarget.value);
                  setBookingPage(1);
                }}
              />
            }
          />
        </section>
      </Stack>
    </>
  );
}
