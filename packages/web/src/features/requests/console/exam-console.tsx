import { slotTimesBetween } from '@club/domain/requests/medical-exam.rules';
import type { ExamRequestRow, ExamSlotRow } from '@club/domain/requests/office.schemas';
import { madridDate } from '@club/domain/shared/dates';
import { Alert, Badge, Button, Group, NumberInput, Paper, Stack, TextInput, Title } from '@mantine/core';
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
import { ServerTable } from '../../../components/console/data-table';
import { PageHeader } from '../../../components/console/page-header';

const slotColumn = createColumnHelper<ExamSlotRow>();
const bookingColumn = createColumnHelper<ExamRequestRow>();

/**
 * /gestion/reconocimientos: the medical exam's slots. The office makes a day's slots in one go
 * (from, to, every so many minutes, places each), sees the slots with their bookings, and marks
 * who came on a day.
 */
export default function ExamConsole() {
  const { t } = useTranslation('requests');
  const today = madridDate(new Date());
  const [form, setForm] = useState({ date: today, from: '17:00', to: '19:00', every: 20, places: 3 });
  const [result, setResult] = useState<{ color: string; text: string } | null>(null);
  const [slotPage, setSlotPage] = useState(1);
  const [day, setDay] = useState(today);
  const [bookingPage, setBookingPage] = useState(1);

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

  const submit = (e: FormEvent) => {
    e.preventDefault();
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
          setResult({ color: 'red', text: err instanceof OfficeError && err.code === 4 ? t('console.exam.past') : err.message }),
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
              min={5}
              max={240}
              value={form.every}
              onChange={(v) => setForm({ ...form, every: Number(v) || 0 })}
            />
            <NumberInput
              label={t('console.exam.places')}
              min={1}
              max={500}
              value={form.places}
              onChange={(v) => setForm({ ...form, places: Number(v) || 0 })}
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
