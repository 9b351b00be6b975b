import { Drawer, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ClubLogo } from '../../components/club-logo';
import { ExternalIcon, LoginIcon, SettingsIcon, UserIcon } from '../../components/icons';
import { useSession } from '../../features/auth/api/session';
import { openAuthModal } from '../../lib/auth-modals';
import { LanguageSwitch } from './language-switch';
import { isCurrentSection, MAIN_LINKS, TEAM_LINKS } from './nav-items';
import classes from './shell.module.css';
import { fullName, UserAvatar, UserMenuItems } from './user-menu';

/** The phone menu: the top bar's entries in a drawer (loaded on first use). */
export default function MobileMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const { status, profile } = useSession();
  const current = (to: string) => (isCurrentSection(to, pathname) ? ('page' as const) : undefined);
  const openModal = (kind: 'login' | 'signup') => {
    onClose();
    openAuthModal(kind);
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xs"
      title={
        <Group gap="xs">
          <ClubLogo size={32} />
          <Text fw={700}>{t('nav.menu')}</Text>
        </Group>
      }
      closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
    >
      <nav aria-label={t('nav.label')}>
        <h3 className={classes.drawerHeading}>{t('nav.team')}</h3>
        <ul className={classes.drawerList}>
          {TEAM_LINKS.map((l) => (
            <li key={l.to}>
              <Link to={l.to} className={classes.panelItem} aria-current={pathname === l.to ? 'page' : undefined}>
                {t(l.key)}
              </Link>
            </li>
          ))}
        </ul>
        <h3 className={classes.drawerHeading}>{t('nav.club')}</h3>
        <ul className={classes.drawerList}>
          {MAIN_LINKS.map((l) => (
            <li key={l.to}>
              <Link to={l.to} className={classes.panelItem} aria-current={current(l.to)}>
                {t(l.key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <h3 className={classes.drawerHeading}>{t('language.label')}</h3>
      <LanguageSwitch variant="drawer" />

      <h3 className={classes.drawerHeading}>{t('user.section')}</h3>
      {status === 'loading' ? (
        <Group gap="xs" px="sm" role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm">{t('user.loadingProfile')}</Text>
        </Group>
      ) : status === 'authenticated' && profile ? (
        <>
          <Group gap="sm" px="sm" mb="xs">
            <UserAvatar profile={profile} size={36} />
            <Text fw={600}>{fullName(profile) || profile.user_name}</Text>
          </Group>
          <ul className={classes.drawerList}>
            <UserMenuItems
              onClose={onClose}
              current={current}
              extra={
                profile.isGod === 1 && profile.management_url ? (
                  <li>
                    <a href={profile.management_url} className={classes.panelItem} target="_blank" rel="noopener noreferrer">
                      <SettingsIcon size={18} />
                      {t('user.management')}
                      <ExternalIcon size={14} />
                      <span className="visually-hidden">{t('newTab')}</span>
                    </a>
                  </li>
                ) : null
              }
            />
          </ul>
        </>
      ) : (
        <ul className={classes.drawerList}>
          <li>
            <button type="button" className={classes.panelItem} aria-haspopup="dialog" onClick={() => openModal('login')}>
              <LoginIcon size={18} />
              {t('user.login')}
            </button>
          </li>
          <li>
            <button type="button" className={classes.panelItem} aria-haspopup="dialog" onClick={() => openModal('signup')}>
              <UserIcon size={18} />
              {t('user.signup')}
            </button>
          </li>
        </ul>
      )}
    </Drawer>
  );
}
