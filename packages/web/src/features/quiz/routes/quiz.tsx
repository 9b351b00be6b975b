import { Alert, Button, Center, Container, Loader, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AlertIcon, WaveIcon } from '../../../components/icons';
import { usePageTitle } from '../../../lib/use-page-title';
import { useQuiz, useSaveQuiz } from '../api/quiz-api';
import { QuizForm } from '../components/quiz-form';
import { quizTitle } from '../components/quiz-text';

type Outcome = 'form' | 'finished' | 'invalid';

/** /quiz/{linkid}: states loading, invalid link, form and finished (spec 000 §2, §4). */
export default function QuizPage() {
  const { linkid = '' } = useParams();
  const { t, i18n } = useTranslation('quiz');
  const query = useQuiz(linkid);
  const save = useSaveQuiz(linkid);
  const [outcome, setOutcome] = useState<Outcome>('form');

  const loaded = query.data;
  const state: 'loading' | 'error' | Outcome =
    outcome !== 'form' ? outcome : query.isPending ? 'loading' : query.isError ? 'error' : loaded?.state === 'invalid' ? 'invalid' : 'form';
  const title =
    state === 'invalid'
      ? t('invalid.title')
      : state === 'finished'
        ? t('finished.title')
        : loaded?.state === 'form'
          ? quizTitle(loaded.quiz, i18n.language)
          : t('title');
  usePageTitle(title);

  return (
    <Container size="sm" py="xl">
      {state === 'loading' ? (
        <Center py="xl" role="status">
          <Loader aria-label={t('loading')} />
        </Center>
      ) : state === 'error' ? (
        <>
          <Title order={1} mb="md">
            {t('title')}
          </Title>
          <Alert color="red" icon={<AlertIcon />} title={t('loadError')} role="alert">
            <Button variant="light" color="red" mt="sm" onClick={() => void query.refetch()}>
              {t('retry')}
            </Button>
          </Alert>
        </>
      ) : state === 'invalid' ? (
        <StatePanel tone="red" title={t('invalid.title')} text={t('invalid.text')} action={t('home')} />
      ) : state === 'finished' ? (
        <StatePanel tone="teal" title={t('finished.title')} text={t('finished.text')} action={t('home')} />
      ) : loaded?.state === 'form' ? (
        <QuizForm
          quiz={loaded.quiz}
          isSaving={save.isPending}
          saveFailed={save.isError}
          onSave={async (items) => {
            try {
              const result = await save.mutateAsync(items);
              if (result.state === 'finished' || result.state === 'invalid') setOutcome(result.state);
              return result;
            } catch {
              return undefined;
            }
          }}
        />
      ) : null}
    </Container>
  );
}

/** The invalid-link and finished states: a heading that takes the focus, so screen readers announce the change. */
function StatePanel({ tone, title, text, action }: { tone: 'red' | 'teal'; title: string; text: string; action: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Paper withBorder radius="lg" p="xl" ta="center">
      <ThemeIcon size={64} radius="xl" variant="light" color={tone} mx="auto" mb="md" aria-hidden>
        {tone === 'red' ? <AlertIcon size={32} /> : <WaveIcon size={36} />}
      </ThemeIcon>
      <Title order={1} size="h2" mb="sm" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
        {title}
      </Title>
      <Text mb="lg">{text}</Text>
      <Button component={Link} to="/">
        {action}
      </Button>
    </Paper>
  );
}
