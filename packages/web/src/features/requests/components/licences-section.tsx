import {
  initialLicenceChoice,
  isLicenceRequestable,
  LICENCE_FEE_CENTS,
  LICENCE_KINDS,
  LICENCE_STEP,
  licenceChoiceProblem,
  licenceDataProblems,
  licenceStartStep,
  licencesToPay,
  licenceTotalCents,
  nextLicenceStep,
  showLicenceRequestButton,
  type LicenceChoice,
  type LicenceStep,
} from '@club/domain/requests/licences.rules';
import type { LicenceStatus } from '@club/domain/requests/requests.schemas';
import { Alert, Badge, Button, Checkbox, Group, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '../../../lib/money';
import { PayButton } from '../../../components/payments/pay-button';
import { AccountModal, reportFailure, SectionCard, toast } from '../../account';
import { requestsCalls, useRefreshRequests } from '../api/requests-api';
import { AssistantStep, type RequestsPerson } from './assistant';

const STEPS = 5;

/** A licence's state in words: never asked, awaiting payment, paid, processed by the office. */
function LicenceBadge({ status }: { status: LicenceStatus }) {
  const { t } = useTranslation('requests');
  const key = status === null ? 'none' : (['awaiting', 'paid', 'processed'] as const)[status.state];
  const color = status === null ? 'dark' : status.state === 0 ? 'yellow.5' : status.state === 1 ? 'blue.9' : 'teal.9';
  return (
    <Badge variant="filled" autoContrast color={color}>
      {t(`licences.states.${key}`)}
    </Badge>
  );
}

/** The licences of a person (spec 001 §4): their states, the request assistant and the payment of what awaits it. */
export function LicencesSection({ person }: { person: RequestsPerson }) {
  const { t, i18n } = useTranslation('requests');
  const licenses = person.profile.licenses;
  const [open, setOpen] = useState(false);
  const toPay = licencesToPay(licenses);
  return (
    <SectionCard title={t('licences.title')}>
      <Text size="sm">{t('licences.text', { fee: formatEuros(LICENCE_FEE_CENTS / 100, i18n.language) })}</Text>
      <Stack gap="xs">
        {LICENCE_KINDS.map((k) => (
          <Group key={k} justify="space-between" wrap="nowrap">
            <Text>{t(`licences.kinds.${k}`)}</Text>
            <LicenceBadge status={licenses[k]} />
          </Group>
        ))}
      </Stack>
      {toPay.cents > 0 ? (
        <PayButton
          label={t('licences.pay', { amount: formatEuros(toPay.cents / 100, i18n.language) })}
          getSignedForm={() => requestsCalls.licencePayment(person.user_id, toPay.terid, toPay.stid)}
          onError={(code) => reportFailure('manage_payments/get_mbreq', { ext: code })}
        />
      ) : null}
      {showLicenceRequestButton(licenses) ? (
        <Group>
          <Button onClick={() => setOpen(true)}>{t('licences.request')}</Button>
        </Group>
      ) : null}
      {open ? <LicenceAssistant person={person} onClose={() => setOpen(false)} /> : null}
    </SectionCard>
  );
}

/**
 * The licence assistant (spec 001 §4, §5): 0 check data, 1 complete data, 2 documents needed,
 * 3 choose the licences (the territorial one ticked when not yet asked; at least one: 'Debes
 * seleccionar al menos un tipo de licencia'), 4 confirm and pay (67,00 € each). It opens at step
 * 4 when the membership state is 2 or a licence awaits its payment.
 */
function LicenceAssistant({ person, onClose }: { person: RequestsPerson; onClose: () => void }) {
  const { t, i18n } = useTranslation('requests');
  const p = person.profile;
  const refresh = useRefreshRequests();
  const [step, setStep] = useState<LicenceStep>(() =>
    licenceStartStep({ gibke_membership_state: person.gibke_membership_state, licenses: p.licenses }),
  );
  const [choice, setChoice] = useState<LicenceChoice>(() => initialLicenceChoice(p.licenses));
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [reqid, setReqid] = useState<number | null>(null);
  const missing = licenceDataProblems(
    {
      first_name: p.first_name,
      last_name: p.last_name,
      date_of_birth: p.date_of_birth,
      genre: p.genre,
      person_id: p.person_id,
      address: p.address,
      city: p.city,
      zipcode: p.zipcode,
    },
    new Date(),
  );
  // Step 1 (complete the data) is only for a person whose data lacks something: the others count
  // four steps, so the assistant never jumps from '1 of 5' to '3 of 5'.
  const [completing, setCompleting] = useState(false);
  const withCompletion = completing || missing.length > 0;
  const at = (index: number) =>
    withCompletion ? { index, count: STEPS } : { index: index > LICENCE_STEP.completeData ? index - 1 : index, count: STEPS - 1 };
  const next = () => {
    if (step === LICENCE_STEP.choose) {
      const why = licenceChoiceProblem(choice);
      setProblem(why ? t('licences.noneChosen') : null);
      if (why) return;
    }
    const to = nextLicenceStep(step, { dataProblems: missing, choice });
    if (to === LICENCE_STEP.completeData) setCompleting(true);
    setStep(to);
  };
  // At step 4 after a request: pay what was just asked; opened at step 4: pay what awaits.
  const pending = licencesToPay(p.licenses);
  const payNow =
    reqid !== null ? { terid: choice.local ? reqid : null, stid: choice.state ? reqid : null, cents: licenceTotalCents(choice) } : pending;

  const confirm = async () => {
    setSaving(true);
    try {
      const r = await requestsCalls.requestLicence({ user_id: person.user_id, ...choice });
      if (r.ok) {
        setReqid(r.data.reqid);
        toast({ color: 'green', message: t('toasts.saved') });
        void refresh();
      } else {
        toast({ color: 'red', message: r.code === 21 ? t('licences.noneChosen') : t('toasts.failed') });
        reportFailure('member_requests/request_license', { ext: r.ext ?? String(r.code) });
      }
    } catch {
      toast({ color: 'red', message: t('toasts.failed') });
    } finally {
      setSaving(false);
    }
  };

  const title = t('licences.assistant');
  return (
    <AccountModal opened onClose={onClose} title={title} size="lg">
      {step === LICENCE_STEP.checkData ? (
        <AssistantStep {...at(0)} title={t('licences.steps.0')} next={next}>
          <Text size="sm">{t('licences.checkText')}</Text>
          <List size="sm">
            <List.Item>{`${p.first_name} ${p.last_name}`}</List.Item>
            <List.Item>
              {t('licences.fields.date_of_birth')}: {p.date_of_birth ?? '—'}
            </List.Item>
            <List.Item>
              {t('licences.fields.person_id')}: {p.person_id || '—'}
            </List.Item>
            <List.Item>
              {t('licences.fields.address')}: {[p.address, p.zipcode, p.city].filter(Boolean).join(', ') || '—'}
            </List.Item>
          </List>
        </AssistantStep>
      ) : step === LICENCE_STEP.completeData ? (
        <AssistantStep
          {...at(1)}
          title={t('licences.steps.1')}
          back={() => setStep(LICENCE_STEP.checkData)}
          next={next}
          nextLabel={t('licences.checkAgain')}
        >
          <Alert color="orange" variant="light" role="alert">
            {t('licences.missing')}
            <List size="sm" mt="xs">
              {missing.map((f) => (
                <List.Item key={f}>{t(`licences.fields.${f}`)}</List.Item>
              ))}
            </List>
          </Alert>
          <Text size="sm">{t('licences.completeHint')}</Text>
        </AssistantStep>
      ) : step === LICENCE_STEP.documents ? (
        <AssistantStep {...at(2)} title={t('licences.steps.2')} back={() => setStep(LICENCE_STEP.checkData)} next={next}>
          <Text size="sm">{t('licences.documentsText')}</Text>
        </AssistantStep>
      ) : step === LICENCE_STEP.choose ? (
        <AssistantStep {...at(3)} title={t('licences.steps.3')} back={() => setStep(LICENCE_STEP.documents)} next={next}>
          <Stack gap="xs" role="group" aria-label={t('licences.steps.3')}>
            {LICENCE_KINDS.map((k) => (
              <Checkbox
                key={k}
                label={`${t(`licences.kinds.${k}`)} (${formatEuros(LICENCE_FEE_CENTS / 100, i18n.language)})`}
                checked={choice[k]}
                disabled={!isLicenceRequestable(p.licenses, k)}
                onChange={(e) => {
                  const checked = e.currentTarget.checked;
                  setChoice((c) => ({ ...c, [k]: checked }));
                  setProblem(null);
                }}
              />
            ))}
          </Stack>
          {problem ? (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          ) : null}
        </AssistantStep>
      ) : (
        <AssistantStep
          {...at(4)}
          title={t('licences.steps.4')}
          back={reqid === null && pending.cents === 0 ? () => setStep(LICENCE_STEP.choose) : undefined}
        >
          {reqid === null && pending.cents === 0 ? (
            <>
              <Text>
                {t('licences.confirmText', {
                  kinds: LICENCE_KINDS.filter((k) => choice[k])
                    .map((k) => t(`licences.kinds.${k}`))
                    .join(', '),
                })}
              </Text>
              <Text fw={700}>{t('licences.total', { amount: formatEuros(licenceTotalCents(choice) / 100, i18n.language) })}</Text>
              <Group>
                <Button onClick={() => void confirm()} loading={saving}>
                  {t('licences.confirm')}
                </Button>
              </Group>
            </>
          ) : (
            <>
              <Text>{t('licences.payText')}</Text>
              <Text fw={700}>{t('licences.total', { amount: formatEuros(payNow.cents / 100, i18n.language) })}</Text>
              <PayButton
                label={t('licences.pay', { amount: formatEuros(payNow.cents / 100, i18n.language) })}
                getSignedForm={() => requestsCalls.licencePayment(person.user_id, payNow.terid, payNow.stid)}
                onError={(code) => reportFailure('manage_payments/get_mbreq', { ext: code })}
              />
            </>
          )}
        </AssistantStep>
      )}
    </AccountModal>
  );
}
