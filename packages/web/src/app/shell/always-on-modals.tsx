import { AccountModals } from '../../features/account/components/account-modals-host';
import { AuthModals } from '../../features/auth/components/auth-modals-host';

/**
 * The modals that are always available (spec 000 §2): login, signup, password recovery, the
 * data-review assistant, the membership help. Each feature owns its modal; they are mounted here.
 * Each host stays tiny and downloads its modal's code only when it is opened.
 */
export function AlwaysOnModals() {
  return (
    <>
      <AuthModals />
      <AccountModals />
    </>
  );
}
