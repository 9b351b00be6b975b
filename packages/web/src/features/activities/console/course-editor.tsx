import { adminCourseBodySchema } from '@club/domain/activities/activities.schemas';
import { COURSE_ADMIN_CODE, type AdminCourse } from '@club/domain/activities/office.schemas';
import { Alert, Button, Checkbox, Fieldset, Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { OfficeError, officeErrorText, useOfficeMutation } from '../../../components/console/console-api';
import { PageHeader } from '../../../components/console/page-header';
import { PageLoader } from '../../../components/page-loader';
import { ConditionsFields, GeneralFields } from './conditions-fields';
import { bodyOf, draftOf, emptyDraft, type CourseDraft } from './course-draft';
import { DuplicateButton, PublishButton } from './course-actions';
import { officeCourseQuery, saveCourse } from './courses-console-api';
import { DiscountsEditor } from './discounts-editor';
import { FilesEditor } from './files-editor';
import { FormBuilder } from './form-builder';
import { PriceMultiEditor } from './price-multi-editor';
import { ServicesEditor } from './services-editor';
import { TextsEditor } from './texts-editor';
import { emptyVariant, VariantsEditor } from './variants-editor';

/** /gestion/cursos/nuevo and /gestion/cursos/{id}/editar. */
export default function CourseEditor() {
  const id = Number(useParams().id ?? NaN);
  const isEdit = Number.isInteger(id) && id > 0;
  const { t } = useTranslation('console');
  const details = useQuery({ ...officeCourseQuery(id), enabled: isEdit });
  if (isEdit && details.isPending) return <PageLoader />;
  if (isEdit && details.isError) return <Alert color="red">{t('form.loadFailed')}</Alert>;
  return <CourseForm key={isEdit ? id : 'new'} course={isEdit ? (details.data ?? null) : null} />;
}

/** zod issues as texts by field path ("variants.0.price"). */
function errorsOf(issues: { path: PropertyKey[]; message: string }[], t: TFunction<'console'>): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    const key = issue.message.startsWith('validation.') ? issue.message.slice('validation.'.length) : 'none';
    found[path] ??= t(`form.errors.${key}`, { defaultValue: t('form.invalid') });
  }
  return found;
}

function CourseForm({ course }: { course: AdminCourse | null }) {
  const { t } = useTranslation('console');
  const { t: tc } = useTranslation('console-courses');
  const navigate = useNavigate();
  const [draft, setDraft] = useState<CourseDraft>(() => (course ? draftOf(course) : emptyDraft()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useOfficeMutation(saveCourse, [['console'], ['courses']]);
  const patch = (p: Partial<CourseDraft>) => setDraft((d) => ({ ...d, ...p }));
  const setText = (key: string, value: string) => setDraft((d) => ({ ...d, translations: { ...d.translations, [key]: value } }));

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const body = bodyOf(draft);
    const parsed = adminCourseBodySchema.safeParse(body);
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error.issues, t));
      return;
    }
    setErrors({});
    save.mutate(
      { id: course?.id ?? null, body },
      {
        onSuccess: () => void navigate('/gestion/cursos'),
        onError: (e) => {
          // The server's business codes (activities ADMIN_CODE) that belong to a field are marked on it.
          if (e instanceof OfficeError && e.code === COURSE_ADMIN_CODE.slugTaken) {
            const slugError = t('form.errors.slug_taken');
            // A slug left empty is made from the Spanish title: the title is what to change then.
            setErrors(draft.slug_es ? { slug_es: slugError } : { slug_es: slugError, 'translations.title_es': slugError });
          }
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <PageHeader title={course ? t('course.editTitle') : t('course.newTitle')}>
        {course && (
          <Group gap="xs">
            <PublishButton
              id={course.id}
              published={draft.published === 1}
              title={course.translations.title_es}
              onDone={(published) => patch({ published: published ? 1 : 0 })}
            />
            <DuplicateButton id={course.id} title={course.translations.title_es} />
          </Group>
        )}
      </PageHeader>
      <Stack gap="md" maw={1100}>
        <Fieldset legend={tc('section.texts')}>
          <TextsEditor translations={draft.translations} onChange={setText} errors={errors} />
        </Fieldset>
        <Fieldset legend={tc('section.general')}>
          <GeneralFields draft={draft} onChange={patch} errors={errors} />
        </Fieldset>
        <Fieldset legend={tc('section.conditions')}>
          <ConditionsFields draft={draft} onChange={patch} errors={errors} />
        </Fieldset>
        <Fieldset legend={t('variant.legend')}>
          <VariantsEditor
            variants={draft.variants}
            onChange={(variants) => patch({ variants, has_variants: variants.length > 0 ? 1 : 0 })}
            errors={errors}
          />
          <Button variant="light" mt="sm" onClick={() => patch({ variants: [...draft.variants, emptyVariant()], has_variants: 1 })}>
            {t('variant.add')}
          </Button>
        </Fieldset>
        <Fieldset legend={tc('section.multi')}>
          <PriceMultiEditor draft={draft} onChange={patch} errors={errors} />
        </Fieldset>
        <Fieldset legend={tc('section.discounts')}>
          <DiscountsEditor discounts={draft.discounts_meta} onChange={(discounts_meta) => patch({ discounts_meta })} errors={errors} />
        </Fieldset>
        <Fieldset legend={tc('section.services')}>
          <ServicesEditor
            services={draft.optional_services_meta}
            onChange={(optional_services_meta) => patch({ optional_services_meta })}
            errors={errors}
          />
        </Fieldset>
        <Fieldset legend={tc('section.form')}>
          <FormBuilder fields={draft.signup_form_data} onChange={(signup_form_data) => patch({ signup_form_data })} errors={errors} />
        </Fieldset>
        <Fieldset legend={tc('section.files')}>
          <FilesEditor draft={draft} onChange={patch} />
        </Fieldset>
        <Checkbox
          label={t('course.published')}
          checked={draft.published === 1}
          onChange={(e) => patch({ published: e.currentTarget.checked ? 1 : 0 })}
        />
        {Object.keys(errors).length > 0 && (
          <Alert color="red" role="alert">
            {t('form.fix')}
          </Alert>
        )}
        {save.isError && !(save.error instanceof OfficeError && save.error.code === COURSE_ADMIN_CODE.slugTaken) && (
          <Alert color="red" role="alert">
            {officeErrorText(save.error, t, { [COURSE_ADMIN_CODE.variantInUse]: 'console:form.errors.variant_in_use' })}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('form.save')}
          </Button>
          <Button variant="default" onClick={() => void navigate('/gestion/cursos')}>
            {t('form.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
