import { useTranslation } from 'react-i18next';
import { legalPdfUrl } from '../api/legal';
import classes from '../components/content.module.css';
import { DownloadIcon } from '../components/icons';
import { LegalPage } from '../components/legal-page';
import { useLang } from '../components/use-lang';

/**
 * /legal/normativa: the club's internal rules in six tabs, with the rules and the statutes as
 * PDF downloads in the reader's language (Spanish for English readers), built by the server from
 * the same text (spec 000 §2, 001 §2).
 */
export default function Page() {
  const { t } = useTranslation('legal');
  const lang = useLang();
  const downloads = (
    <ul className={classes.downloads} aria-label={t('downloads.label')}>
      <li>
        <a className={classes.downloadLink} href={legalPdfUrl('rules', lang)} download>
          <DownloadIcon /> {t('downloads.rules')}
        </a>
      </li>
      <li>
        <a className={classes.downloadLink} href={legalPdfUrl('statutes', lang)} download>
          <DownloadIcon /> {t('downloads.statutes')}
        </a>
      </li>
    </ul>
  );
  return <LegalPage doc="rules" titleKey="pages.legalRules" before={downloads} />;
}
