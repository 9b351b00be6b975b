import type { CourseDetails, DoEnrollReply, FormField, ServiceChoice } from '@club/domain/activities/activities.schemas';
import { SIGNUP_STATUS } from '@club/domain/activities/activities.schemas';
import { clubToday } from '@club/domain/activities/catalogue.rules';
import { missingProfileFields } from '@club/domain/activities/enrolment.rules';
import { choiceRefusals, isMultiOption, needsVariant, toggleOption } from '@club/domain/activities/choice.rules';
import { activitySeatTone } from '@club/domain/activities/labels';
import { priceSignup, type MultiChoice } from '@club/domain/activities/pricing.rules';
import { applyFormAnswers, isLayoutField, missingFormFields } from '@club/domain/activities/signup-form.rules';
import type { Profile } from '@club/domain/auth/auth.schemas';
import { isOn } from '@club/domain/shared/flags';
import { Alert, Button, Grid, Group, Stepper, Title } from '@mantine/core';
import { useMemo, useRef, useState, type RefObject } from 'react';
import { AlertIcon } from '../../../../components/icons';
import { toast } from '../../../account';
import { useAvailability } from '../../api/courses-api';
import { useEnrol, useUpdateMyProfile } from '../../api/enrol-api';
import { useCourseFormat } from '../use-course-format';
import type { MemberProfile } from '../use-viewer';
import { OptionsChoice, VariantChoice } from './choice-step';
import { ConfirmStep } from './confirm-step';
import { askedFields, DataStep, profileErrors, toProfileForm, type ProfileValues } from './data-step';
import { EnrolProblemModal, type EnrolProblem } from './enrol-modals';
import { FormStep } from './form-step';
import { ServicesStep } from './services-step';
import type { FieldValue } from './signup-form-field';
import { SummarySidebar } from './summary-sidebar';

type StepId = 'choice' | 'services' | 'form' | 'data' | 'confirm';

/** The office's preselection (`selected`), applied through the same toggle rule as a click. */
const initialOptions = (course: CourseDetails): MultiChoice[] =>
  course.price_multi.reduce<MultiChoice[]>(
    (chosen, o, index) => (isOn(o.selected) ? toggleOption(course.price_multi, chosen, index, isOn(o.extended_schedule_selected)) : chosen),
    [],
  );

interface Props {
  course: CourseDetails;
  title: string;
  profile: Profile;
  memberProfile: MemberProfile;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onCancel: () => void;
  onConfirmed: (reply: DoEnrollReply) => void;
}

