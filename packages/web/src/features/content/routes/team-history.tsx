import { useTranslation } from 'react-i18next';
import { useHistory } from '../api/team';
import classes from '../components/content.module.css';
import { SectionPage } from '../components/section-page';
import { esOrEus, useLang } from '../components/use-lang';

/** /equipo/historia: the club's history as milestone cards with their photos (spec 001 §2). */
export default function TeamHistoryPage() {
  const { t } = useTranslation('content');
  const lang = useLang();
  return (
    <SectionPage
      query={useHistory()}
      titleKey="pages.teamHistory"
      skeletons={2}
      isEmpty={(d) => d.milestones.length === 0}
      emptyText={t('history.empty')}
    >
      {(data) => (
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
    </SectionPage>
  );
}
