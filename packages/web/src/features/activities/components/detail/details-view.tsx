import type { CourseDetails } from '@club/domain/activities/activities.schemas';
import { clubToday, isCourseExpired } from '@club/domain/activities/catalogue.rules';
import { Anchor, Badge, Box, Button, Container, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo, type RefObject } from 'react';
import { Link } from 'react-router';
import { NewsContent } from '../../../news';
import type { SignedUpState } from '../../api/courses-api';
import { CourseImage } from '../course-image';
import { htmlLang, pickCourseText, useCourseFormat } from '../use-course-format';
import type { useViewer } from '../use-viewer';
import { CourseFacts } from './course-facts';
import { CourseFiles } from './course-files';
import { OptionalServices } from './optional-services';
import { PriceMultiList } from './price-multi-list';
import { SignupPanel } from './signup-panel';
import { VariantsByPool } from './variants-by-pool';

/** View mode 0 (spec 001 §2): the course's texts, groups, options, services and files beside its facts and signup button. */
export function DetailsView({
  course,
  viewer,
  signedUp,
  headingRef,
  onSignup,
  onFamily,
}: {
  course: CourseDetails;
  viewer: ReturnType<typeof useViewer>;
  signedUp: SignedUpState | undefined;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onSignup: () => void;
  onFamily: () => void;
}) {
  const { t, lang } = useCourseFormat();
  const text = pickCourseText(course.translations, lang);
  const today = useMemo(() => clubToday(new Date()), []);
  const expired = isCourseExpired(course, today);
  return (
    <Container size="lg" py="xl" component="article">
      <Anchor component={Link} to="/actividades/home" size="sm" mb="md" display="inline-block">
        ← {t('detail.back')}
      </Anchor>
      <Grid gutter="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Box lang={text.lang !== lang ? htmlLang(text.lang) : undefined}>
            <Group gap="xs" mb={6}>
              {expired ? (
                <Badge color="dark" variant="filled" tt="none">
                  {t('card.expired')}
                </Badge>
              ) : null}
              {course.requires_membership === 1 ? (
                <Badge color="blue.9" variant="filled" tt="none">
                  {t('card.membersOnly')}
                </Badge>
              ) : null}
            </Group>
            <Title order={1} ref={headingRef} tabIndex={-1} mb="sm">
              {text.title}
            </Title>
            {text.description ? (
              <Text size="lg" fw={500} c="dark.6" mb="lg" lh={1.5}>
                {text.description}
              </Text>
            ) : null}
            {/* On a phone the facts and the signup button come after the text: a shortcut to them. */}
            <Button component="a" href="#course-facts" variant="outline" color="blue.9" hiddenFrom="md" mb="md" fullWidth>
              {t('detail.toSignup')}
            </Button>
            <Box mb="lg">
              <CourseImage courseId={course.id} cover={course.cover} eager radius="lg" />
            </Box>
            <NewsContent html={text.content} />
          </Box>
          <Stack gap="lg" mt="lg">
            <VariantsByPool course={course} />
            <PriceMultiList options={course.price_multi} lang={lang} />
            <OptionalServices services={course.optional_services_meta} lang={lang} />
            <CourseFiles files={course.files} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper
            withBorder
            radius="lg"
            p="lg"
            component="aside"
            id="course-facts"
            aria-labelledby="facts-title"
            pos="sticky"
            top={80}
            style={{ scrollMarginTop: 16 }}
          >
            <Title order={2} size="h4" id="facts-title" mb="md">
              {t('detail.facts')}
            </Title>
            <CourseFacts course={course} />
            <Box mt="lg">
              <SignupPanel course={course} viewer={viewer} signedUp={signedUp} onSignup={onSignup} onFamily={onFamily} />
            </Box>
          </Paper>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
