import { TeamPage } from '../components/team-page';

/** /equipo/waterpolo: six players and a contact mail link (spec 001 §2). */
export default function Page() {
  return <TeamPage section="waterpolo" titleKey="pages.teamWaterpolo" />;
}
