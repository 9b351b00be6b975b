/** The pages the top bar and the mobile menu link to (spec 000 §2 "Top bar"). */
export const TEAM_LINKS = [
  { to: '/equipo/natacion', key: 'nav.swimming' },
  { to: '/equipo/waterpolo', key: 'nav.waterpolo' },
  { to: '/equipo/horarios', key: 'nav.schedules' },
  { to: '/equipo/records', key: 'nav.records' },
  { to: '/equipo/historia', key: 'nav.history' },
  { to: '/equipo/juntadirectiva', key: 'nav.board' },
] as const;

export const MAIN_LINKS = [
  { to: '/noticias', key: 'nav.news' },
  { to: '/hazte_socio', key: 'nav.join' },
  { to: '/actividades', key: 'nav.activities' },
  { to: '/actividades/verano', key: 'nav.summer' },
] as const;

/** Whether a top-level link is the section being read (summer is its own entry under activities). */
export function isCurrentSection(to: string, pathname: string): boolean {
  if (to === '/actividades') return pathname.startsWith('/actividades') && !pathname.startsWith('/actividades/verano');
  return pathname === to || pathname.startsWith(`${to}/`);
}
