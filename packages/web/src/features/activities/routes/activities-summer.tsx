import { clubToday } from '@club/domain/activities/catalogue.rules';
import { Container, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSummerCourses } from '../api/courses-api';
import { CatalogueEmpty, CatalogueError, CatalogueLoading, CourseGrid } from '../components/course-grid';

/** /actividades/verano: the summer courses (start in June or July, or at the end of May), long excerpts. */
export default function ActivitiesSummerPage() {
  const { t } = useTranslation('activities');
  usePageTitle(t('summer.title'));
  const today = useMemo(() => clubToday(new Date()), []);
  const summer = useSummerCourses();
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb={4}>
        {t('summer.title')}
      </Title>
      <Text c="gray.7" mb="xl" maw={760}>
        {t('summer.intro')}
      </Text>
      <section aria-label={t('summer.title')} aria-busy={summer.isLoading}>
        {summer.isError ? (
          <CatalogueError onRetry={() => void summer.refetch()} />
        ) : !summer.data ? (
          <CatalogueLoading />
        ) : summer.data.length === 0 ? (
          <CatalogueEmpty />
        ) : (
          <CourseGrid courses={summer.data} today={today} excerpt="long" eagerFirst={3} />
        )}
      </section>
    </Container>
  );
}
