import type { LegalDocumentKey } from '@club/domain/content/content.schemas';
import { Tabs } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { useLegalDocument } from '../api/legal';
import classes from './content.module.css';
import { LegalBody } from './legal-body';
import { Skeletons, StatusText } from './status';
import { useDateTexts } from './use-dates';
import { useLang } from './use-lang';

/**
 * A legal document as tabs, one per section, in the reader's language. The address's hash picks
 * a tab (/legal/terms#cookies), so other pages can link straight to a section.
 */
export function LegalPage({ doc, titleKey, before }: { doc: LegalDocumentKey; titleKey: string; before?: ReactNode }) {
  const { t } = useTranslation(['legal', 'common', 'content']);
  const lang = useLang();
  const { hash } = useLocation();
  const dates = useDateTexts();
  const { data, isError, isPending } = useLegalDocument(doc, lang);
  // The tab the reader picked, remembered with the hash it was picked under: a new hash wins.
  const [picked, setPicked] = useState<{ hash: string; tab: string } | null>(null);
  usePageTitle(data?.title ?? t(titleKey, { ns: 'common' }));

  const keys = data?.sections.map((s) => s.key) ?? [];
  const fromHash = decodeURIComponent(hash.slice(1));
  const active =
    picked && picked.hash === fromHash && keys.includes(picked.tab) ? picked.tab : keys.includes(fromHash) ? fromHash : (keys[0] ?? null);

  return (
    <div className={classes.narrow}>
      <header>
        <h1 className={classes.title}>{data?.title ?? t(titleKey, { ns: 'common' })}</h1>
        {data ? <p className={classes.muted}>{t('updated', { date: dates.day(data.updated) })}</p> : null}
      </header>
      <div style={{ height: 'var(--mantine-spacing-lg)' }} />
      {before}
      {isPending ? (
        <Skeletons count={1} label={t('loading', { ns: 'common' })} />
      ) : isError || !data ? (
        <StatusText kind="error">{t('loadError')}</StatusText>
      ) : (
        <Tabs value={active} onChange={(v) => v && setPicked({ hash: fromHash, tab: v })} keepMounted={false} variant="pills" radius="md">
          <Tabs.List aria-label={t('sectionsLabel', { title: data.title })} className={classes.tabList}>
            {data.sections.map((s) => (
              <Tabs.Tab key={s.key} value={s.key}>
                {s.title}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {data.sections.map((s) => (
            <Tabs.Panel key={s.key} value={s.key} pt="lg">
              <h2 className={classes.sectionTitle}>{s.title}</h2>
              <LegalBody body={s.body} />
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </div>
  );
}
