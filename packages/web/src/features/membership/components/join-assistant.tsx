import { ageInWords, dayInWords } from '@club/domain/activities/words.rules';
import { formatEuros } from '@club/domain/content/content.rules';
import {
  canLeaveJoinStep,
  firstJoinStep,
  isPaymentDataReady,
  JOIN_MIN_AGE_MONTHS,
  JOIN_STEP,
  joinRefusal,
  MEMBERSHIP_STATE,
  stepAfterMembershipData,
  stepAfterPaymentSettings,
  type JoinStep,
} from '@club/domain/membership/membership.rules';
import type { Envelope } from '@club/domain/shared/envelope';
import { Alert, Anchor, Button, Group, List, Loader, Radio, Stack, Text } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PayButton, type SignedPaymentForm } from '../../../components/payments/pay-button';
import { SisStatusText } from '../../../components/payments/sis-status-text';
import { AccountModal, accountCalls, IbanEditor } from '../../account';
import { esOrEus, useLang } from '../../content';
import type { FamilyPerson } from '../../family';
import { membershipCalls, useRefreshMembership } from '../api/membership-api';
import { useMembershipTypes } from '../api/membership-types';
import { MembershipDataModal } from './membership-data-modal';

const STEPS: JoinStep[] = [JOIN_STEP.rules, JOIN_STEP.checkData, JOIN_STEP.membershipType, JOIN_STEP.paymentSettings, JOIN_STEP.confirm];

/** The basic data the club needs of a member (spec 000 §5) and the terms. */
const dataComplete = (p: FamilyPerson) => {
  const f = p.profile;
  return (
    Boolean(f.date_of_birth) &&
    f.address.trim().length >= 6 &&
    f.city.trim().length >= 3 &&
    /^\d{5}$/.test(f.zipcode) &&
    f.accepted_terms_conditions !== null &&
    f.accepted_terms_pictures_treatment !== null
  );
};

/**
 * The member join assistant (spec 001 §4): 0 rules, 1 check data, 2 membership type, 3 payment
 * settings, 4 confirm and pay. A join waiting for its payment (state 2) opens at step 4 with the
 * last error and 'Reintentar alta'. Linking an existing number (the sports-body data modal) goes
 * on to step 2; saving the payment settings to step 4. Each step is a form: Enter or the buttons,
 * by keyboard alone.
 */
