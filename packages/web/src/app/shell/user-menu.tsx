import { Avatar } from '@mantine/core';
import type { Profile } from '@club/domain/auth/auth.schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CalendarIcon, ExternalIcon, FamilyIcon, LogoutIcon, SettingsIcon, UserIcon } from '../../components/icons';
import { useLogout } from '../../features/auth/api/session';
import { Disclosure } from './disclosure';
import classes from './shell.module.css';

export const fullName = (p: Pick<Profile, 'first_name' | 'last_name'>) => `${p.first_name} ${p.last_name}`.trim();

/** The profile picture is a path on the site; without one the avatar shows the initials. */
export function UserAvatar({ profile, size = 30 }: { profile: Profile; size?: number }) {
  return (
    <Avatar
      src={profile.profile_picture || null}
      name={fullName(profile)}
      alt=""
      size={size}
      color="blue"
      variant="filled"
      radius="xl"
      aria-hidden
    />
  );
}

/**
 * The user's entries as list items, for the top bar's menu and the phone drawer: account,
 * family, `extra` (the drawer's management link), and logout (which closes the menu first).
 */
export function UserMenuItems({
  onClose,
  current,
  extra,
}: {
  onClose: () => void;
  current?: (to: string) => 'page' | undefined;
  extra?: ReactNode;
}) {
  const { t } = useTranslation('common');
  const logout = useLogout();
  const navigate = useNavigate();
  return (
    <>
      <li>
        <Link to="/myaccount" className={classes.panelItem} aria-current={current?.('/myaccount')}>
          <UserIcon size={18} />
          {t('user.account')}
        </Link>
      </li>
      <li>
        <Link to="/myfamily" className={classes.panelItem} aria-current={current?.('/myfamily')}>
          <FamilyIcon size={18} />
          {t('user.family')}
        </Link>
      </li>
      <li>
        <Link to="/mis-inscripciones" className={classes.panelItem} aria-current={current?.('/mis-inscripciones')}>
          <CalendarIcon size={18} />
          {t('user.enrolments')}
        </Link>
      </li>
      {extra}
      <li>
        <button
          type="button"
          className={classes.panelItem}
          onClick={async () => {
            onClose();
            await logout();
            navigate('/');
          }}
        >
          <LogoutIcon size={18} />
          {t('user.logout')}
        </button>
      </li>
    </>
  );
}

/** The logged-in part of the top bar (loaded only for logged-in users): admin link and user menu. */
export default function UserMenu({ profile }: { profile: Profile }) {
  const { t } = useTranslation('common');
  const name = fullName(profile) || profile.user_name;
  return (
    <>
      {profile.isGod === 1 && profile.management_url ? (
        <a href={profile.management_url} className={classes.utilityLink} target="_blank" rel="noopener noreferrer">
          <SettingsIcon size={16} />
          {t('user.management')}
          <ExternalIcon size={14} />
          <span className="visually-hidden">{t('newTab')}</span>
        </a>
      ) : null}
      <Disclosure
        align="right"
        buttonClassName={classes.utilityButton}
        // The button is named by what it shows, the person's name, after a hidden "User menu:"
        // (WCAG 2.5.3, label in name: an aria-label would have to repeat the avatar's initials).
        label={
          <>
            <UserAvatar profile={profile} size={26} />
            <span className="visually-hidden">{t('user.menu')} </span>
            <span className={classes.userName}>{name}</span>
          </>
        }
      >
        {(close) => <UserMenuItems onClose={close} />}
      </Disclosure>
    </>
  );
}
