import { needsDataReview } from '@club/domain/account/review.rules';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSession } from '../../auth';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_MODAL_EVENT, takeAccountDeleted, type DataReviewOptions } from '../api/account-events';
import { whenIdle } from '../../../lib/idle';
import { toast } from './toast';

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
  const [farewell, setFarewell] = useState(false);

  useEffect(() => {
    if (token && profile && needsDataReview(profile) && dismissedFor.current !== token) setReview((r) => r ?? {});
    if (!token) setReview(null);
  }, [token, profile]);

  // The farewell note is read when the browser is idle: the first use of sessionStorage in a page
  // load waits on the browser, and on a server-rendered page this effect runs inside hydration.
  useEffect(() => {
    whenIdle(() => {
      if (takeAccountDeleted()) setFarewell(true);
    });
  }, []);

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
      {farewell ? <Farewell /> : null}
    </Suspense>
  );
}

/** The toast after an account deletion, in the account's texts (loaded only then). */
function Farewell() {
  const { t } = useTranslation('account');
  useEffect(() => {
    toast({ color: 'green', message: t('delete.done'), autoClose: 8000 });
  }, [t]);
  return null;
}
