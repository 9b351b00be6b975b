import type { DoEnrollReply } from '@club/domain/activities/activities.schemas';
import { Anchor, Center, Container, Loader, Text, Title } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useServerResponse } from '../../../lib/server-response';
import { usePageTitle } from '../../../lib/use-page-title';
import { CourseNotFound, NOT_SIGNED_UP, useCourseDetails, useSignedUp } from '../api/courses-api';
import { ConfirmedView } from '../components/confirmed-view';
import { CatalogueError } from '../components/course-grid';
import { DetailsView } from '../components/detail/details-view';
import { pickCourseText, useCourseFormat } from '../components/use-course-format';
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
  const response = useServerResponse();

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
    // Rendered on the server, an unknown course answers 404 with this page.
    if (response) response.status = 404;
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
  return (
    <DetailsView
      course={course}
      viewer={viewer}
      signedUp={signedUpState}
      headingRef={headingRef}
      onSignup={() => setMode(VIEW_MODE.selfSignup)}
      onFamily={() => setMode(VIEW_MODE.extendedSignup)}
    />
  );
}
