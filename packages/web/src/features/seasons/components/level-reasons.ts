import { ageRangeInWords } from '@club/domain/activities/words.rules';
import { seasonLevelRequirement, type SeasonRefusal } from '@club/domain/seasons/eligibility.rules';
import type { Level } from '@club/domain/seasons/seasons.schemas';
import type { TFunction } from 'i18next';
import { pageLanguage } from './level-text';

/**
 * The words of the level refusals (domain seasons/level-choice.rules): the reason, short, under a
 * level the person may not take or on their card ("Edad: de 6 meses a 2 años", "Solo con este
 * nivel asignado por el club"), and what the family can do about it.
 */
export function levelRefusalInWords(t: TFunction<'seasons'>, r: SeasonRefusal, level: Level, lang: string): string {
  switch (r) {
    case 'OutOfAgeLimit':
      return t('reason.age', { range: ageRangeInWords(level.age_min_months, level.age_max_months, pageLanguage(lang)) });
    case 'OutOfLevelLimit':
      return seasonLevelRequirement(level.id) === 'assigned' ? t('reason.assigned') : t('reason.movedUp');
    case 'MembersOnly':
      return t('reason.members');
    case 'SignupClosed':
      return t('reason.closed');
    default:
      return t(`refusal.${r}`);
  }
}

/** Where the advice of a refusal points to: the season's levels, the join page, or nowhere (the office's address is in the words). */
export type AdviceLink = 'levels' | 'join' | null;

const ADVICE: Partial<Record<SeasonRefusal, AdviceLink>> = {
  OutOfLevelLimit: null,
  OutOfAgeLimit: 'levels',
  MembersOnly: 'join',
};

/**
 * What to do about each refusal that has something to do (the office for the swimmer's level,
 * another level for the age, joining the club for a members' level), once each; `self` when the
 * reader is the person ("tu nivel" rather than "el nivel de Uxue").
 */
export function levelRefusalAdvice(
  t: TFunction<'seasons'>,
  refusals: readonly SeasonRefusal[],
  who: { name: string; self: boolean },
): { text: string; link: AdviceLink }[] {
  return refusals
    .filter((r) => r in ADVICE)
    .map((r) => ({ text: t(`advice.${r}`, { name: who.name, context: who.self ? 'self' : undefined }), link: ADVICE[r] ?? null }));
}
