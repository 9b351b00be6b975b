import {
  canLeaveExamStep,
  EXAM_STEP,
  examRefusal,
  examDaysInOrder,
  examSlotsInOrder,
  isSlotSelectable,
  MEDICAL_EXAM_FEE_CENTS,
  showExamRequestButton,
  unpaidExamIds,
  type ExamStep,
} from '@club/domain/requests/medical-exam.rules';
import { madridDate } from '@club/domain/shared/dates';
import { Alert, Button, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { weekdayInWords } from '@club/domain/activities/words.rules';
import { asLanguage } from '../../../i18n';
import { formatEuros } from '../../../lib/money';
import { PayButton } from '../../../components/payments/pay-button';
import { AccountModal, LoadingBlock, reportFailure, SectionCard, toast } from '../../account';
import { requestsCalls, useExamSchedules, useRefreshRequests } from '../api/requests-api';
import { AssistantStep, type RequestsPerson } from './assistant';

const STEPS = 3;
const fee = (lang: string) => formatEuros(MEDICAL_EXAM_FEE_CENTS / 100, lang);

/** The medical exam of a person (spec 001 §4): the booking and its payment, the request assistant. */
export function ExamSection({ person }: { person: RequestsPerson }) {
  const { t, i18n } = useTranslation('requests');
  const p = person.profile;
  const [open, setOpen] = useState(false);
  const today = madridDate(new Date());
  const unpaid = unpaidExamIds(p.pending_ctransactions);
  const current = p.last_me && p.last_me.date >= today ? p.last_me : null;
  return (
    <SectionCard title={t('exam.title')}>
      <Text size="sm">{t('exam.text', { fee: fee(i18n.language) })}</Text>
      {current ? (
        <Text>
          {t('exam.booked', { date: weekdayInWords(current.date, asLanguage(i18n.language)), time: current.timeframe })}{' '}
          {unpaid.includes(current.id) ? t('exam.unpaid') : t('exam.paid')}
        </Text>
      ) : null}
      {unpaid[0] !== undefined ? (
        <PayButton
          label={t('exam.pay', { amount: fee(i18n.language) })}
          getSignedForm={() => requestsCalls.examPayment(person.user_id, unpaid[0]!)}
          onError={(code) => reportFailure('manage_payments/get_meschddetail', { ext: code })}
        />
      ) : null}
      {showExamRequestButton(p, today) ? (
        <Group>
          <Button onClick={() => setOpen(true)}>{t('exam.request')}</Button>
        </Group>
      ) : null}
      {open ? <ExamAssistant person={person} onClose={() => setOpen(false)} /> : null}
    </SectionCard>
  );
}

/**
 * The exam assistant (spec 001 §4, §5, §9): 0 data (members only; genre 0 from 132 months, genre 1
 * from 144; genre 2 asks to update the data first), 1 pick a slot (a full one cannot be chosen;
 * Next disabled until one is chosen; the availability words), 2 confirm and pay 24,00 €.
 */
function ExamAssistant({ person, onClose }: { person: RequestsPerson; onClose: () => void }) {
  const { t, i18n } = useTranslation('requests');
  const p = person.profile;
  const refresh = useRefreshRequests();
  const [step, setStep] = useState<ExamStep>(EXAM_STEP.data);
  const [chosen, setChosen] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [meid, setMeid] = useState<number | null>(null);
  const refusal = examRefusal(
    { genre: p.genre, date_of_birth: p.date_of_birth, gibke_membership_state: person.gibke_membership_state },
    new Date(),
  );
  const schedules = useExamSchedules(step === EXAM_STEP.slot || step === EXAM_STEP.confirm);
  const days = schedules.data ? examDaysInOrder(schedules.data) : [];
  const chosenSlot = (schedules.data ? examSlotsInOrder(schedules.data) : []).find((s) => `${s.date} ${s.time}` === chosen) ?? null;

  const book = async () => {
    if (!chosenSlot) return;
    setSaving(true);
    try {
      const r = await requestsCalls.bookExam({ user_id: person.user_id, date: chosenSlot.date, time: chosenSlot.time });
      if (r.ok) {
        setMeid(r.data.meid);
        toast({ color: 'green', message: t('toasts.saved') });
        void refresh();
      } else {
        toast({
          color: 'red',
          title: t('toasts.bookingFailed'),
          message: t(`exam.codes.${String(r.code)}`, { defaultValue: t('toasts.failed') }),
        });
        reportFailure('member_requests/medical_exam_schedule', { code: r.code ?? undefined });
        if (r.code === 35) {
          setChosen(null);
          setStep(EXAM_STEP.slot);
          void schedules.refetch();
        }
      }
    } catch {
      toast({ color: 'red', message: t('toasts.bookingSaveFailed') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <AccountModal opened onClose={onClose} title={t('exam.assistant')} size="lg">
      {step === EXAM_STEP.data ? (
        <AssistantStep
          index={0}
          count={STEPS}
          title={t('exam.steps.0')}
          next={() => setStep(EXAM_STEP.slot)}
          nextDisabled={!canLeaveExamStep(EXAM_STEP.data, { refusal, chosenPlaces: null })}
        >
          {refusal ? (
            <Alert color="orange" variant="light" role="alert">
              {t(`exam.refusals.${refusal}`)}
            </Alert>
          ) : (
            <Text size="sm">{t('exam.dataText', { name: `${p.first_name} ${p.last_name}`, fee: fee(i18n.language) })}</Text>
          )}
        </AssistantStep>
      ) : step === EXAM_STEP.slot ? (
        <AssistantStep
          index={1}
          count={STEPS}
          title={t('exam.steps.1')}
          back={() => setStep(EXAM_STEP.data)}
          next={() => setStep(EXAM_STEP.confirm)}
          nextDisabled={!canLeaveExamStep(EXAM_STEP.slot, { refusal, chosenPlaces: chosenSlot?.places ?? null })}
        >
          {schedules.isPending ? (
            <LoadingBlock size="sm" />
          ) : schedules.isError ? (
            <Alert color="red" variant="light" role="alert">
              {t('exam.loadFailed')}
            </Alert>
          ) : days.length === 0 ? (
            <Text size="sm">{t('exam.noSlots')}</Text>
          ) : (
            <Radio.Group value={chosen} onChange={setChosen} label={t('exam.pick')}>
              {/* One block per day, its times side by side: a phone showed some fifty rows, each
                  repeating its day. Each radio's name still says the day, as a screen reader
                  reaching it on its own needs to hear. */}
              <Stack gap="sm" mt="xs" style={{ maxHeight: '50vh', overflowY: 'auto' }}>
                {days.map(({ date, slots }) => {
                  const day = weekdayInWords(date, asLanguage(i18n.language));
                  return (
                    <div key={date} role="group" aria-labelledby={`exam-day-${date}`}>
                      <Text id={`exam-day-${date}`} size="sm" fw={600} mb={6}>
                        {day}
                      </Text>
                      <SimpleGrid cols={{ base: 3, xs: 4 }} spacing="xs" verticalSpacing="xs">
                        {slots.map((s) => {
                          const availability = t(`exam.availability.${s.availability}`);
                          return (
                            <Radio
                              key={s.time}
                              value={`${date} ${s.time}`}
                              disabled={!isSlotSelectable(s.places)}
                              label={
                                <>
                                  {s.time}
                                  <Text component="span" display="block" size="xs" c="dimmed">
                                    {availability}
                                  </Text>
                                </>
                              }
                              aria-label={`${day}, ${s.time} · ${availability}`}
                            />
                          );
                        })}
                      </SimpleGrid>
                    </div>
                  );
                })}
              </Stack>
            </Radio.Group>
          )}
        </AssistantStep>
      ) : (
        <AssistantStep index={2} count={STEPS} title={t('exam.steps.2')} back={meid === null ? () => setStep(EXAM_STEP.slot) : undefined}>
          {chosenSlot ? (
            <Text>
              {t('exam.confirmText', {
                date: weekdayInWords(chosenSlot.date, asLanguage(i18n.language)),
                time: chosenSlot.time,
                fee: fee(i18n.language),
              })}
            </Text>
          ) : null}
          {meid === null ? (
            <Group>
              <Button onClick={() => void book()} loading={saving}>
                {t('exam.confirm')}
              </Button>
            </Group>
          ) : (
            <PayButton
              label={t('exam.pay', { amount: fee(i18n.language) })}
              getSignedForm={() => requestsCalls.examPayment(person.user_id, meid)}
              onError={(code) => reportFailure('manage_payments/get_meschddetail', { ext: code })}
            />
          )}
        </AssistantStep>
      )}
    </AccountModal>
  );
}
