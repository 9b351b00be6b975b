import type { CatalogueCard } from '@club/domain/activities/activities.schemas';
import type { ExcerptLength } from '@club/domain/activities/catalogue.rules';
import { Alert, Button, Center, Loader, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../../components/icons';
import { CourseCard } from './course-card';

/** Cards in a responsive grid (one, two or three per row). */
export function CourseGrid({
  courses,
  today,
  excerpt,
  eagerFirst = 0,
}: {
  courses: CatalogueCard[];
  today: string;
  excerpt: ExcerptLength;
  eagerFirst?: number;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {courses.map((c, i) => (
        <li key={c.id}>
          <CourseCard course={c} today={today} excerpt={excerpt} eager={i < eagerFirst} />
        </li>
      ))}
    </SimpleGrid>
  );
}

export function CatalogueLoading({ label }: { label?: string }) {
  const { t } = useTranslation('activities');
  return (
    <Center py="xl" role="status">
      <Loader aria-label={label ?? t('loading')} />
    </Center>
  );
}

/** The runtime-error text of spec 001 §8, with a retry. */
export function CatalogueError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('activities');
  return (
    <Alert color="red" icon={<AlertIcon />} title={t('runtimeError')} role="alert">
      <Button variant="light" color="red" mt="sm" onClick={onRetry}>
        {t('retry')}
      </Button>
    </Alert>
  );
}

/** 'courses-none-available'. */
export function CatalogueEmpty({ text }: { text?: string }) {
  const { t } = useTranslation('activities');
  return <Text c="gray.7">{text ?? t('none')}</Text>;
}
