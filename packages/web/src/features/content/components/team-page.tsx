import { useTranslation } from 'react-i18next';
import { useTeam } from '../api/team';
import classes from './content.module.css';
import { PersonCard } from './person-card';
import { SectionPage } from './section-page';

/**
 * A page of people (coaches, players, board): heading and introduction from the database, one
 * card per person, and the section's contact mail.
 */
export function TeamPage({ section, titleKey }: { section: 'swimming' | 'waterpolo' | 'board'; titleKey: string }) {
  const { t } = useTranslation('content');
  return (
    <SectionPage
      query={useTeam(section)}
      titleKey={titleKey}
      skeletons={4}
      isEmpty={(d) => d.members.length === 0}
      emptyText={t('team.empty')}
      contact={t(`team.contact.${section}`)}
    >
      {(data, title) => (
        <ul className={classes.grid} aria-label={title}>
          {data.members.map((m, i) => (
            // The first portraits are above the fold on a phone: load them at once.
            <PersonCard key={m.id} member={m} eager={i < 2} />
          ))}
        </ul>
      )}
    </SectionPage>
  );
}