export function JoinAssistant({ person, opened, onClose }: { person: FamilyPerson; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('membership');
  const lang = useLang();
  const refresh = useRefreshMembership();
  const types = useMembershipTypes();
  const profile = person.profile;
  const state = person.gibke_membership_state;
  const [step, setStep] = useState<JoinStep>(() => firstJoinStep(state));
  const [typeId, setTypeId] = useState<string | null>(profile.gibke_membership_type ? String(profile.gibke_membership_type) : null);
  const [linking, setLinking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const chosen = types.data?.find((m) => String(m.id) === typeId) ?? null;
  const facts = {
    dataComplete: dataComplete(person),
    typeChosen: chosen !== null,
    paymentDataReady: isPaymentDataReady(profile.gibke_payment_details),
  };
  // The server's own check (prepare_membership); the card keeps such a child out of the assistant.
  const tooYoung = joinRefusal(profile, new Date()) === 'too_young';
  // The join age in years and months, from the rule's constant: nobody reads "115 months".
  const minAge = ageInWords(JOIN_MIN_AGE_MONTHS, lang);
  const linkedMember = state === MEMBERSHIP_STATE.active;
  const index = STEPS.indexOf(step);
  const next = () => setStep(STEPS[Math.min(index + 1, STEPS.length - 1)]!);
  const back = () => setStep(STEPS[Math.max(index - 1, 0)]!);

  /** Confirm and pay: prepare the join (unless it already waits with this type), then the signed form of its fee. */
  const signedForm = async (): Promise<Envelope<SignedPaymentForm>> => {
    if (!(state === MEMBERSHIP_STATE.paymentPending && String(profile.gibke_membership_type) === typeId)) {
      const prepared = await membershipCalls.prepare(person.user_id, Number(typeId));
      if (prepared.success !== 1) {
        setProblem(t(`join.refused.${prepared.code === 2 ? 'young' : 'other'}`, { age: minAge }));
        return { success: 0, code: prepared.code };
      }
    }
    return membershipCalls.joinPayment(person.user_id);
  };

  const saveType = async () => {
    const res = await membershipCalls.prepare(person.user_id, Number(typeId));
    if (res.success === 1) {
      setSaved(true);
      await refresh();
    } else setProblem(t('join.refused.other'));
  };

  const title = t('join.title', { name: person.isSelf ? t('join.you') : `${person.first_name} ${person.last_name}` });
  return (
    <>
      <AccountModal opened={opened && !linking} onClose={onClose} title={title} size="lg">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (step < JOIN_STEP.confirm && canLeaveJoinStep(step, facts)) next();
          }}
        >
          <Stack gap="md">
            <Text size="sm" c="gray.7" aria-live="polite">
              {t('join.stepOf', { n: index + 1, total: STEPS.length, name: t(`join.steps.${step}`) })}
            </Text>

            {step === JOIN_STEP.rules ? (
              <Stack gap="xs">
                <Text fw={700}>{t('join.rules.title')}</Text>
                <List size="sm" spacing={4}>
                  <List.Item>{t('join.rules.fee')}</List.Item>
                  <List.Item>{t('join.rules.monthly')}</List.Item>
                  <List.Item>{t('join.rules.validation')}</List.Item>
                  <List.Item>{t('join.rules.cancellation')}</List.Item>
                  <List.Item>{t('join.rules.age', { age: minAge })}</List.Item>
                </List>
              </Stack>
            ) : null}

            {step === JOIN_STEP.checkData ? (
              <Stack gap="xs">
                <dl style={{ margin: 0 }}>
                  <Text component="dt" size="sm" fw={700}>
                    {t('join.data.name')}
                  </Text>
                  <Text component="dd" ml={0} mb="xs">{`${profile.first_name} ${profile.last_name}`}</Text>
                  <Text component="dt" size="sm" fw={700}>
                    {t('join.data.birth')}
                  </Text>
                  <Text component="dd" ml={0} mb="xs">
                    {profile.date_of_birth ? dayInWords(profile.date_of_birth, lang) : '—'}
                  </Text>
                  <Text component="dt" size="sm" fw={700}>
                    {t('join.data.address')}
                  </Text>
                  <Text component="dd" ml={0}>
                    {[profile.address, profile.zipcode, profile.city].filter(Boolean).join(', ') || '—'}
                  </Text>
                </dl>
                {!facts.dataComplete ? (
                  <Alert color="orange" variant="light">
                    {t('join.data.incomplete')}{' '}
                    <Anchor component={Link} to="/myfamily" onClick={onClose}>
                      {t('join.data.complete')}
                    </Anchor>
                  </Alert>
                ) : null}
                {tooYoung ? (
                  <Alert color="orange" variant="light">
                    {t('join.refused.young', { age: minAge })}
                  </Alert>
                ) : null}
                {!linkedMember ? (
                  <Group>
                    <Button variant="light" onClick={() => setLinking(true)}>
                      {t('join.data.already')}
                    </Button>
                  </Group>
                ) : null}
              </Stack>
            ) : null}

            {step === JOIN_STEP.membershipType ? (
              types.isPending ? (
                <Loader size="sm" aria-label={t('join.loading')} />
              ) : (
                <Radio.Group label={t('join.type.label')} value={typeId} onChange={setTypeId} required>
                  <Stack gap="xs" mt="xs">
                    {(types.data ?? []).map((m) => (
                      <Radio
                        key={m.id}
                        value={String(m.id)}
                        label={`${esOrEus(lang, m.gibke_member_type_name_es, m.gibke_member_type_name_eus)} · ${formatEuros(m.price_month)} ${t('perMonth')}`}
                      />
                    ))}
                  </Stack>
                </Radio.Group>
              )
            ) : null}

            {step === JOIN_STEP.paymentSettings ? (
              <Suspense fallback={<Loader size="sm" aria-label={t('join.loading')} />}>
                <Text size="sm">{t('join.payment.intro')}</Text>
                <IbanEditor
                  details={profile.gibke_payment_details}
                  title={t('join.payment.title')}
                  description={t('join.payment.hint')}
                  onSave={(d) => accountCalls.updatePaymentMethod({ user_id: person.user_id, ...d, type: false })}
                  onSaved={async () => {
                    await refresh();
                    setStep(stepAfterPaymentSettings());
                  }}
                  reportAs="delegated_acct/update_payment_method"
                  // The quota account stays its own (spec 001 §3 gibke_payment_details), but an empty
                  // one is offered the same person's activities account, just saved most of the time.
                  reuse={{ details: profile.pm_details, from: 'activities' }}
                />
              </Suspense>
            ) : null}

            {step === JOIN_STEP.confirm ? (
              <Stack gap="sm">
                {chosen ? (
                  <Text>
                    {t('join.confirm.summary', {
                      type: esOrEus(lang, chosen.gibke_member_type_name_es, chosen.gibke_member_type_name_eus),
                      fee: formatEuros(chosen.price_month),
                    })}
                  </Text>
                ) : (
                  <Alert color="orange" variant="light">
                    {t('join.confirm.noType')}
                  </Alert>
                )}
                {state === MEMBERSHIP_STATE.paymentPending && profile.gibke_quota_pm_lastresponse ? (
                  <Alert color="red" variant="light" role="alert" title={t('join.confirm.lastError')}>
                    <SisStatusText status={profile.gibke_quota_pm_lastresponse} />
                  </Alert>
                ) : null}
                {problem ? (
                  <Alert color="red" variant="light" role="alert">
                    {problem}
                  </Alert>
                ) : null}
                {linkedMember ? (
                  saved ? (
                    <Alert color="teal" variant="light">
                      {t('join.confirm.saved')}
                    </Alert>
                  ) : (
                    <Button onClick={() => void saveType()} disabled={!chosen}>
                      {t('join.confirm.saveType')}
                    </Button>
                  )
                ) : chosen ? (
                  <PayButton
                    getSignedForm={signedForm}
                    label={
                      state === MEMBERSHIP_STATE.paymentPending
                        ? t('join.confirm.retry')
                        : t('join.confirm.pay', { fee: formatEuros(chosen.price_month) })
                    }
                  />
                ) : null}
              </Stack>
            ) : null}

            <Group justify="space-between">
              <Button variant="default" onClick={index === 0 ? onClose : back}>
                {index === 0 ? t('join.close') : t('join.back')}
              </Button>
              {step < JOIN_STEP.confirm ? (
                <Button type="submit" disabled={!canLeaveJoinStep(step, facts) || (step === JOIN_STEP.checkData && tooYoung)}>
                  {t('join.next')}
                </Button>
              ) : null}
            </Group>
          </Stack>
        </form>
      </AccountModal>
      {linking ? (
        <MembershipDataModal
          opened={linking}
          onClose={() => setLinking(false)}
          userId={person.user_id}
          self={person.isSelf}
          onLinked={() => setStep(stepAfterMembershipData())}
        />
      ) : null}
    </>
  );
}
