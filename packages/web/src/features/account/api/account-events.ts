/**
 * The account's always-available modals open by a window event, so any page (family, membership)
 * can open them without importing their code (see components/account-modals-host.tsx).
 */
export const ACCOUNT_MODAL_EVENT = {
  dataReview: 'club:open-data-review',
  membershipHelp: 'club:open-membership-help',
} as const;

export interface DataReviewOptions {
  /** 0 intro (default), 1 edit form, 3 payment data (activities, or membership with `type: false`). */
  step?: 0 | 1 | 3;
  paymentType?: 'activities' | 'membership';
}

export const openDataReview = (options: DataReviewOptions = {}): void =>
  void window.dispatchEvent(new CustomEvent<DataReviewOptions>(ACCOUNT_MODAL_EVENT.dataReview, { detail: options }));

export const openMembershipHelp = (): void => void window.dispatchEvent(new CustomEvent(ACCOUNT_MODAL_EVENT.membershipHelp));

const DELETED_KEY = 'account-deleted';

/** Leaves a note for the next page load: the farewell after deleting the account. */
export function markAccountDeleted(): void {
  try {
    window.sessionStorage.setItem(DELETED_KEY, '1');
  } catch {
    // Without storage there is no farewell; the account is deleted all the same.
  }
}

/** True once after an account deletion (the note is consumed). */
export function takeAccountDeleted(): boolean {
  try {
    const was = window.sessionStorage.getItem(DELETED_KEY) === '1';
    window.sessionStorage.removeItem(DELETED_KEY);
    return was;
  } catch {
    return false;
  }
}
