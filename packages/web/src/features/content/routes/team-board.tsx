import { TeamPage } from '../components/team-page';

/** /equipo/juntadirectiva: board members and their roles as cards (spec 001 §2). */
export default function Page() {
  return <TeamPage section="board" titleKey="pages.teamBoard" />;
}
