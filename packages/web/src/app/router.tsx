import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { ProcedureSectionsContext, type ProcedureSection } from '../components/procedures/procedure-sections';
import { MembershipProcedures } from '../features/membership';
import { Redirect } from '../lib/server-response';
import { RequireGuest, RequireUser } from './guards';
import { Layout } from './layout';

/*
 * Declarative routes (BrowserRouter + Routes) rather than the data router: the data router adds
 * about 17 KB gzip to every page, and the portal loads its data with TanStack Query anyway.
 * Every page is its own chunk (React.lazy): a visitor downloads only the page being read.
 */
const Home = lazy(() => import('../features/content/routes/home'));
// Areas of several pages are one chunk each, with their own route table (fewer entries here).
const TeamRoutes = lazy(() => import('../features/content/routes/team-routes'));
const NewsList = lazy(() => import('../features/news/routes/news-list'));
const NewsDetail = lazy(() => import('../features/news/routes/news-detail'));
const Join = lazy(() => import('../features/membership/routes/join'));
const ActivitiesRoutes = lazy(() => import('../features/activities/routes/activities-routes'));
const PaymentReturn = lazy(() => import('../features/payments/routes/payment-return'));
const LegalRoutes = lazy(() => import('../features/content/routes/legal-routes'));
const Quiz = lazy(() => import('../features/quiz/routes/quiz'));
const Login = lazy(() => import('../features/auth/routes/login'));
const Signup = lazy(() => import('../features/auth/routes/signup'));
const Recover = lazy(() => import('../features/auth/routes/recover'));
const MyAccount = lazy(() => import('../features/account/routes/my-account'));
const PendingPayments = lazy(() => import('../features/payments/routes/pending-payments'));
const MyFamily = lazy(() => import('../features/family/routes/my-family'));
const MyEnrolments = lazy(() => import('../features/family/routes/my-enrolments'));
const Equipment = lazy(() => import('../features/equipment/routes/equipment'));
const NotFound = lazy(() => import('./not-found'));
// The office console: its own chunks, none of them in a visitor's or member's download.
const ConsoleRoutes = lazy(() => import('./console/console-routes'));
const RequestsSections = lazy(() => import('../features/requests').then((m) => ({ default: m.RequestsSections })));

/**
 * The sections of /myfamily's procedures tab, in order: the membership (issue 17), then the
 * members' requests. Each is a chunk of its feature, loaded when the tab opens.
 */
const PROCEDURE_SECTIONS: readonly ProcedureSection[] = [
  { key: 'membership', Component: MembershipProcedures },
  { key: 'requests', Component: RequestsSections },
];

/** The route table of spec 000 §2 (and 001 §2), exactly. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path="/" element={<Home />} />
        <Route path="/equipo/*" element={<TeamRoutes notFound={<NotFound />} />} />
        <Route path="/noticias" element={<Redirect to="/noticias/home" />} />
        <Route path="/noticias/home" element={<NewsList />} />
        <Route path="/noticias/:slug" element={<NewsDetail />} />
        <Route path="/hazte_socio" element={<Join />} />
        <Route path="/actividades/*" element={<ActivitiesRoutes notFound={<NotFound />} />} />
        <Route path="/pago/ok" element={<PaymentReturn />} />
        <Route path="/pago/ko" element={<PaymentReturn />} />
        <Route path="/legal/*" element={<LegalRoutes notFound={<NotFound />} />} />
        <Route path="/quiz/:linkid" element={<Quiz />} />
        <Route element={<RequireGuest />}>
          <Route path="/login" element={<Login />} />
          <Route path="/signup" element={<Signup />} />
          <Route path="/recover_account" element={<Recover />} />
        </Route>
        <Route element={<RequireUser />}>
          <Route path="/myaccount" element={<MyAccount />} />
          <Route path="/myaccount/pendingpayments" element={<PendingPayments />} />
          <Route
            path="/myfamily"
            element={
              <ProcedureSectionsContext.Provider value={PROCEDURE_SECTIONS}>
                <MyFamily />
              </ProcedureSectionsContext.Provider>
            }
          />
          <Route path="/mis-inscripciones" element={<MyEnrolments />} />
          <Route path="/material_equipacion" element={<Equipment />} />
        </Route>
        <Route path="/gestion/*" element={<ConsoleRoutes notFound={<NotFound />} />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
