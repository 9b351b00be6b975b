import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { Redirect } from '../../../lib/server-response';

const ActivitiesHome = lazy(() => import('./activities-home'));
const ActivitiesSummer = lazy(() => import('./activities-summer'));
// The season pages are the seasons feature's (its public entry).
const SeasonFront = lazy(() => import('../../seasons').then((m) => ({ default: m.SeasonFrontPage })));
const SeasonLevel = lazy(() => import('../../seasons').then((m) => ({ default: m.SeasonLevelPage })));
const ActivityDetail = lazy(() => import('./activity-detail'));

/**
 * The /actividades/* pages. The route table every visitor downloads names this one small chunk;
 * the pages stay lazy here, since the course detail and its enrolment are the heaviest of the site.
 */
export default function ActivitiesRoutes({ notFound }: { notFound: React.ReactNode }) {
  return (
    <Routes>
      <Route index element={<Redirect to="/actividades/home" />} />
      <Route path="home" element={<ActivitiesHome />} />
      <Route path="verano" element={<ActivitiesSummer />} />
      <Route path="temporada" element={<SeasonFront />} />
      <Route path="temporada/:slug" element={<SeasonLevel />} />
      <Route path=":slug" element={<ActivityDetail />} />
      <Route path="*" element={notFound} />
    </Routes>
  );
}
