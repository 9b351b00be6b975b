import { Badge, Button, Container, NavLink, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { officeGet } from '../../components/console/console-api';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, NavLink as RouterNavLink, Route, Routes, useLocation } from 'react-router';
import { useSession } from '../../features/auth/api/session';
import { usePageTitle } from '../../lib/use-page-title';
import { PageLoader } from '../../components/page-loader';
import classes from '../../components/console/console.module.css';

const CoursesList = lazy(() => import('../../features/activities/console/courses-list'));
const CourseEditor = lazy(() => import('../../features/activities/console/course-editor'));
const CourseSignups = lazy(() => import('../../features/activities/console/course-signups'));
const PaymentsLedger = lazy(() => import('../../features/payments/console/payments-ledger'));
const Remittances = lazy(() => import('../../features/billing/console/remittances'));
const RemittanceDetail = lazy(() => import('../../features/billing/console/remittance-detail'));
const PeopleSearch = lazy(() => import('../../features/account/console/people-search'));
const PersonView = lazy(() => import('../../features/account/console/person-view'));
const OfficeRequests = lazy(() => import('../../features/account/console/office-requests'));
const AuditLog = lazy(() => import('./audit-log'));
const LicenceRequests = lazy(() => import('../../features/requests/console/licence-requests'));
const ExamConsole = lazy(() => import('../../features/requests/console/exam-console'));
const SportscardRequests = lazy(() => import('../../features/requests/console/sportscard-requests'));
const NewsConsoleList = lazy(() => import('../../features/news/console/news-console-list'));
const NewsEditor = lazy(() => import('../../features/news/console/news-console-editor'));
const QuizzesList = lazy(() => import('../../features/quiz/console/quizzes-list'));
const QuizBuilder = lazy(() => import('../../features/quiz/console/quiz-builder'));
const QuizDetail = lazy(() => import('../../features/quiz/console/quiz-detail'));
const SeasonsList = lazy(() => import('../../features/seasons/console/seasons-list'));
const SeasonView = lazy(() => import('../../features/seasons/console/season-view'));
const EquipmentConsole = lazy(() => import('../../features/equipment/console/equipment-console'));
const SeasonEditor = lazy(() => import('../../features/seasons/console/season-editor'));
const ContentConsole = lazy(() => import('../../features/content/console/content-console'));
const MembershipConsole = lazy(() => import('../../features/membership/console/membership-console'));

const SECTIONS = [
  { to: 'cursos', key: 'courses' },
  { to: 'temporadas', key: 'seasons' },
  { to: 'noticias', key: 'news' },
  { to: 'pagos', key: 'payments' },
  { to: 'remesas', key: 'remittances' },
  { to: 'material', key: 'equipment' },
  { to: 'personas', key: 'people' },
  { to: 'socios', key: 'members' },
  { to: 'solicitudes', key: 'requests' },
  { to: 'licencias', key: 'licences' },
  { to: 'reconocimientos', key: 'exams' },
  { to: 'tarjetas', key: 'sportscards' },
  { to: 'cuestionarios', key: 'quizzes' },
  { to: 'carrusel', key: 'slides' },
  { to: 'avisos', key: 'banners' },
  { to: 'marcas', key: 'records' },
  { to: 'cuotas', key: 'memberships' },
  { to: 'auditoria', key: 'audit' },
] as const;

