import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/use-page-title';
import { useRecords } from '../api/team';
import classes from '../components/content.module.css';
import { DownloadIcon } from '../components/icons';
import { PageHeader } from '../components/page-header';
import { Skeletons, StatusText } from '../components/status';
import { esOrEus, useLang } from '../components/use-lang';

/**
 * /equipo/records: each record group with its title and downloadable files (spec 001 §2). A
 * failed load shows the runtime-error text; no groups, the not-available text (spec 001 §8).
 */
export default function TeamRecordsPage() {
  const { t } = useTranslation(['content', 'common']);
  const lang = useLang();
  const { data, isPending, isError } = useRecords();
  const title = t('records.title');
  usePageTitle(title);

  return (
    <div className={classes.narrow}>
      <PageHeader title={title} intro={t('records.intro')} />
      {isPending ? (
        <Skeletons count={2} label={t('loading', { ns: 'common' })} />
      ) : isError ? (
        <StatusText kind="error">{t('records.error')}</StatusText>
      ) : data.length === 0 ? (
        <StatusText kind="empty">{t('records.none')}</StatusText>
      ) : (
        <div className={classes.timeline}>
          {data.map((g) => {
            const gTitle = esOrEus(lang, g.title_es || g.title, g.title_eus);
            return (
              <section key={g.id} className={classes.card} aria-labelledby={`records-${g.id}`}>
                <div className={classes.cardBody}>
                  <h2 id={`records-${g.id}`} className={classes.cardTitle}>
                    {gTitle}
                  </h2>
                  {g.files.length === 0 ? (
                    <p className={classes.muted}>{t('records.noFiles')}</p>
                  ) : (
                    <ul className={classes.fileList}>
                      {g.files.map((f) => (
                        <li key={f.data.path}>
                          <a className={classes.fileLink} href={`${f.data.path}?download=1`} download={f.data.filename}>
                            <DownloadIcon />
                            <span>
                              {f.data.filename.replace(/\.pdf$/i, '')} <span className={classes.muted}>({t('records.pdf')})</span>
                            </span>
                          </a>
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              </section>
            );
          })}
        </div>
      )}
    </div>
  );
}
