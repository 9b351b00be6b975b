import { Burger } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { ClubLogo } from '../../components/club-logo';
import { Disclosure } from './disclosure';
import { LanguageSwitch } from './language-switch';
import { isCurrentSection, MAIN_LINKS, TEAM_LINKS } from './nav-items';
import { PendingPaymentsBar } from './pending-payments';
import classes from './shell.module.css';
import { UserArea } from './user-area';

// The drawer (and Mantine's modal machinery) is downloaded only when a phone user opens it.
const MobileMenu = lazy(() => import('./mobile-menu'));

/**
 * The top bar (spec 000 §2): club logo, team menu, news, join, activities, summer activities,
 * language switch, login/signup or the user menu, the admin's configuration link and the
 * pending-payments warning. On phones a burger opens the same entries in a drawer.
 */
export function TopBar() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);

  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className={classes.header}>
      <div className={`${classes.utility} mantine-visible-from-md`}>
        <div className={classes.utilityRow}>
          <LanguageSwitch />
          <UserArea />
        </div>
      </div>
      <div className={classes.mainRow}>
        <Link to="/" className={classes.brand}>
          <ClubLogo size={44} />
          <span>
            {t('club.name')}
            <span className={classes.brandSub}>{t('club.tagline')}</span>
          </span>
          <span className="visually-hidden">{t('nav.homeSuffix')}</span>
        </Link>
        <nav aria-label={t('nav.label')} className={`${classes.nav} mantine-visible-from-md`}>
          <ul className={classes.navList}>
            <li>
              <Disclosure label={t('nav.team')} buttonClassName={classes.navButton}>
                {() =>
                  TEAM_LINKS.map((l) => (
                    <li key={l.to}>
                      <NavLink to={l.to} className={classes.panelItem}>
                        {t(l.key)}
                      </NavLink>
                    </li>
                  ))
                }
              </Disclosure>
            </li>
            {MAIN_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={classes.navLink} aria-current={isCurrentSection(l.to, pathname) ? 'page' : undefined}>
                  {t(l.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Burger
          hiddenFrom="md"
          color="white"
          opened={menuOpen}
          className={classes.burger}
          aria-label={t(menuOpen ? 'nav.closeMenu' : 'nav.openMenu')}
          aria-expanded={menuOpen}
          aria-haspopup="dialog"
          onPointerEnter={() => setMenuLoaded(true)}
          onFocus={() => setMenuLoaded(true)}
          onClick={() => {
            setMenuLoaded(true);
            setMenuOpen((o) => !o);
          }}
        />
      </div>
      <PendingPaymentsBar />
      {menuLoaded ? (
        <Suspense fallback={null}>
          <MobileMenu opened={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
