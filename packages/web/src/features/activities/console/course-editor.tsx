import { adminCourseBodySchema, type AdminCourseBodyInput, type CourseDetails } from '@club/domain/activities/activities.schemas';
import { Alert, Button, Checkbox, Fieldset, Group, SimpleGrid, Stack, Tabs, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useOfficeMutation } from '../../../app/console/console-api';
import { PageHeader } from '../../../app/console/page-header';
import { PageLoader } from '../../../app/guards';
import { courseForEditQuery, saveCourse } from './courses-console-api';
import { emptyVariant, VariantsEditor, type VariantDraft } from './variants-editor';

const LANGS = ['es', 'eus', 'en'] as const;

export interface CourseDraft {
  translations: Record<string, string>;
  date: string;
  date_end: string;
  max_signup_date: string;
  location: string;
  schedule: string;
  price_members: string;
  price_guests: string;
  published: boolean;
  variants: VariantDraft[];
}

const emptyDraft = (): CourseDraft => ({
  translations: Object.fromEntries(LANGS.flatMap((l) => [`title_${l}`, `description_${l}`].map((k) => [k, '']))),
  date: '',
  date_end: '',
  max_signup_date: '',
  location: '',
  schedule: '',
  price_members: '0',
  price_guests: '0',
  published: true,
  variants: [],
});

const noDate = (d: string) => (d === '0000-01-01' ? '' : d);

function draftOf(c: CourseDetails): CourseDraft {
  return {
    translations: { ...(c.translations as unknown as Record<string, string>) },
    date: c.date,
    date_end: noDate(c.date_end),
    max_signup_date: noDate(c.max_signup_date),
    location: c.location,
    schedule: c.schedule,
    price_members: String(c.price_members),
    price_guests: String(c.price_guests),
    published: true,
    variants: c.variants.map((v) => ({ ...v, max_seating: String(v.max_seating), price: String(v.price) })),
  };
}

/** The body of POST/PUT /api/admin/courses: an edited course keeps every field this form does not show. */
function bodyOf(draft: CourseDraft, course: CourseDetails | null): AdminCourseBodyInput {
  const { id: _id, cover: _cover, coverID, ...kept } = course ?? ({ coverID: null } as Partial<CourseDetails>);
  return {
    ...(kept as object),
    ...(course ? { cover_file_id: coverID ?? null } : {}),
    translations: { ...(course?.translations ?? {}), ...draft.translations } as AdminCourseBodyInput['translations'],
    date: draft.date,
    date_end: draft.date_end,
    max_signup_date: draft.max_signup_date,
    location: draft.location,
    schedule: draft.schedule,
    price_members: draft.price_members.trim(),
    price_guests: draft.price_guests.trim(),
    published: draft.published ? 1 : 0,
    has_variants: draft.variants.length > 0 ? 1 : 0,
    variants: draft.variants.map((v) => ({
      ...v,
      max_seating: Number(v.max_seating),
      price: v.price.trim(),
    })),
  } as AdminCourseBodyInput;
}

/** /gestion/cursos/nuevo and /gestion/cursos/{slug}/editar. */
export default function CourseEditor() {
  const { slug } = useParams();
  const details = useQuery({ ...courseForEditQuery(slug ?? ''), enabled: Boolean(slug) });
  if (slug && details.isPending) return <PageLoader />;
  if (slug && details.isError) return <Alert color="red">{String(details.error.message)}</Alert>;
  return <CourseForm key={slug ?? 'new'} course={slug ? (details.data ?? null) : null} />;
}

function CourseForm({ course }: { course: CourseDetails | null }) {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const [draft, setDraft] = useState<CourseDraft>(() => (course ? draftOf(course) : emptyDraft()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useOfficeMutation(saveCourse, [['console'], ['courses']]);
  const set = <K extends keyof CourseDraft>(key: K, value: CourseDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const setText = (key: string, value: string) => setDraft((d) => ({ ...d, translations: { ...d.translations, [key]: value } }));
  const err = (path: string) => errors[path];

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const body = bodyOf(draft, course);
    const parsed = adminCourseBodySchema.safeParse(body);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const path = issue.path.join('.');
        const key = issue.message.startsWith('validation.') ? issue.message.slice('validation.'.length) : 'none';
        found[path] ??= t(`form.errors.${key}`, { defaultValue: t('form.invalid') });
      }
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate({ id: course?.id ?? null, body }, { onSuccess: () => void navigate('/gestion/cursos') });
  };

  const field = (key: keyof CourseDraft & string, type = 'text') => (
    <TextInput
      label={t(`course.${key}`)}
      type={type}
      value={draft[key] as string}
      onChange={(e) => set(key, e.currentTarget.value as never)}
      error={err(key)}
      required={key === 'date'}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <PageHeader title={course ? t('course.editTitle') : t('course.newTitle')} />
      <Stack gap="md" maw={960}>
        <Tabs defaultValue="es">
          <Tabs.List aria-label={t('course.languages')}>
            {LANGS.map((l) => (
              <Tabs.Tab key={l} value={l} color={err(`translations.title_${l}`) ? 'red' : undefined}>
                {t(`lang.${l}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {LANGS.map((l) => (
            <Tabs.Panel key={l} value={l} pt="sm">
              <Stack gap="sm">
                <TextInput
                  label={`${t('course.title')} (${t(`lang.${l}`)})`}
                  required={l === 'es'}
                  value={draft.translations[`title_${l}`] ?? ''}
                  onChange={(e) => setText(`title_${l}`, e.currentTarget.value)}
                  error={err(`translations.title_${l}`)}
                />
                <Textarea
                  label={`${t('course.description')} (${t(`lang.${l}`)})`}
                  autosize
                  minRows={2}
                  value={draft.translations[`description_${l}`] ?? ''}
                  onChange={(e) => setText(`description_${l}`, e.currentTarget.value)}
                  error={err(`translations.description_${l}`)}
                />
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {field('date', 'date')}
          {field('date_end', 'date')}
          {field('max_signup_date', 'date')}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {field('location')}
          {field('schedule')}
          {field('price_members')}
          {field('price_guests')}
        </SimpleGrid>
        <Checkbox label={t('course.published')} checked={draft.published} onChange={(e) => set('published', e.currentTarget.checked)} />
        <Fieldset legend={t('variant.legend')}>
          <VariantsEditor variants={draft.variants} onChange={(v) => set('variants', v)} errors={errors} />
          <Button variant="light" mt="sm" onClick={() => set('variants', [...draft.variants, emptyVariant()])}>
            {t('variant.add')}
          </Button>
        </Fieldset>
        {Object.keys(errors).length > 0 && (
          <Alert color="red" role="alert">
            {t('form.fix')}
          </Alert>
        )}
        {save.isError && (
          <Alert color="red" role="alert">
            {t('form.failed', { detail: save.error.message })}
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
