import { adminQuizBodySchema, type AdminQuizBodyInput, type AdminQuizDetail } from '@club/domain/admin/quiz.schemas';
import { QUIZ_ITEM_TYPES, type QuizItemType } from '@club/domain/quiz/quiz.rules';
import { Alert, Anchor, Button, Group, Modal, Stack, Tabs, Text, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ContentLangTabList } from '../../../components/console/content-lang-tabs';
import { OfficeError, officeErrorText, useOfficeMutation } from '../../../components/console/console-api';
import { ConsoleSelect } from '../../../components/console/console-select';
import { PageHeader } from '../../../components/console/page-header';
import { PageLoader } from '../../../components/page-loader';
import { deleteQuiz, quizQuery, saveQuiz } from './quiz-console-api';
import { LANGS, newItem, newKey, QuizItemEditor, type ItemDraft } from './quiz-item-editor';

interface QuizDraft {
  texts: Record<string, string>;
  items: ItemDraft[];
}

const emptyDraft = (): QuizDraft => ({
  texts: Object.fromEntries(LANGS.flatMap((l) => [`title_${l}`, `intro_${l}`].map((k) => [k, '']))),
  items: [newItem('text')],
});

function draftOf(q: AdminQuizDetail): QuizDraft {
  return {
    texts: Object.fromEntries(LANGS.flatMap((l) => [`title_${l}`, `intro_${l}`].map((k) => [k, q[k as keyof AdminQuizDetail] as string]))),
    items: q.items.map(({ children, ...i }) => ({ ...i, key: newKey(), children: children.map((c) => ({ ...c, key: newKey() })) })),
  };
}

const bodyOf = (d: QuizDraft): AdminQuizBodyInput => ({
  ...(d.texts as Pick<AdminQuizBodyInput, 'title_es'>),
  items: d.items.map(({ key: _key, answers: _answers, children, ...i }) => ({
    ...i,
    children: i.type === 'radio' ? children.map(({ key: _k, ...c }) => c) : [],
  })),
});

/** /gestion/cuestionarios/nuevo and /gestion/cuestionarios/{id}/editar. */
export default function QuizBuilder() {
  const id = useParams().id;
  const quiz = useQuery({ ...quizQuery(Number(id)), enabled: Boolean(id) });
  const { t } = useTranslation('console');
  if (id && quiz.isPending) return <PageLoader />;
  if (id && quiz.isError) return <Alert color="red">{t('form.loadFailed')}</Alert>;
  return <QuizForm key={id ?? 'new'} quiz={id ? (quiz.data ?? null) : null} />;
}

