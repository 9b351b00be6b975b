import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginIcon } from '../../components/shell-icons';
import { useSession } from '../../features/auth/api/session';
import { openAuthModal } from '../../lib/auth-modals';
import classes from './shell.module.css';

// Visitors never download the user menu (avatar, disclosure items).
const UserMenu = lazy(() => import('./user-menu'));

function ProfileSpinner() {
  const { t } = useTranslation('common');
  return (
    <span role="status" className={classes.utilityLink}>
      <Loader size="xs" color="white" aria-hidden />
      <span className="visually-hidden">{t('user.loadingProfile')}</span>
    </span>
  );
}

/** The right side of the utility bar: login and signup, the profile spinner, or the user menu. */
export function UserArea() {
  const { t } = useTranslation('common');
  const { status, profile } = useSession();
  // A spinner shows while the basic profile data is missing (spec 000 §2).
  if (status === 'loading' || (status === 'authenticated' && !profile)) return <ProfileSpinner />;
  if (status === 'anonymous' || !profile) {
    return (
      <>
        <button type="button" className={classes.utilityButton} aria-haspopup="dialog" onClick={() => openAuthModal('login')}>
          <LoginIcon size={16} />
          {t('user.login')}
        </button>
        <button type="button" className={classes.utilityButtonStrong} aria-haspopup="dialog" onClick={() => openAuthModal('signup')}>
          {t('user.signup')}
        </button>
      </>
    );
  }
  return (
    <Suspense fallback={<ProfileSpinner />}>
      <UserMenu profile={profile} />
    </Suspense>
  );
}