/** View mode 1, self signup (spec 001 §2, §4): the enrol assistant beside the summary sidebar. */
export default function EnrolView({ course, title, profile, memberProfile, headingRef, onCancel, onConfirmed }: Props) {
  const { t, lang } = useCourseFormat();
  const today = useMemo(() => clubToday(new Date()), []);
  const fields = course.signup_form_data;
  const hasForm = fields.some((f) => !isLayoutField(f));
  // The personal data the profile lacks, fixed when the assistant opens (domain rule).
  const [asked] = useState(() => askedFields(missingProfileFields(profile), profile));
  const askData = asked.length > 0;
  const steps = useMemo<StepId[]>(() => {
    const list: StepId[] = [];
    if (needsVariant(course) || isMultiOption(course)) list.push('choice');
    if (course.optional_services_meta.length > 0) list.push('services');
    if (hasForm) list.push('form');
    if (askData) list.push('data');
    list.push('confirm');
    return list;
  }, [course, hasForm, askData]);

  const [active, setActive] = useState(0);
  const [showErrors, setShowErrors] = useState<Partial<Record<StepId, boolean>>>({});
  const [variantIndex, setVariantIndex] = useState<number | null>(null);
  const [priceMulti, setPriceMulti] = useState<MultiChoice[]>(() => initialOptions(course));
  const [services, setServices] = useState<ServiceChoice[]>([]);
  const [answers, setAnswers] = useState<Record<string, FieldValue>>({});
  const [values, setValues] = useState<ProfileValues>(() => ({
    first_name: profile.first_name,
    last_name: profile.last_name,
    date_of_birth: profile.date_of_birth ?? '',
    person_id: profile.person_id,
    phone: profile.phone,
    address: profile.address,
    city: profile.city,
    zipcode: profile.zipcode,
    country: profile.country,
    genre: profile.genre,
  }));
  const [saveError, setSaveError] = useState<string | null>(null);
  const [problem, setProblem] = useState<EnrolProblem | null>(null);
  const [payment, setPayment] = useState<DoEnrollReply | null>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);

  const enrol = useEnrol(course.slug_es);
  const updateProfile = useUpdateMyProfile();
  const variant = variantIndex !== null ? (course.variants[variantIndex] ?? null) : null;
  const seats = useAvailability(course.slug_es, variant?.uuid ?? null, !needsVariant(course) || variant !== null);
  const full = seats.data !== undefined && activitySeatTone(seats.data).waitingList;
  const formData = (): FormField[] =>
    applyFormAnswers(
      fields,
      fields.map((f) => ({ ...f, inputdata: answers[String(f.id)] ?? null })),
    );
  const price = priceSignup(
    course,
    { variantIndex, priceMulti, services },
    { member_id: profile.member_id, discountPercent: memberProfile.discounts },
    { today },
  );
  const cardDue = isOn(course.requires_card_payment) && price.totalCents > 0;

  const step = steps[active]!;
  const goTo = (index: number) => {
    setActive(index);
    // The new step's heading takes the focus, so keyboard and screen-reader users start there.
    requestAnimationFrame(() => stepHeading.current?.focus());
  };

  const stepValid = (id: StepId): boolean => {
    if (id === 'choice') {
      const refusals = choiceRefusals(course, { variantIndex, priceMulti }, { limit_poolid: memberProfile.limit_poolid });
      return refusals.length === 0;
    }
    if (id === 'form') return missingFormFields(formData()).length === 0;
    if (id === 'data') return Object.keys(profileErrors(values, asked)).length === 0;
    return true;
  };

  const next = async () => {
    if (!stepValid(step)) {
      setShowErrors((s) => ({ ...s, [step]: true }));
      if (step === 'form') {
        const first = missingFormFields(formData())[0];
        if (first !== undefined)
          document
            .getElementById(`signup-field-${String(first)}`)
            ?.querySelector<HTMLElement>('input, textarea, button')
            ?.focus();
      }
      return;
    }
    if (step === 'data') {
      setSaveError(null);
      try {
        const r = await updateProfile.mutateAsync({
          slug_es: course.slug_es,
          slug_en: course.slug_en,
          form_data: toProfileForm(values, asked),
        });
        if (!r.ok) return setSaveError(r.ext ?? t('enrol.data.saveFailed'));
      } catch {
        return setSaveError(t('enrol.data.saveFailed'));
      }
    }
    goTo(active + 1);
  };

  const submit = async () => {
    try {
      const outcome = await enrol.mutateAsync({
        slug_es: course.slug_es,
        slug_en: course.slug_en,
        type: 0,
        form_data: formData(),
        variant: variant?.uuid ?? null,
        variantIndex,
        priceMulti: priceMulti.map((c) => ({ index: c.index, extended: isOn(c.extended) ? 1 : 0 })),
        optional_services: services,
      });
      if (outcome.kind === 'enrolled') {
        const r = outcome.reply;
        const payNow =
          r.status !== SIGNUP_STATUS.waitingList && r.payment_status === 0 && r.payment_price > 0 && isOn(course.requires_card_payment);
        if (payNow) setPayment(r);
        else onConfirmed(r);
      } else if (outcome.kind === 'refused') {
        setProblem({ kind: 'refused', ext: outcome.ext, reasons: outcome.reasons });
      } else {
        setProblem({ kind: 'failed' });
      }
    } catch {
      toast({ color: 'red', title: t('enrol.hardErrorTitle'), message: t('enrol.networkToast') });
      setProblem({ kind: 'hard' });
    }
  };

  const stepTitle: Record<StepId, string> = {
    choice: needsVariant(course) ? t('enrol.steps.choice') : t('enrol.steps.choiceOptions'),
    services: t('enrol.steps.services'),
    form: t('enrol.steps.form'),
    data: t('enrol.steps.data'),
    confirm: t('enrol.steps.confirm'),
  };

  return (
    <>
      <Title order={1} size="h2" ref={headingRef} tabIndex={-1} mb="lg">
        {t('enrol.title', { title })}
      </Title>
      <Grid gutter="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stepper
            active={active}
            size="sm"
            aria-label={t('enrol.stepsLabel')}
            allowNextStepsSelect={false}
            onStepClick={(i) => i < active && goTo(i)}
          >
            {steps.map((id) => (
              <Stepper.Step key={id} label={stepTitle[id]} />
            ))}
          </Stepper>
          <Title order={2} size="h3" ref={stepHeading} tabIndex={-1} mt="xl" mb="md">
            {stepTitle[step]}
          </Title>

          {step === 'choice' ? (
            needsVariant(course) ? (
              <VariantChoice
                course={course}
                lang={lang}
                limitPoolId={memberProfile.limit_poolid}
                value={variantIndex}
                showError={!!showErrors.choice}
                onChange={setVariantIndex}
              />
            ) : (
              <OptionsChoice
                course={course}
                lang={lang}
                value={priceMulti}
                showError={!!showErrors.choice && !stepValid('choice')}
                onChange={setPriceMulti}
              />
            )
          ) : null}
          {step === 'choice' && variant && full ? (
            <Alert color="orange" icon={<AlertIcon />} mt="md">
              {t('enrol.confirmStep.waitingList')}
            </Alert>
          ) : null}
          {step === 'services' ? <ServicesStep course={course} lang={lang} value={services} onChange={setServices} /> : null}
          {step === 'form' ? (
            <FormStep
              fields={fields}
              lang={lang}
              answers={answers}
              showErrors={!!showErrors.form}
              onChange={(id, v) => setAnswers((a) => ({ ...a, [id]: v }))}
            />
          ) : null}
          {step === 'data' ? (
            <DataStep values={values} asked={asked} showErrors={!!showErrors.data} saveError={saveError} onChange={setValues} />
          ) : null}
          {step === 'confirm' ? <ConfirmStep slug={course.slug_es} full={full} cardDue={cardDue} paying={payment !== null} /> : null}

          <Group justify="space-between" mt="xl">
            <Button
              variant="default"
              onClick={active === 0 ? onCancel : () => goTo(active - 1)}
              disabled={enrol.isPending || payment !== null}
            >
              {active === 0 ? t('enrol.cancel') : t('enrol.back')}
            </Button>
            {step === 'confirm' ? (
              payment ? null : (
                // Keys keep 'Siguiente' and 'Confirmar' apart: a second Enter on the same node must not enrol.
                <Button key="confirm" onClick={() => void submit()} loading={enrol.isPending}>
                  {cardDue && !full ? t('enrol.confirmPay') : t('enrol.confirm')}
                </Button>
              )
            ) : (
              <Button key="next" onClick={() => void next()} loading={updateProfile.isPending}>
                {step === 'data' ? t('enrol.data.save') : t('enrol.next')}
              </Button>
            )}
          </Group>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <SummarySidebar
            course={course}
            title={title}
            lang={lang}
            variantIndex={variantIndex}
            priceMulti={priceMulti}
            services={services}
            price={price}
            memberPercent={memberProfile.discounts}
          />
        </Grid.Col>
      </Grid>
      <EnrolProblemModal problem={problem} onClose={() => setProblem(null)} />
    </>
  );
}
