import { clubAddressLines } from '@club/domain/shared/club';
import { APP_VERSION } from '@club/domain/shared/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ClubLogo } from '../../components/club-logo';
import { FacebookIcon, InstagramIcon, MailIcon, PinIcon, XIcon, YoutubeIcon } from '../../components/shell-icons';
import classes from './shell.module.css';

const OFFICE_MAIL = 'bulegoa@cngetxo.eus';

/** The club's own accounts (decided for the portal: the club's handle is "cngetxo" everywhere). */
const SOCIAL = [
  { name: 'Instagram', href: 'https://www.instagram.com/cngetxo', Icon: InstagramIcon },
  { name: 'X', href: 'https://x.com/cngetxo', Icon: XIcon },
  { name: 'Facebook', href: 'https://www.facebook.com/cngetxo', Icon: FacebookIcon },
  { name: 'YouTube', href: 'https://www.youtube.com/@cngetxo', Icon: YoutubeIcon },
] as const;

const LEGAL = [
  { to: '/legal/terms', key: 'footer.terms' },
  { to: '/legal/privacy_policy', key: 'footer.privacy' },
  { to: '/legal/normativa', key: 'footer.rules' },
] as const;

/** Footer (spec 000 §2): club name, address, social links, mail, collaborator logo, legal links, version. */
export function Footer() {
  const { t, i18n } = useTranslation('common');
  // The same address as the legal texts and the receipts, in the reader's language.
  const [place, street, town] = clubAddressLines(i18n.language === 'eus' ? 'eus' : 'es');
  return (
    <footer className={classes.footer} id="site-footer">
      <div className={classes.footerGrid}>
        <div>
          <h2 className={classes.footerHeading} style={{ display: 'flex', alignItems: 'center', gap: 10 }}>
            <ClubLogo size={40} />
            {t('club.name')}
          </h2>
          <address className={classes.address}>
            <PinIcon size={16} /> {place}
            <br />
            {street}
            <br />
            {town}
            <br />
            <a href={`mailto:${OFFICE_MAIL}`}>
              <MailIcon size={16} /> {OFFICE_MAIL}
            </a>
          </address>
        </div>
        <div>
          <h2 className={classes.footerHeading}>{t('footer.follow')}</h2>
          <ul className={classes.socialList}>
            {SOCIAL.map(({ name, href, Icon }) => (
              <li key={name}>
                <a
                  href={href}
                  className={classes.socialLink}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('footer.socialLink', { network: name })}
                >
                  <Icon size={20} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className={classes.footerHeading}>{t('footer.collaborator')}</h2>
          <span className={classes.collaborator}>
            <img src="/brand/getxoko-udala.svg" alt={t('footer.collaboratorName')} width={200} height={56} loading="lazy" />
          </span>
        </div>
      </div>
      <div className={classes.footerBottom}>
        <div className={classes.footerBottomRow}>
          <nav aria-label={t('footer.legalLabel')}>
            <ul className={classes.legalList}>
              {LEGAL.map((l) => (
                <li key={l.to}>
                  <Link to={l.to}>{t(l.key)}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <span>
            © {new Date().getFullYear()} {t('club.name')} · {t('footer.version', { version: APP_VERSION })}
          </span>
        </div>
      </div>
    </footer>
  );
}