/** The office console (/gestion): administrators only, a side navigation and its screens, each a chunk of its own. */
export default function ConsoleRoutes({ notFound }: { notFound: ReactNode }) {
  const { status, profile } = useSession();
  const location = useLocation();
  if (status === 'loading') return <PageLoader />;
  if (status === 'anonymous') return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (!profile?.isGod) return <NotAllowed />;
  return (
    <div className={classes.frame}>
      <ConsoleNav />
      <div className={classes.content}>
        <Suspense fallback={<PageLoader />}>
          <Routes>
            <Route index element={<Navigate to="cursos" replace />} />
            <Route path="cursos" element={<CoursesList />} />
            <Route path="cursos/nuevo" element={<CourseEditor />} />
            <Route path="cursos/:id/editar" element={<CourseEditor />} />
            <Route path="cursos/:id/inscripciones" element={<CourseSignups />} />
            <Route path="temporadas" element={<SeasonsList />} />
            <Route path="temporadas/nueva" element={<SeasonEditor />} />
            <Route path="temporadas/:id" element={<SeasonView />} />
            <Route path="temporadas/:id/editar" element={<SeasonEditor />} />
            <Route path="pagos" element={<PaymentsLedger />} />
            <Route path="remesas" element={<Remittances />} />
            <Route path="remesas/:id" element={<RemittanceDetail />} />
            <Route path="personas" element={<PeopleSearch />} />
            <Route path="personas/:id" element={<PersonView />} />
            <Route path="solicitudes" element={<OfficeRequests />} />
            <Route path="licencias" element={<LicenceRequests />} />
            <Route path="reconocimientos" element={<ExamConsole />} />
            <Route path="tarjetas" element={<SportscardRequests />} />
            <Route path="socios" element={<MembershipConsole />} />
            <Route path="cuestionarios" element={<QuizzesList />} />
            <Route path="cuestionarios/nuevo" element={<QuizBuilder />} />
            <Route path="cuestionarios/:id" element={<QuizDetail />} />
            <Route path="cuestionarios/:id/editar" element={<QuizBuilder />} />
            <Route path="noticias" element={<NewsConsoleList />} />
            <Route path="noticias/nueva" element={<NewsEditor />} />
            <Route path="noticias/:id/editar" element={<NewsEditor />} />
            <Route path="carrusel/*" element={<ContentConsole collection="slides" />} />
            <Route path="avisos/*" element={<ContentConsole collection="banners" />} />
            <Route path="marcas/*" element={<ContentConsole collection="record-groups" />} />
            <Route path="cuotas/*" element={<ContentConsole collection="membership-types" />} />
            <Route path="material" element={<EquipmentConsole />} />
            <Route path="auditoria" element={<AuditLog />} />
            <Route path="*" element={notFound} />
          </Routes>
        </Suspense>
      </div>
    </div>
  );
}

function ConsoleNav() {
  const { t } = useTranslation('console');
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('nav.label')} className={classes.nav}>
      <Text fw={700} size="sm" c="dimmed" mb="xs" tt="uppercase">
        {t('nav.title')}
      </Text>
      <div className={classes.navList}>
        {SECTIONS.map((s) => {
          const active = pathname.startsWith(`/gestion/${s.to}`);
          return (
            <NavLink
              key={s.to}
              component={RouterNavLink}
              to={`/gestion/${s.to}`}
              label={t(`nav.${s.key}`)}
              rightSection={s.key === 'requests' ? <PendingRequestsCount /> : undefined}
              active={active}
              aria-current={active ? 'page' : undefined}
              variant="light"
              style={{ borderRadius: 6 }}
            />
          );
        })}
      </div>
    </nav>
  );
}

/**
 * Issue 20, point 1: the delegation requests waiting for the office, as a count beside their
 * entry, so the console's front page shows them; the list grants each with one click.
 */
function PendingRequestsCount() {
  const { t } = useTranslation('console');
  const pending = useQuery({
    queryKey: ['console', 'requests', 'pending', 'count'],
    queryFn: ({ signal }) => officeGet<unknown[]>('/api/admin/requests', { status: 'pending' }, signal),
    staleTime: 30_000,
  });
  const count = pending.data?.length ?? 0;
  if (count === 0) return null;
  return (
    <>
      <Badge color="red.9" variant="filled" size="sm" circle={count < 10} aria-hidden>
        {count}
      </Badge>
      <span className="visually-hidden">{t('nav.pendingRequests', { count })}</span>
    </>
  );
}

function NotAllowed() {
  const { t } = useTranslation('console');
  usePageTitle(t('notAllowed.title'));
  return (
    <Container size="sm" py={64} ta="center">
      <Title order={1} size="h2" mb="sm">
        {t('notAllowed.title')}
      </Title>
      <Text mb="lg">{t('notAllowed.text')}</Text>
      <Button component={Link} to="/">
        {t('notAllowed.home')}
      </Button>
    </Container>
  );
}
