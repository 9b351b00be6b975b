import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { RequireGuest, RequireUser } from './guards';
import { Layout } from './layout';

/*
 * Declarative routes (BrowserRouter + Routes) rather than the data router: the data router adds
 * about 17 KB gzip to every page, and the portal loads its data with TanStack Query anyway.
 * Every page is its own chunk (React.lazy): a visitor downloads only the page being read.
 */
const Home = lazy(() => import('../features/content/routes/home'));
const TeamSwimming = lazy(() => import('../features/content/routes/team-swimming'));
const TeamWaterpolo = lazy(() => import('../features/content/routes/team-waterpolo'));
const TeamSchedules = lazy(() => import('../features/content/routes/team-schedules'));
const TeamRecords = lazy(() => import('../features/content/routes/team-records'));
const TeamHistory = lazy(() => import('../features/content/routes/team-history'));
const TeamBoard = lazy(() => import('../features/content/routes/team-board'));
const NewsList = lazy(() => import('../features/news/routes/news-list'));
const NewsDetail = lazy(() => import('../features/news/routes/news-detail'));
const Join = lazy(() => import('../features/membership/routes/join'));
const ActivitiesHome = lazy(() => import('../features/activities/routes/activities-home'));
const ActivitiesSummer = lazy(() => import('../features/activities/routes/activities-summer'));
const SeasonFront = lazy(() => import('../features/activities/routes/season-front'));
const SeasonLevel = lazy(() => import('../features/activities/routes/season-level'));
const ActivityDetail = lazy(() => import('../features/activities/routes/activity-detail'));
const PaymentReturn = lazy(() => import('../features/payments/routes/payment-return'));
const LegalTerms = lazy(() => import('../features/content/routes/legal-terms'));
const LegalPrivacy = lazy(() => import('../features/content/routes/legal-privacy'));
const LegalRules = lazy(() => import('../features/content/routes/legal-rules'));
const Quiz = lazy(() => import('../features/quiz/routes/quiz'));
const Login = lazy(() => import('../features/auth/routes/login'));
const Signup = lazy(() => import('../features/auth/routes/signup'));
const Recover = lazy(() => import('../features/auth/routes/recover'));
const MyAccount = lazy(() => import('../features/account/routes/my-account'));
const PendingPayments = lazy(() => import('../features/account/routes/pending-payments'));
const MyFamily = lazy(() => import('../features/family/routes/my-family'));
const Equipment = lazy(() => import('../features/equipment/routes/equipment'));
const NotFound = lazy(() => import('./not-found'));

/** The route table of spec 000 §2 (and 001 §2), exactly. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path="/" element={<Home />} />
        <Route path="/equipo" element={<Navigate to="/equipo/natacion" replace />} />
        <Route path="/equipo/natacion" element={<TeamSwimming />} />
        <Route path="/equipo/waterpolo" element={<TeamWaterpolo />} />
        <Route path="/equipo/horarios" element={<TeamSchedules />} />
        <Route path="/equipo/records" element={<TeamRecords />} />
        <Route path="/equipo/historia" element={<TeamHistory />} />
        <Route path="/equipo/juntadirectiva" element={<TeamBoard />} />
        <Route path="/noticias" element={<Navigate to="/noticias/home" replace />} />
        <Route path="/noticias/home" element={<NewsList />} />
        <Route path="/noticias/:slug" element={<NewsDetail />} />
        <Route path="/hazte_socio" element={<Join />} />
        <Route path="/actividades" element={<Navigate to="/actividades/home" replace />} />
        <Route path="/actividades/home" element={<ActivitiesHome />} />
        <Route path="/actividades/verano" element={<ActivitiesSummer />} />
        <Route path="/actividades/temporada" element={<SeasonFront />} />
        <Route path="/actividades/temporada/:slug" element={<SeasonLevel />} />
        <Route path="/actividades/:slug" element={<ActivityDetail />} />
        <Route path="/pago/ok" element={<PaymentReturn />} />
        <Route path="/pago/ko" element={<PaymentReturn />} />
        <Route path="/legal" element={<Navigate to="/legal/terms" replace />} />
        <Route path="/legal/terms" element={<LegalTerms />} />
        <Route path="/legal/privacy_policy" element={<LegalPrivacy />} />
        <Route path="/legal/normativa" element={<LegalRules />} />
        <Route path="/quiz/:linkid" element={<Quiz />} />
        <Route element={<RequireGuest />}>
          <Route path="/login" element={<Login />} />
          <Route path="/signup" element={<Signup />} />
          <Route path="/recover_account" element={<Recover />} />
        </Route>
        <Route element={<RequireUser />}>
          <Route path="/myaccount" element={<MyAccount />} />
          <Route path="/myaccount/pendingpayments" element={<PendingPayments />} />
          <Route path="/myfamily" element={<MyFamily />} />
          <Route path="/material_equipacion" element={<Equipment />} />
        </Route>
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