function QuizForm({ quiz }: { quiz: AdminQuizDetail | null }) {
  const { t } = useTranslation(['quiz-console', 'console']);
  const navigate = useNavigate();
  const [draft, setDraft] = useState<QuizDraft>(() => (quiz ? draftOf(quiz) : emptyDraft()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [addType, setAddType] = useState<QuizItemType>('text');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const save = useOfficeMutation(saveQuiz, [['console', 'quizzes']]);
  const remove = useOfficeMutation(deleteQuiz, [['console', 'quizzes']]);
  const setText = (key: string, value: string) => setDraft((d) => ({ ...d, texts: { ...d.texts, [key]: value } }));
  const setItems = (items: ItemDraft[]) => setDraft((d) => ({ ...d, items }));

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const body = bodyOf(draft);
    const parsed = adminQuizBodySchema.safeParse(body);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const path = issue.path.join('.');
        const last = String(issue.path.at(-1) ?? '');
        const key =
          last === 'children'
            ? 'options'
            : last.startsWith('label_es') || last === 'title_es'
              ? 'required'
              : last === 'items'
                ? 'items'
                : 'invalid';
        found[path] ??= t(`errors.${key}`);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate({ id: quiz?.id ?? null, body }, { onSuccess: (saved) => void navigate(`/gestion/cuestionarios/${saved.id}`) });
  };

  const refusal = (error: Error) =>
    error instanceof OfficeError && typeof error.code === 'number' && error.code >= 1 && error.code <= 3
      ? t(`errors.code${error.code}`)
      : officeErrorText(error, t);

  return (
    <form onSubmit={onSubmit} noValidate>
      <PageHeader title={quiz ? t('builder.editTitle') : t('builder.newTitle')}>
        {quiz && (
          <Button color="red.8" onClick={() => setConfirmDelete(true)}>
            {t('builder.delete')}
          </Button>
        )}
      </PageHeader>
      <Anchor component={Link} to={quiz ? `/gestion/cuestionarios/${quiz.id}` : '/gestion/cuestionarios'} mb="sm" display="inline-block">
        {t('builder.back')}
      </Anchor>
      <Stack gap="md" maw={1100}>
        <Tabs defaultValue="es">
          <ContentLangTabList langs={LANGS} hasError={(l) => Boolean(errors[`title_${l}`])} />
          {LANGS.map((l) => (
            <Tabs.Panel key={l} value={l} pt="sm">
              <Stack gap="sm">
                <TextInput
                  label={t('builder.title', { lang: t(`console:lang.${l}`) })}
                  required={l === 'es'}
                  value={draft.texts[`title_${l}`] ?? ''}
                  onChange={(e) => setText(`title_${l}`, e.currentTarget.value)}
                  error={errors[`title_${l}`]}
                />
                <Textarea
                  label={t('builder.intro', { lang: t(`console:lang.${l}`) })}
                  autosize
                  minRows={2}
                  value={draft.texts[`intro_${l}`] ?? ''}
                  onChange={(e) => setText(`intro_${l}`, e.currentTarget.value)}
                  error={errors[`intro_${l}`]}
                />
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
        {draft.items.map((item, index) => (
          <QuizItemEditor
            key={item.key}
            item={item}
            index={index}
            count={draft.items.length}
            errors={errors}
            onChange={(changed) => setItems(draft.items.map((x, i) => (i === index ? changed : x)))}
            onMove={(to) => {
              const items = [...draft.items];
              const [moved] = items.splice(index, 1);
              items.splice(to, 0, moved!);
              setItems(items);
            }}
            onRemove={() => setItems(draft.items.filter((_, i) => i !== index))}
          />
        ))}
        {errors.items && (
          <Text c="red.8" size="sm">
            {errors.items}
          </Text>
        )}
        <Group align="flex-end">
          <ConsoleSelect
            label={t('builder.newType')}
            value={addType}
            data={QUIZ_ITEM_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
            onChange={(e) => setAddType(e.currentTarget.value as QuizItemType)}
          />
          <Button variant="light" onClick={() => setItems([...draft.items, newItem(addType)])}>
            {t('builder.add')}
          </Button>
        </Group>
        {Object.keys(errors).length > 0 && (
          <Alert color="red" role="alert">
            {t('console:form.fix')}
          </Alert>
        )}
        {save.isError && (
          <Alert color="red" role="alert">
            {refusal(save.error)}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('console:form.save')}
          </Button>
          <Button variant="default" onClick={() => void navigate(quiz ? `/gestion/cuestionarios/${quiz.id}` : '/gestion/cuestionarios')}>
            {t('console:form.cancel')}
          </Button>
        </Group>
      </Stack>
      {quiz && (
        <Modal
          opened={confirmDelete}
          onClose={() => setConfirmDelete(false)}
          title={t('builder.deleteTitle')}
          closeButtonProps={{ 'aria-label': t('console:form.close') }}
          transitionProps={{ duration: 0 }}
        >
          <Stack>
            <Text>{t('builder.deleteText', { count: quiz.answers })}</Text>
            {remove.isError && (
              <Alert color="red" role="alert">
                {officeErrorText(remove.error, t)}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirmDelete(false)}>
                {t('console:form.cancel')}
              </Button>
              <Button
                color="red.8"
                loading={remove.isPending}
                onClick={() => remove.mutate(quiz.id, { onSuccess: () => void navigate('/gestion/cuestionarios') })}
              >
                {t('builder.delete')}
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </form>
  );
}
