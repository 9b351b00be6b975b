import { poolName } from '@club/domain/activities/labels';
import { dayInWords, daysInWords } from '@club/domain/activities/words.rules';
import type { Profile } from '@club/domain/auth/auth.schemas';
import { clubToday } from '@club/domain/activities/catalogue.rules';
import { choosableGroups, takesNoGroup, type SeasonRefusal } from '@club/domain/seasons/eligibility.rules';
import { isLevelChoiceRefusal, levelChoices } from '@club/domain/seasons/level-choice.rules';
import { rankedList, rankingProblems, type Ranking } from '@club/domain/seasons/ranking.rules';
import type { Level, Season } from '@club/domain/seasons/seasons.schemas';
import {
  canLeaveStep,
  firstAssistantStep,
  hasFeeBankData,
  isSeasonWaitingList,
  sendsEnrolment,
  stepAfterEnrol,
  type AssistantStep,
} from '@club/domain/seasons/signup.rules';
import { Alert, Anchor, Button, Checkbox, Group, Loader, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PayButton } from '../../../components/payments/pay-button';
import { accountCalls, IbanEditor, useRefreshAccount } from '../../account';
import { getSeasonPaymentForm, useEnrolV2 } from '../api/seasons-api';
import { SeatsLeft } from './groups-table';
import { formatEuros } from '../../../lib/money';
import { levelRefusalAdvice } from './level-reasons';
import { LevelStep } from './level-step';
import { pageLanguage } from './level-text';
import { RankingPicker } from './ranking-picker';

/** Whom the assistant signs up: the holder or a person of the family, with what the steps check. */
export interface SeasonPerson {
  user_id: number;
  first_name: string;
  last_name: string;
  date_of_birth: string | null;
  accepted_terms_conditions: string | null;
  pm_details: { iban: string; swift: string; needs_update: number };
  /** The member quota's account: offered to fill an empty activities account, never used for fees. */
  gibke_payment_details: { iban: string; swift: string; needs_update: number };
  limit_poolid: number;
  /** What the level rules read (members only; the swimmer's level given by the club, 0 none). */
  member_id: number;
  current_level: number;
}

export const personOfProfile = (p: Profile): SeasonPerson => ({
  user_id: p.user_id,
  first_name: p.first_name,
  last_name: p.last_name,
  date_of_birth: p.date_of_birth,
  accepted_terms_conditions: p.accepted_terms_conditions,
  pm_details: p.pm_details,
  gibke_payment_details: p.gibke_payment_details,
  // A profile kept from before auth/ping carried memberProfile reads as no level and any pool.
  limit_poolid: p.memberProfile?.limit_poolid ?? 0,
  member_id: p.member_id,
  current_level: p.memberProfile?.current_level ?? 0,
});

interface Props {
  person: SeasonPerson;
  /** The signed-in holder (whose bank details pay a managed person's fees). */
  holder: SeasonPerson;
  season: Season;
  levels: Level[];
  levelId: number;
  /** The recovery of a pending payment: opens at step 5 with this ticket. */
  recovery?: { ticketID: number; price: number } | null;
  onClose: () => void;
}

const STEP_KEYS = ['rules', 'data', 'level', 'payment_data', 'schedule', 'payment', 'done', 'saved'] as const;

/**
 * The season enrol assistant, steps 0-7 (spec 001 §4; the rules in domain seasons/signup.rules):
 * 0 rules, 1 personal data (terms), 2 level, 3 bank details for the monthly fees, 4 the group or,
 * on a priority level, the ranking; 5 the initial card payment, 6 done, 7 saved (waiting list,
 * ranking or level 39). Each step's heading takes the focus, so a keyboard or screen-reader user
 * follows the steps.
 */
