import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/use-page-title';
import { useHistory } from '../api/team';
import classes from '../components/content.module.css';
import { PageHeader } from '../components/page-header';
import { Skeletons, StatusText } from '../components/status';
import { esOrEus, useLang } from '../components/use-lang';

/** /equipo/historia: the club's history as milestone cards with their photos (spec 001 §2). */
export default function TeamHistoryPage() {
  const { t } = useTranslation(['content', 'common']);
  const lang = useLang();
  const { data, isPending, isError } = useHistory();
  const title = data?.section.title_es
    ? esOrEus(lang, data.section.title_es, data.section.title_eus)
    : t('pages.teamHistory', { ns: 'common' });
  usePageTitle(title);

  return (
    <div className={classes.page}>
      <PageHeader title={title} intro={data ? esOrEus(lang, data.section.intro_es, data.section.intro_eus) : undefined} />
      {isPending ? (
        <Skeletons count={2} label={t('loading', { ns: 'common' })} />
      ) : isError ? (
        <StatusText kind="error">{t('loadError')}</StatusText>
      ) : data.milestones.length === 0 ? (
        <StatusText kind="empty">{t('history.empty')}</StatusText>
      ) : (
        <ol className={classes.timeline}>
          {data.milestones.map((m, i) => {
            const mTitle = esOrEus(lang, m.title_es, m.title_eus);
            return (
              <li key={m.id} className={classes.milestone}>
                {m.photo ? (
                  <img
                    className={classes.milestoneMedia}
                    src={m.photo.path}
                    alt={t('history.photoAlt', { title: mTitle, year: m.year })}
                    width={640}
                    height={420}
                    loading={i === 0 ? 'eager' : 'lazy'}
                    decoding="async"
                  />
                ) : null}
                <div className={classes.cardBody}>
                  <span className={classes.year}>{m.year}</span>
                  <h2 className={classes.cardTitle}>{mTitle}</h2>
                  <p className={classes.muted}>{esOrEus(lang, m.text_es, m.text_eus)}</p>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
