import { Route, Routes } from 'react-router';
import { Redirect } from '../../../lib/server-response';
import TeamBoard from './team-board';
import TeamHistory from './team-history';
import TeamRecords from './team-records';
import TeamSchedules from './team-schedules';
import TeamSwimming from './team-swimming';
import TeamWaterpolo from './team-waterpolo';

/**
 * The /equipo/* pages, one chunk for the whole area: the team pages are small and read one after
 * another, and the route table that every visitor downloads names one chunk instead of six.
 */
export default function TeamRoutes({ notFound }: { notFound: React.ReactNode }) {
  return (
    <Routes>
      <Route index element={<Redirect to="/equipo/natacion" />} />
      <Route path="natacion" element={<TeamSwimming />} />
      <Route path="waterpolo" element={<TeamWaterpolo />} />
      <Route path="horarios" element={<TeamSchedules />} />
      <Route path="records" element={<TeamRecords />} />
      <Route path="historia" element={<TeamHistory />} />
      <Route path="juntadirectiva" element={<TeamBoard />} />
      <Route path="*" element={notFound} />
    </Routes>
  );
}