export function SeasonAssistant({ person, holder, season, levels, levelId: initialLevel, recovery, onClose }: Props) {
  const { t, i18n } = useTranslation('seasons');
  const lang = pageLanguage(i18n.language);
  const today = useMemo(() => clubToday(new Date()), []);
  // The levels this person may take, by the rules do_enrol_v2 runs (the server checks again).
  const choices = levelChoices(levels, season, person, today);
  const [step, setStep] = useState<AssistantStep>(firstAssistantStep(!!recovery));
  const [terms, setTerms] = useState(!!person.accepted_terms_conditions);
  // The page's level, unless it is closed to this person: then step 2 asks for one.
  const [levelId, setLevelId] = useState<number | null>(() =>
    choices.some((c) => c.level.id === initialLevel && c.refusals.length === 0) ? initialLevel : null,
  );
  const [schedule, setSchedule] = useState<string | null>(null);
  const [ranking, setRanking] = useState<Ranking>({});
  const [ticket, setTicket] = useState<{ ticketID: number; price: number } | null>(recovery ?? null);
  const [refused, setRefused] = useState<{ reasons: SeasonRefusal[]; ext: string | null } | null>(null);
  const [failed, setFailed] = useState(false);
  const enrol = useEnrolV2();
  // Step 3 asks for the holder's bank account in place when none is ready (the family's other
  // pages are not needed mid-enrolment); once saved, the step goes on without waiting for the
  // refreshed profile.
  const [bankSaved, setBankSaved] = useState(false);
  const refreshAccount = useRefreshAccount();
  const heading = useRef<HTMLHeadingElement>(null);
  const blockedId = useId();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  const level = levels.find((l) => l.id === levelId) ?? null;
  const levelRefusals = choices.find((c) => c.level.id === levelId)?.refusals ?? [];
  const groups = level ? choosableGroups(level.variants, person.limit_poolid) : [];
  const priority = level?.variant_requires_priority === 1 && !takesNoGroup(level.id);
  const state = {
    termsAccepted: terms,
    profileComplete: !!person.date_of_birth,
    levelId,
    levelAllowed: levelRefusals.length === 0,
    paymentDataReady: bankSaved || hasFeeBankData(person.pm_details, person.user_id === holder.user_id ? null : holder.pm_details),
    requiresPriority: priority,
    scheduleId: schedule,
    rankingValid:
      rankingProblems(
        groups.map((g) => ({ uuid: g.uuid, poolID: g.poolID })),
        Object.entries(ranking),
      ).length === 0,
  };

  const send = async () => {
    setRefused(null);
    setFailed(false);
    if (!level) return;
    try {
      const outcome = await enrol.mutateAsync({
        userData: { user_id: person.user_id },
        selectedLevelID: level.id,
        // Step 1's checkbox: saved with the signup when the person had not accepted the terms yet.
        ...(person.accepted_terms_conditions ? {} : { accepted_terms_conditions: terms }),
        ...(priority
          ? { selectedLevel: { variants: groups.map((g) => ({ uuid: g.uuid, priority: ranking[g.uuid] ?? 0 })) } }
          : takesNoGroup(level.id)
            ? {}
            : { selectedScheduleID: schedule }),
      });
      if (outcome.kind === 'enrolled') {
        setTicket({ ticketID: outcome.reply.ticketID, price: outcome.reply.payment_price });
        setStep(stepAfterEnrol(outcome.reply));
      } else if (outcome.kind === 'refused') setRefused({ reasons: outcome.reasons, ext: outcome.ext });
      else setFailed(true);
    } catch {
      setFailed(true);
    }
  };

  /** Any move between steps drops the answer of a failed send: it spoke of the choices made then. */
  const goTo = (to: AssistantStep) => {
    setRefused(null);
    setFailed(false);
    setStep(to);
  };
  const chooseLevel = (id: number | null) => {
    setLevelId(id);
    setSchedule(null);
    setRanking({});
    setRefused(null);
    setFailed(false);
  };
  const canLeave = canLeaveStep(step, state);
  // On the level step "next" stays pressable when refused and points to the reason (WCAG 3.3.1):
  // a greyed-out button alone does not say why.
  const refusedHere = step === 2 && !canLeave;
  const next = () => {
    if (refusedHere) document.getElementById(blockedId)?.focus();
    else if (sendsEnrolment(step, levelId)) void send();
    else goTo((step + 1) as AssistantStep);
  };
  const back = () => goTo(Math.max(0, step - 1) as AssistantStep);
  const chosen = groups.find((g) => g.uuid === schedule);
  const who = `${person.first_name} ${person.last_name}`;
  const isSelf = person.user_id === holder.user_id;
  const advice = refused ? levelRefusalAdvice(t, refused.reasons, { name: person.first_name, self: isSelf }) : [];

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('assistant.label', { name: who })}>
      <Text size="sm" c="gray.7">
        {t('assistant.progress', { step: step + 1, total: 8 })}
      </Text>
      <Title order={3} ref={heading} tabIndex={-1} mb="sm">
        {t(`assistant.steps.${STEP_KEYS[step]}`)}
      </Title>

      {step === 0 ? (
        <Stack gap="xs">
          <Text>{t('assistant.rules.p1')}</Text>
          <Text>{t('assistant.rules.p2')}</Text>
          <Text>{t('assistant.rules.p3')}</Text>
        </Stack>
      ) : null}

      {step === 1 ? (
        <Stack gap="xs">
          <Text>
            {t('assistant.data.person')}: <strong>{who}</strong>
          </Text>
          <Text>
            {t('assistant.data.birth')}: {person.date_of_birth ? dayInWords(person.date_of_birth, lang) : t('assistant.data.missing')}
          </Text>
          {!person.date_of_birth ? (
            <Alert color="yellow" variant="light">
              {t('assistant.data.complete')}{' '}
              <Anchor component={Link} to="/myfamily">
                {t('assistant.data.familyLink')}
              </Anchor>
            </Alert>
          ) : null}
          {person.accepted_terms_conditions ? (
            <Text size="sm">{t('assistant.data.termsDone')}</Text>
          ) : (
            <Checkbox checked={terms} onChange={(e) => setTerms(e.currentTarget.checked)} label={t('assistant.data.terms')} />
          )}
        </Stack>
      ) : null}

      {step === 2 ? (
        <LevelStep
          choices={choices}
          levelId={levelId}
          onChange={chooseLevel}
          season={season}
          person={{ name: person.first_name, self: isSelf, date_of_birth: person.date_of_birth, current_level: person.current_level }}
          blockedId={blockedId}
        />
      ) : null}

      {step === 3 ? (
        state.paymentDataReady ? (
          <Text>{t('assistant.payment_data.ready')}</Text>
        ) : (
          <Stack gap="xs">
            <Alert color="yellow" variant="light">
              {t('assistant.payment_data.missing')}
            </Alert>
            <Suspense fallback={<Loader size="sm" aria-label={t('assistant.payment_data.loading')} />}>
              <IbanEditor
                details={holder.pm_details}
                title={t('assistant.payment_data.account')}
                description={t('assistant.payment_data.hint')}
                headingOrder={4}
                onSave={accountCalls.updateBankData}
                onSaved={() => {
                  setBankSaved(true);
                  void refreshAccount();
                }}
                reportAs="myaccount/update_bank_payment_data"
                reuse={{ details: holder.gibke_payment_details, from: 'quota' }}
              />
            </Suspense>
          </Stack>
        )
      ) : null}

      {step === 4 && level ? (
        priority ? (
          <RankingPicker groups={groups} ranking={ranking} onChange={setRanking} />
        ) : (
          <Stack gap="xs">
            <Radio.Group label={t('assistant.schedule.label')} value={schedule ?? ''} onChange={setSchedule}>
              <Stack gap="xs" mt="xs">
                {groups.map((g) => (
                  <Group key={g.uuid} gap="xs" wrap="nowrap">
                    <Radio
                      value={g.uuid}
                      label={`${poolName(g.poolID)} · ${daysInWords(g.selected_days, lang)} · ${g.schedule} · ${formatEuros(g.price, i18n.language)}`}
                    />
                    <SeatsLeft seats={g.seats} />
                  </Group>
                ))}
              </Stack>
            </Radio.Group>
            {chosen && isSeasonWaitingList(chosen.seats) ? (
              <Alert color="yellow" variant="light" role="status">
                {t('assistant.schedule.waiting')}
              </Alert>
            ) : null}
          </Stack>
        )
      ) : null}

      {step === 5 && ticket ? (
        <Stack gap="xs">
          <Text>{t('assistant.payment.text', { price: formatEuros(ticket.price, i18n.language) })}</Text>
          <PayButton getSignedForm={() => getSeasonPaymentForm(ticket.ticketID)} label={t('assistant.payment.button')} />
        </Stack>
      ) : null}
      {step === 6 ? <Text role="status">{t('assistant.done.text')}</Text> : null}
      {step === 7 ? <Text role="status">{priority ? t('assistant.saved.ranking') : t('assistant.saved.waiting')}</Text> : null}

      {refused ? (
        <Alert color="red" variant="light" role="alert" mt="sm" title={t('assistant.refused')}>
          <Stack gap={6}>
            <Text size="sm">{refused.reasons.length > 0 ? refused.reasons.map((r) => t(`refusal.${r}`)).join(' ') : refused.ext}</Text>
            {advice.map((a) => (
              <Text size="sm" key={a.text}>
                {a.text}
              </Text>
            ))}
            {refused.reasons.some(isLevelChoiceRefusal) && step !== 2 ? (
              // The person's data may have changed since the page was loaded (the office set the
              // swimmer's level): back at the level step, the list shows what is open now.
              <Group>
                <Button size="xs" variant="white" onClick={() => goTo(2)}>
                  {t('assistant.level.change')}
                </Button>
              </Group>
            ) : null}
          </Stack>
        </Alert>
      ) : null}
      {failed ? (
        <Alert color="red" variant="light" role="alert" mt="sm">
          {t('assistant.failed')}
        </Alert>
      ) : null}

      <Group mt="md" justify="space-between">
        {step > 0 && step < 5 ? (
          <Button variant="default" onClick={back}>
            {t('assistant.back')}
          </Button>
        ) : (
          <span />
        )}
        {step < 5 ? (
          <Button
            onClick={next}
            disabled={!canLeave && !refusedHere}
            data-disabled={refusedHere || undefined}
            aria-disabled={refusedHere || undefined}
            aria-describedby={refusedHere ? blockedId : undefined}
            loading={enrol.isPending}
          >
            {sendsEnrolment(step, levelId) ? t('assistant.send') : t('assistant.next')}
          </Button>
        ) : (
          <Button variant="default" onClick={onClose}>
            {t('assistant.close')}
          </Button>
        )}
      </Group>
      {priority && step === 4 ? (
        <Text size="sm" c="gray.7" mt="xs">
          {t('assistant.schedule.ranked', { count: rankedList(ranking).length })}
        </Text>
      ) : null}
    </Paper>
  );
}
