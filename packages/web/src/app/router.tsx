import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { Layout } from './layout';
import { RequireGuest, RequireUser } from './guards';
import { RouteError } from './route-error';

type PageModule = { default: React.ComponentType };
/** Every page is its own chunk: a visitor downloads only the page being read. */
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** The route table of spec 000 §2 (and 001 §2), exactly. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', ...page(() => import('../features/content/routes/home')) },
      { path: '/equipo', element: <Navigate to="/equipo/natacion" replace /> },
      { path: '/equipo/natacion', ...page(() => import('../features/content/routes/team-swimming')) },
      { path: '/equipo/waterpolo', ...page(() => import('../features/content/routes/team-waterpolo')) },
      { path: '/equipo/horarios', ...page(() => import('../features/content/routes/team-schedules')) },
      { path: '/equipo/records', ...page(() => import('../features/content/routes/team-records')) },
      { path: '/equipo/historia', ...page(() => import('../features/content/routes/team-history')) },
      { path: '/equipo/juntadirectiva', ...page(() => import('../features/content/routes/team-board')) },
      { path: '/noticias', element: <Navigate to="/noticias/home" replace /> },
      { path: '/noticias/home', ...page(() => import('../features/news/routes/news-list')) },
      { path: '/noticias/:slug', ...page(() => import('../features/news/routes/news-detail')) },
      { path: '/hazte_socio', ...page(() => import('../features/membership/routes/join')) },
      { path: '/actividades', element: <Navigate to="/actividades/home" replace /> },
      { path: '/actividades/home', ...page(() => import('../features/activities/routes/activities-home')) },
      { path: '/actividades/verano', ...page(() => import('../features/activities/routes/activities-summer')) },
      { path: '/actividades/temporada', ...page(() => import('../features/activities/routes/season-front')) },
      { path: '/actividades/temporada/:slug', ...page(() => import('../features/activities/routes/season-level')) },
      { path: '/actividades/:slug', ...page(() => import('../features/activities/routes/activity-detail')) },
      { path: '/legal', element: <Navigate to="/legal/terms" replace /> },
      { path: '/legal/terms', ...page(() => import('../features/content/routes/legal-terms')) },
      { path: '/legal/privacy_policy', ...page(() => import('../features/content/routes/legal-privacy')) },
      { path: '/legal/normativa', ...page(() => import('../features/content/routes/legal-rules')) },
      { path: '/quiz/:linkid', ...page(() => import('../features/quiz/routes/quiz')) },
      {
        element: <RequireGuest />,
        children: [
          { path: '/login', ...page(() => import('../features/auth/routes/login')) },
          { path: '/signup', ...page(() => import('../features/auth/routes/signup')) },
          { path: '/recover_account', ...page(() => import('../features/auth/routes/recover')) },
        ],
      },
      {
        element: <RequireUser />,
        children: [
          { path: '/myaccount', ...page(() => import('../features/account/routes/my-account')) },
          { path: '/myaccount/pendingpayments', ...page(() => import('../features/account/routes/pending-payments')) },
          { path: '/myfamily', ...page(() => import('../features/family/routes/my-family')) },
          { path: '/material_equipacion', ...page(() => import('../features/equipment/routes/equipment')) },
        ],
      },
      { path: '*', ...page(() => import('./not-found')) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
