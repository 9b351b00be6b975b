import type { TeamSection } from '@club/domain/content/content.schemas';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/use-page-title';
import { ContactBox } from './contact-box';
import classes from './content.module.css';
import { PageHeader } from './page-header';
import { Skeletons, StatusText } from './status';
import { esOrEus, useLang } from './use-lang';

/**
 * The frame of a team page backed by a content section: heading and introduction from the
 * database (the common `titleKey` page name until they load), the loading, error and empty
 * states, the page's own content (`children`), and the section's contact mail when `contact` is given.
 */
export function SectionPage<T extends { section: TeamSection }>({
  query,
  titleKey,
  skeletons,
  isEmpty,
  emptyText,
  contact,
  children,
}: {
  query: UseQueryResult<T>;
  titleKey: string;
  skeletons: number;
  isEmpty: (data: T) => boolean;
  emptyText: string;
  contact?: string;
  children: (data: T, title: string) => ReactNode;
}) {
  const { t } = useTranslation(['content', 'common']);
  const lang = useLang();
  const { data } = query;
  const title = data?.section.title_es ? esOrEus(lang, data.section.title_es, data.section.title_eus) : t(titleKey, { ns: 'common' });
  usePageTitle(title);

  return (
    <div className={classes.page}>
      <PageHeader title={title} intro={data ? esOrEus(lang, data.section.intro_es, data.section.intro_eus) : undefined} />
      {query.isPending ? (
        <Skeletons count={skeletons} label={t('loading', { ns: 'common' })} />
      ) : query.isError ? (
        <StatusText kind="error">{t('loadError')}</StatusText>
      ) : isEmpty(query.data) ? (
        <StatusText kind="empty">{emptyText}</StatusText>
      ) : (
        children(query.data, title)
      )}
      {data && contact ? <ContactBox text={contact} email={data.section.contact_email} /> : null}
    </div>
  );
}
