import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/use-page-title';
import { useTeam } from '../api/team';
import classes from './content.module.css';
import { ContactBox } from './contact-box';
import { PageHeader } from './page-header';
import { PersonCard } from './person-card';
import { Skeletons, StatusText } from './status';
import { esOrEus, useLang } from './use-lang';

/**
 * A page of people (coaches, players, board): heading and introduction from the database, one
 * card per person, and the section's contact mail.
 */
export function TeamPage({ section, titleKey }: { section: 'swimming' | 'waterpolo' | 'board'; titleKey: string }) {
  const { t } = useTranslation(['content', 'common']);
  const lang = useLang();
  const { data, isPending, isError } = useTeam(section);
  const title = data?.section.title_es ? esOrEus(lang, data.section.title_es, data.section.title_eus) : t(titleKey, { ns: 'common' });
  usePageTitle(title);

  return (
    <div className={classes.page}>
      <PageHeader title={title} intro={data ? esOrEus(lang, data.section.intro_es, data.section.intro_eus) : undefined} />
      {isPending ? (
        <Skeletons count={4} label={t('loading', { ns: 'common' })} />
      ) : isError ? (
        <StatusText kind="error">{t('loadError')}</StatusText>
      ) : data.members.length === 0 ? (
        <StatusText kind="empty">{t('team.empty')}</StatusText>
      ) : (
        <ul className={classes.grid} aria-label={title}>
          {data.members.map((m, i) => (
            // The first portraits are above the fold on a phone: load them at once.
            <PersonCard key={m.id} member={m} eager={i < 2} />
          ))}
        </ul>
      )}
      {data ? <ContactBox text={t(`team.contact.${section}`)} email={data.section.contact_email} /> : null}
    </div>
  );
}
