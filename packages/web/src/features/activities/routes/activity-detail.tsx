import type { DoEnrollReply } from '@club/domain/activities/activities.schemas';
import { isCourseExpired, clubToday } from '@club/domain/activities/catalogue.rules';
import { Anchor, Badge, Box, Button, Center, Container, Grid, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { NewsContent } from '../../news/components/news-content';
import { CourseNotFound, NOT_SIGNED_UP, useCourseDetails, useSignedUp } from '../api/courses-api';
import { CatalogueError } from '../components/course-grid';
import { CourseImage } from '../components/course-image';
import { CourseFacts } from '../components/detail/course-facts';
import { CourseFiles } from '../components/detail/course-files';
import { OptionalServices } from '../components/detail/optional-services';
import { PriceMultiList } from '../components/detail/price-multi-list';
import { SignupPanel } from '../components/detail/signup-panel';
import { VariantsByPool } from '../components/detail/variants-by-pool';
import { ConfirmedView } from '../components/confirmed-view';
import { htmlLang, pickCourseText, useCourseFormat } from '../components/use-course-format';
import { useViewer } from '../components/use-viewer';

// The assistant (Stepper, form fields, summary) is downloaded only when someone starts a signup.
const EnrolView = lazy(() => import('../components/enrol/enrol-view'));
const ExtendedSignup = lazy(() => import('../components/family/extended-signup'));

/** The four view modes of spec 001 §2. */
export const VIEW_MODE = { details: 0, selfSignup: 1, extendedSignup: 2, confirmed: 3 } as const;
type ViewMode = (typeof VIEW_MODE)[keyof typeof VIEW_MODE];

/** /actividades/{slug_es}: the course detail and its signup. */
export default function ActivityDetailPage() {
  const { slug = '' } = useParams();
  const { t, lang } = useCourseFormat();
  const query = useCourseDetails(slug);
  const viewer = useViewer();
  const signedUp = useSignedUp(slug, viewer.token);
  const [mode, setMode] = useState<ViewMode>(VIEW_MODE.details);
  const [ticket, setTicket] = useState<DoEnrollReply | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const text = query.data ? pickCourseText(query.data.translations, lang) : null;
  usePageTitle(text?.title ?? t('title'));

  // A change of view moves the reader to its top and its heading (screen readers and keyboards).
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
  }, [mode]);

  if (query.error instanceof CourseNotFound) {
    return (
      <Container size="sm" py="xl">
        <Title order={1} mb="sm">
          {t('detail.notFoundTitle')}
        </Title>
        <Text mb="md">{t('detail.notFoundText')}</Text>
        <Anchor component={Link} to="/actividades/home">
          {t('detail.back')}
        </Anchor>
      </Container>
    );
  }
  if (query.isError) {
    return (
      <Container size="sm" py="xl">
        <CatalogueError onRetry={() => void query.refetch()} />
      </Container>
    );
  }
  if (!query.data || !text) {
    return (
      <Center py="xl" role="status">
        <Loader aria-label={t('detail.loading')} />
      </Center>
    );
  }
  const course = query.data;

  if (mode === VIEW_MODE.confirmed) {
    return (
      <Container size="sm" py="xl">
        <ConfirmedView ticket={ticket} headingRef={headingRef} onBack={() => setMode(VIEW_MODE.details)} />
      </Container>
    );
  }

  if (mode === VIEW_MODE.selfSignup && viewer.profile) {
    return (
      <Container size="lg" py="xl">
        <Suspense
          fallback={
            <Center py="xl" role="status">
              <Loader aria-label={t('detail.loading')} />
            </Center>
          }
        >
          <EnrolView
            course={course}
            title={text.title}
            profile={viewer.profile}
            memberProfile={viewer.memberProfile}
            headingRef={headingRef}
            onCancel={() => setMode(VIEW_MODE.details)}
            onConfirmed={(reply) => {
              setTicket(reply);
              setMode(VIEW_MODE.confirmed);
            }}
          />
        </Suspense>
      </Container>
    );
  }

  if (mode === VIEW_MODE.extendedSignup && viewer.profile?.allow_impersonate === 1) {
    return (
      <Container size="lg" py="xl">
        <Suspense
          fallback={
            <Center py="xl" role="status">
              <Loader aria-label={t('detail.loading')} />
            </Center>
          }
        >
          <ExtendedSignup
            course={course}
            title={text.title}
            headingRef={headingRef}
            onBack={() => setMode(VIEW_MODE.details)}
            onConfirmed={(reply) => {
              setTicket(reply);
              setMode(VIEW_MODE.confirmed);
            }}
          />
        </Suspense>
      </Container>
    );
  }

  // A failed lookup of the member's signup must not leave the button waiting: the server still
  // refuses a second signup.
  const signedUpState = signedUp.isError ? NOT_SIGNED_UP : signedUp.data;
  return <DetailsView course={course} viewer={viewer} signedUp={signedUpState} headingRef={headingRef} onMode={setMode} />;
}

function DetailsView({
  course,
  viewer,
  signedUp,
  headingRef,
  onMode,
}: {
  course: NonNullable<ReturnType<typeof useCourseDetails>['data']>;
  viewer: ReturnType<typeof useViewer>;
  signedUp: ReturnType<typeof useSignedUp>['data'];
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  onMode: (mode: ViewMode) => void;
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
              <SignupPanel
                course={course}
                viewer={viewer}
                signedUp={signedUp}
                onSignup={() => onMode(VIEW_MODE.selfSignup)}
                onFamily={() => onMode(VIEW_MODE.extendedSignup)}
              />
            </Box>
          </Paper>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
