import { needsDataReview } from '@club/domain/account/account.rules';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSession } from '../../auth/api/session';
import { ACCOUNT_MODAL_EVENT, type DataReviewOptions } from '../api/account-events';

// The assistant (forms, schemas) and the help modal load only when they open.
const DataReviewAssistant = lazy(() => import('./data-review-assistant'));
const MembershipHelpModal = lazy(() => import('./membership-help-modal'));

/**
 * The account's always-available modals (spec 000 §2), mounted in the shell. The data review
 * opens by itself after login or a page load when the account is auto-generated or the terms
 * were never accepted; closed without saving, it waits for the next login or page load.
 */
export function AccountModals() {
  const { token, profile } = useSession();
  const [review, setReview] = useState<DataReviewOptions | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const [helpLoaded, setHelpLoaded] = useState(false);
  const dismissedFor = useRef<string | null>(null);

  useEffect(() => {
    if (token && profile && needsDataReview(profile) && dismissedFor.current !== token) setReview((r) => r ?? {});
    if (!token) setReview(null);
  }, [token, profile]);

  useEffect(() => {
    const onReview = (e: Event) => setReview((e as CustomEvent<DataReviewOptions>).detail ?? {});
    const onHelp = () => {
      setHelpLoaded(true);
      setHelpOpen(true);
    };
    window.addEventListener(ACCOUNT_MODAL_EVENT.dataReview, onReview);
    window.addEventListener(ACCOUNT_MODAL_EVENT.membershipHelp, onHelp);
    return () => {
      window.removeEventListener(ACCOUNT_MODAL_EVENT.dataReview, onReview);
      window.removeEventListener(ACCOUNT_MODAL_EVENT.membershipHelp, onHelp);
    };
  }, []);

  return (
    <Suspense fallback={null}>
      {review && profile ? (
        <DataReviewAssistant
          key={token ?? ''}
          profile={profile}
          options={review}
          onClose={() => {
            dismissedFor.current = token;
            setReview(null);
          }}
        />
      ) : null}
      {helpLoaded ? <MembershipHelpModal opened={helpOpen} onClose={() => setHelpOpen(false)} /> : null}
    </Suspense>
  );
}
