/*
 * Kept apart from account.rules: the shell loads this check on every page, the rest of the
 * account rules only come with the account screens.
 */

/**
 * The data-review assistant opens by itself on login or refresh when the account was created by
 * the club from previously supplied data, or when either set of terms was never accepted.
 */
export function needsDataReview(p: {
  auto_generated: number;
  accepted_terms_conditions: string | null;
  accepted_terms_pictures_treatment: string | null;
}): boolean {
  return p.auto_generated === 1 || p.accepted_terms_conditions === null || p.accepted_terms_pictures_treatment === null;
}
