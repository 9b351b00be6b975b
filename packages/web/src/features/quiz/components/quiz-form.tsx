import type { QuizFormItem, QuizInput, QuizReply } from '@club/domain/quiz/quiz.schemas';
import { dayInWords } from '@club/domain/activities/words.rules';
import { canSaveQuiz } from '@club/domain/quiz/quiz.rules';
import { madridDate } from '@club/domain/shared/dates';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../../components/icons';
import { asLanguage } from '../../../i18n';
import type { SaveOutcome } from '../api/quiz-api';
import { QuizField } from './quiz-field';
import { quizIntro, quizTitle } from './quiz-text';

interface Props {
  quiz: QuizReply;
  isSaving: boolean;
  saveFailed: boolean;
  onSave: (items: QuizFormItem[]) => Promise<SaveOutcome | undefined>;
}

/** The dynamic form built from the quiz items, with its save-and-finish button (spec 000 §2, §5). */
export function QuizForm({ quiz, isSaving, saveFailed, onSave }: Props) {
  const { t, i18n } = useTranslation('quiz');
  const lang = i18n.language;
  const [answers, setAnswers] = useState<Record<number, QuizInput>>({});
  const [errors, setErrors] = useState<Record<number, string | null>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const items: QuizFormItem[] = quiz.quiz.map((item) => ({
    ...item,
    inputdata: answers[item.id] ?? null,
    validationstate: errors[item.id] ?? null,
  }));
  // The same rule the server applies: disabled while a required item is empty, or with no items.
  const canSave = canSaveQuiz(items) && !isSaving;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!canSave) return;
    setFormError(null);
    const outcome = await onSave(items);
    if (outcome?.state === 'answer_error') {
      if (outcome.itemId !== null && quiz.quiz.some((i) => i.id === outcome.itemId)) {
        setErrors((prev) => ({ ...prev, [outcome.itemId!]: outcome.error }));
        document.getElementById(`quiz-item-${outcome.itemId}`)?.querySelector<HTMLElement>('input, textarea, button')?.focus();
      }
      setFormError(outcome.error);
    }
  };

  const expires = quiz.expires_at ? dayInWords(madridDate(new Date(quiz.expires_at)), asLanguage(lang)) : null;

  return (
    <>
      <Title order={1} mb="sm">
        {quizTitle(quiz, lang)}
      </Title>
      {quizIntro(quiz, lang) ? (
        <Text mb="xs" lh={1.6}>
          {quizIntro(quiz, lang)}
        </Text>
      ) : null}
      <Text size="sm" c="gray.7" mb="lg">
        {[quiz.single_use ? t('form.singleUse') : null, expires ? t('form.expires', { date: expires }) : null].filter(Boolean).join(' ')}
      </Text>

      {quiz.quiz.length === 0 ? (
        <Alert color="yellow" icon={<AlertIcon />} mb="md">
          {t('form.empty')}
        </Alert>
      ) : null}

      <Paper
        component="form"
        withBorder
        radius="lg"
        p={{ base: 'md', sm: 'xl' }}
        onSubmit={submit}
        noValidate
        aria-describedby="quiz-required-hint"
      >
        <Text id="quiz-required-hint" size="sm" c="gray.7" mb="md">
          {t('form.requiredHint')}
        </Text>
        <Stack gap="lg">
          {quiz.quiz.map((item) => (
            <div key={item.id} id={`quiz-item-${item.id}`}>
              <QuizField
                item={item}
                value={answers[item.id] ?? null}
                error={errors[item.id] ?? null}
                onChange={(value) => {
                  setAnswers((prev) => ({ ...prev, [item.id]: value }));
                  // A new answer clears the item's error; the file field reports its own checks after this.
                  setErrors((prev) => (prev[item.id] ? { ...prev, [item.id]: null } : prev));
                }}
                onError={(error) => setErrors((prev) => ({ ...prev, [item.id]: error }))}
              />
            </div>
          ))}
        </Stack>

        {formError || saveFailed ? (
          <Alert color="red" icon={<AlertIcon />} mt="lg" role="alert">
            {saveFailed ? t('form.saveFailed') : t('form.answerError')}
          </Alert>
        ) : null}

        <Button type="submit" mt="xl" size="md" disabled={!canSave} loading={isSaving}>
          {t('form.save')}
        </Button>
      </Paper>
    </>
  );
}
