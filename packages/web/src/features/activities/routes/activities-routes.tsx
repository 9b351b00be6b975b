import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';

const ActivitiesHome = lazy(() => import('./activities-home'));
const ActivitiesSummer = lazy(() => import('./activities-summer'));
const SeasonFront = lazy(() => import('./season-front'));
const SeasonLevel = lazy(() => import('./season-level'));
const ActivityDetail = lazy(() => import('./activity-detail'));

/**
 * The /actividades/* pages. The route table every visitor downloads names this one small chunk;
 * the pages stay lazy here, since the course detail and its enrolment are the heaviest of the site.
 */
export default function ActivitiesRoutes({ notFound }: { notFound: React.ReactNode }) {
  return (
    <Routes>
      <Route index element={<Navigate to="/actividades/home" replace />} />
      <Route path="home" element={<ActivitiesHome />} />
      <Route path="verano" element={<ActivitiesSummer />} />
      <Route path="temporada" element={<SeasonFront />} />
      <Route path="temporada/:slug" element={<SeasonLevel />} />
      <Route path=":slug" element={<ActivityDetail />} />
      <Route path="*" element={notFound} />
    </Routes>
  );
}
