import type { CourseDetails } from '@club/domain/activities/activities.schemas';
import { choiceRefusals, isMultiOption, needsVariant } from '@club/domain/activities/choice.rules';
import { isLayoutField } from '@club/domain/activities/signup-form.rules';
import type { LinkedUser } from '@club/domain/family/family.schemas';
import { Stack } from '@mantine/core';
import type { Lang } from '../use-course-format';
import { OptionsChoice, VariantChoice } from '../enrol/choice-step';
import { DataStep } from '../enrol/data-step';
import { FormStep } from '../enrol/form-step';
import { ServicesStep } from '../enrol/services-step';
import type { PersonChoice } from './person-choice';

/**
 * One person's assistant in the family signup: the self-signup assistant's choice, services,
 * form and data steps, shown together inside the person's card (only the open card is mounted,
 * so the form's field ids stay unique on the page).
 */
export function PersonAssistant({
  course,
  user,
  lang,
  value,
  showErrors,
  onChange,
}: {
  course: CourseDetails;
  user: LinkedUser;
  lang: Lang;
  value: PersonChoice;
  showErrors: boolean;
  onChange: (c: PersonChoice) => void;
}) {
  const limit = user.sysProfile.memberProfile.limit_poolid;
  const choiceInvalid =
    choiceRefusals(course, { variantIndex: value.variantIndex, priceMulti: value.priceMulti }, { limit_poolid: limit }).length > 0;
  return (
    <Stack gap="lg">
      {needsVariant(course) ? (
        <VariantChoice
          course={course}
          lang={lang}
          limitPoolId={limit}
          value={value.variantIndex}
          showError={showErrors}
          onChange={(variantIndex) => onChange({ ...value, variantIndex })}
        />
      ) : isMultiOption(course) ? (
        <OptionsChoice
          course={course}
          lang={lang}
          value={value.priceMulti}
          showError={showErrors && choiceInvalid}
          onChange={(priceMulti) => onChange({ ...value, priceMulti })}
        />
      ) : null}
      {course.optional_services_meta.length > 0 ? (
        <ServicesStep course={course} lang={lang} value={value.services} onChange={(services) => onChange({ ...value, services })} />
      ) : null}
      {course.signup_form_data.some((f) => !isLayoutField(f)) ? (
        <FormStep
          fields={course.signup_form_data}
          lang={lang}
          answers={value.answers}
          showErrors={showErrors}
          onChange={(id, v) => onChange({ ...value, answers: { ...value.answers, [id]: v } })}
        />
      ) : null}
      {value.asked.length > 0 ? (
        <DataStep
          values={value.values}
          asked={value.asked}
          showErrors={showErrors}
          saveError={null}
          onChange={(values) => onChange({ ...value, values })}
        />
      ) : null}
    </Stack>
  );
}
