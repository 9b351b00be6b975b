import { seasonRefusals, type SeasonDates, type SeasonLevelRules, type SeasonPerson, type SeasonRefusal } from './eligibility.rules.js';

/**
 * Which levels a person may choose, before anything is sent (the assistant's level step and the
 * enrol button of a level's page). The same seasonRefusals the server runs in do_enrol_v2, kept
 * to the refusals that belong to the level itself: the dates, members only, the age and the
 * swimmer's level. The profile (a missing birth date: step 1) and "already signed up" (the
 * family card's own button) are judged where they are asked; the server still checks everything.
 */
export const LEVEL_CHOICE_REFUSALS = [
  'SignupClosed',
  'MembersOnly',
  'OutOfAgeLimit',
  'OutOfLevelLimit',
] as const satisfies readonly SeasonRefusal[];
export type LevelChoiceRefusal = (typeof LEVEL_CHOICE_REFUSALS)[number];

export const isLevelChoiceRefusal = (r: SeasonRefusal): r is LevelChoiceRefusal => (LEVEL_CHOICE_REFUSALS as readonly string[]).includes(r);

/** Why the person may not take this level (in the order of SEASON_REFUSALS); empty when they may. */
export function levelChoiceRefusals(l: SeasonLevelRules, season: SeasonDates, p: SeasonPerson, today: string): LevelChoiceRefusal[] {
  return seasonRefusals(l, season, p, { today }).filter(isLevelChoiceRefusal);
}

/** The levels with the reasons each is closed to the person, in the order given. */
export function levelChoices<L extends SeasonLevelRules>(
  levels: readonly L[],
  season: SeasonDates,
  p: SeasonPerson,
  today: string,
): { level: L; refusals: LevelChoiceRefusal[] }[] {
  return levels.map((level) => ({ level, refusals: levelChoiceRefusals(level, season, p, today) }));
}
