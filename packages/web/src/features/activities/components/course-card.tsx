import type { CatalogueCard } from '@club/domain/activities/activities.schemas';
import { catalogueExcerpt, isCourseExpired, type ExcerptLength } from '@club/domain/activities/catalogue.rules';
import { isOn } from '@club/domain/shared/flags';
import { Anchor, Badge, Box, Button, Group, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { CourseImage } from './course-image';
import { htmlLang, pickCourseText, useCourseFormat } from './use-course-format';

/**
 * A catalogue card (spec 001 §2, §9): cover or gallery picture, title, excerpt, dates, and for a
 * course that has started an expired badge and a dark button, unless the office keeps signups
 * open (`allow_override_signupdate`).
 */
export function CourseCard({
  course,
  today,
  excerpt,
  eager = false,
}: {
  course: CatalogueCard;
  today: string;
  excerpt: ExcerptLength;
  eager?: boolean;
}) {
  const { t, lang, dates } = useCourseFormat();
  const text = pickCourseText(course.translations, lang);
  const expired = isCourseExpired(course, today);
  const href = `/actividades/${encodeURIComponent(course.slug_es)}`;
  const titleId = `course-${course.id}`;
  return (
    <Paper
      component="article"
      withBorder
      radius="lg"
      p="md"
      aria-labelledby={titleId}
      h="100%"
      style={{ display: 'flex', flexDirection: 'column' }}
    >
      <Box pos="relative" mb="sm">
        <CourseImage courseId={course.id} cover={course.cover} eager={eager} />
      </Box>
      <Group gap="xs" mb={6}>
        {expired ? (
          <Badge color="dark" variant="filled" tt="none">
            {t('card.expired')}
          </Badge>
        ) : null}
        {isOn(course.requires_membership) ? (
          <Badge color="blue.9" variant="filled" tt="none">
            {t('card.membersOnly')}
          </Badge>
        ) : null}
        {isOn(course.is_external) ? (
          <Badge color="gray.8" variant="filled" tt="none">
            {t('card.external')}
          </Badge>
        ) : null}
      </Group>
      <Title order={3} size="h4" id={titleId} lang={text.lang !== lang ? htmlLang(text.lang) : undefined}>
        <Anchor component={Link} to={href} inherit c="inherit" underline="hover">
          {text.title}
        </Anchor>
      </Title>
      <Text component="p" size="sm" c="gray.7" mt={4}>
        <time dateTime={course.date}>{dates(course.date, course.date_end)}</time>
      </Text>
      <Text component="p" size="sm" lh={1.55} mt="xs" mb="md" style={{ flex: 1 }}>
        {catalogueExcerpt(course.translations, lang, excerpt)}
      </Text>
      <Button component={Link} to={href} color={expired ? 'dark' : undefined} variant={expired ? 'filled' : 'filled'} fullWidth>
        {expired ? t('card.closed') : t('card.more')}
        <span className="visually-hidden">: {text.title}</span>
      </Button>
    </Paper>
  );
}
