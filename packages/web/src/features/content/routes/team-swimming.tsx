import { TeamPage } from '../components/team-page';

/** /equipo/natacion: four coaches and a contact mail link (spec 001 §2). */
export default function Page() {
  return <TeamPage section="swimming" titleKey="pages.teamSwimming" />;
}
