import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/console/page-header';
import { PageLoader } from '../../../components/page-loader';
import { QuizAnswers } from './quiz-answers';
import { quizQuery } from './quiz-console-api';
import { QuizLinks } from './quiz-links';
import { quizTitle } from './quizzes-list';

/** /gestion/cuestionarios/{id}: the quiz's links and its answers, with the exports. */
export default function QuizDetail() {
  const { t, i18n } = useTranslation(['quiz-console', 'console']);
  const id = Number(useParams().id);
  const quiz = useQuery(quizQuery(id));
  if (quiz.isPending) return <PageLoader />;
  if (quiz.isError) return <Alert color="red">{t('console:form.loadFailed')}</Alert>;
  const q = quiz.data;
  const title = quizTitle(q, i18n.language);
  return (
    <>
      <PageHeader title={title}>
        <Button component={Link} to={`/gestion/cuestionarios/${id}/editar`} variant="default">
          {t('detail.edit')}
        </Button>
      </PageHeader>
      <Group gap="md" mb="md">
        <Anchor component={Link} to="/gestion/cuestionarios">
          {t('detail.back')}
        </Anchor>
        <Text size="sm" c="gray.7">
          {t('detail.summary', { items: q.items.length, links: q.links.length, answers: q.answers })}
        </Text>
      </Group>
      <Stack gap="xl">
        <QuizLinks quiz={q} />
        <QuizAnswers quiz={q} />
      </Stack>
    </>
  );
}
