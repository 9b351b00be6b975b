import type { TeamMember } from '@club/domain/content/content.schemas';
import { useTranslation } from 'react-i18next';
import classes from './content.module.css';
import { esOrEus, useLang } from './use-lang';

/** A coach, player or board member: illustrated portrait, name, role and a short biography. */
export function PersonCard({ member, eager = false }: { member: TeamMember; eager?: boolean }) {
  const { t } = useTranslation('content');
  const lang = useLang();
  return (
    <li className={classes.card}>
      {member.photo ? (
        <img
          className={classes.portrait}
          src={member.photo.path}
          alt={t('team.portraitAlt', { name: member.name })}
          width={320}
          height={400}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : null}
      <div className={classes.cardBody}>
        {member.number !== null ? <span className={classes.badge}>{t('team.capNumber', { number: member.number })}</span> : null}
        <h2 className={classes.cardTitle}>{member.name}</h2>
        <p className={classes.meta}>{esOrEus(lang, member.role_es, member.role_eus)}</p>
        {member.bio_es ? <p className={classes.muted}>{esOrEus(lang, member.bio_es, member.bio_eus)}</p> : null}
      </div>
    </li>
  );
}
