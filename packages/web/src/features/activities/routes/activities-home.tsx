import { clubToday } from '@club/domain/activities/catalogue.rules';
import { Anchor, Button, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { useActiveCourses, useExpiredCourses } from '../api/courses-api';
import { CatalogueEmpty, CatalogueError, CatalogueLoading, CourseGrid } from '../components/course-grid';
import { LevelCards } from '../../seasons';

/**
 * /actividades/home (spec 001 §2): the season level cards, the active courses, then the expired ones ten at a time with 'load more'.
 */
export default function ActivitiesHomePage() {
  const { t } = useTranslation('activities');
  usePageTitle(t('title'));
  const today = useMemo(() => clubToday(new Date()), []);
  const active = useActiveCourses();
  const expired = useExpiredCourses();
  const expiredCourses = expired.data?.pages.flat() ?? [];

  return (
    <Container size="lg" py="xl">
      <Title order={1} mb={4}>
        {t('title')}
      </Title>
      <Text c="gray.7" mb="xl" maw={760}>
        {t('intro')}
      </Text>

      <Stack gap={48}>
        <section aria-labelledby="levels-title">
          <Title order={2} id="levels-title" mb="md">
            {t('sections.levels')}
          </Title>
          <LevelCards />
          <Anchor component={Link} to="/actividades/temporada" size="sm" fw={600} c="blue.9" mt="sm" display="inline-block">
            {t('levelsLink')}
          </Anchor>
        </section>

        <section aria-labelledby="active-title" aria-busy={active.isLoading}>
          <Title order={2} id="active-title" mb="md">
            {t('sections.active')}
          </Title>
          {active.isError ? (
            <CatalogueError onRetry={() => void active.refetch()} />
          ) : !active.data ? (
            <CatalogueLoading />
          ) : active.data.length === 0 ? (
            <CatalogueEmpty />
          ) : (
            // Below the season's level cards, out of the first view: its pictures load as they come near it.
            <CourseGrid courses={active.data} today={today} excerpt="short" />
          )}
        </section>

        <section aria-labelledby="expired-title" aria-busy={expired.isFetching}>
          <Title order={2} id="expired-title" mb="md">
            {t('sections.expired')}
          </Title>
          {expired.isLoading ? (
            <CatalogueLoading />
          ) : expired.isError && expiredCourses.length === 0 ? (
            <CatalogueError onRetry={() => void expired.refetch()} />
          ) : expiredCourses.length === 0 ? (
            <CatalogueEmpty text={t('noneExpired')} />
          ) : (
            <Stack gap="lg">
              <CourseGrid courses={expiredCourses} today={today} excerpt="short" />
              {expired.isFetchingNextPage ? (
                <Center role="status">
                  <Loader size="sm" aria-label={t('loadingMore')} />
                </Center>
              ) : expired.isFetchNextPageError ? (
                <CatalogueError onRetry={() => void expired.fetchNextPage()} />
              ) : expired.hasNextPage ? (
                <Center>
                  <Button variant="outline" onClick={() => void expired.fetchNextPage()}>
                    {t('loadMore')}
                  </Button>
                </Center>
              ) : (
                <Text c="gray.7" ta="center" size="sm" role="status">
                  {t('noMore')}
                </Text>
              )}
            </Stack>
          )}
        </section>
      </Stack>
    </Container>
  );
}
