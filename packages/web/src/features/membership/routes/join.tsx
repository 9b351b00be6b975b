import { formatEuros, MEMBERSHIP_CANCELLATION_NOTICE_MONTHS, membershipSeasonTotal } from '@club/domain/content/content.rules';
import type { MembershipType } from '@club/domain/content/content.schemas';
import { Tabs } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSession } from '../../auth';
import { contentClasses as classes, esOrEus, PageHeader, Skeletons, StatusText, useLang } from '../../content';
import { useMembershipTypes } from '../api/membership-types';
import join from '../components/join.module.css';

const JoinFamilySection = lazy(() => import('../components/join-family-section'));

/**
 * /hazte_socio (spec 001 §2): the membership types of `memberships/membership_types/` in
 * vertical tabs (on a phone, where a side list would leave no room for the text, the list goes
 * above the panel), each with its monthly fee, the months it is charged, its procedure and its
 * description.
 */
export default function JoinPage() {
  const { t } = useTranslation(['membership', 'common']);
  const lang = useLang();
  const { status, profile } = useSession();
  const { data, isPending, isError } = useMembershipTypes();
  const [tab, setTab] = useState<string | null>(null);
  usePageTitle(t('pages.join', { ns: 'common' }));
  const active = tab ?? (data?.[0] ? String(data[0].id) : null);

  return (
    <div className={classes.page}>
      <PageHeader title={t('title')} intro={t('intro')} />
      <h2 className={classes.sectionTitle} id="tipos">
        {t('types.title')}
      </h2>
      {isPending ? (
        <Skeletons count={1} label={t('loading', { ns: 'common' })} />
      ) : isError ? (
        <StatusText kind="error">{t('types.error')}</StatusText>
      ) : data.length === 0 ? (
        <StatusText kind="empty">{t('types.none')}</StatusText>
      ) : (
        <Tabs
          value={active}
          onChange={setTab}
          // Vertical on every screen; on a phone CSS puts the list above the panel (join.module.css).
          // Chosen in JavaScript, the phone's layout came after hydration and moved the whole page
          // (CLS 0.11 on /hazte_socio at 390 px): the server knows no screen width.
          orientation="vertical"
          variant="pills"
          radius="md"
          className={join.tabs}
          classNames={{ tabLabel: join.tabLabel }}
        >
          <Tabs.List aria-label={t('types.title')} className={join.list}>
            {data.map((m) => (
              <Tabs.Tab key={m.id} value={String(m.id)} className={join.tab}>
                <span className={join.tabName}>{esOrEus(lang, m.gibke_member_type_name_es, m.gibke_member_type_name_eus)}</span>
                <span className={join.tabPrice}>
                  {formatEuros(m.price_month)} {t('perMonth')}
                </span>
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {data.map((m) => (
            <Tabs.Panel key={m.id} value={String(m.id)} className={join.panel}>
              <MembershipPanel type={m} />
            </Tabs.Panel>
          ))}
        </Tabs>
      )}

      <section className={join.notes} aria-labelledby="join-notes">
        <h2 id="join-notes" className={classes.sectionTitle}>
          {t('notes.title')}
        </h2>
        <ul>
          <li>{t('notes.monthly')}</li>
          <li>{t('notes.cancellation', { count: MEMBERSHIP_CANCELLATION_NOTICE_MONTHS })}</li>
          <li>{t('notes.discount')}</li>
        </ul>
      </section>

      {status === 'loading' ? null : status === 'authenticated' ? (
        // The 'Mi familia' section: a card per person with their membership state and the
        // 'Añadir una persona a mi cuenta' button (spec 001 §2), loaded only for a logged-in reader.
        profile ? (
          <Suspense fallback={null}>
            <JoinFamilySection profile={profile} />
          </Suspense>
        ) : null
      ) : (
        <section className={join.cta} aria-labelledby="join-how">
          <h2 id="join-how" className={join.ctaTitle}>
            {t('cta.title')}
          </h2>
          <p>{t('cta.text')}</p>
          <div className={join.ctaActions}>
            <Link to="/signup" className={join.primary}>
              {t('cta.signup')}
            </Link>
            <Link to="/login" className={join.secondary}>
              {t('cta.login')}
            </Link>
          </div>
        </section>
      )}
    </div>
  );
}

function MembershipPanel({ type: m }: { type: MembershipType }) {
  const { t } = useTranslation('membership');
  const lang = useLang();
  const name = esOrEus(lang, m.gibke_member_type_name_es, m.gibke_member_type_name_eus);
  const periodText = t('period', {
    from: t(`months.from.${m.first_month}`),
    to: t(`months.to.${m.last_month}`),
    count: m.months,
  });
  // Basque starts with the month ('irailetik ekainera'): capitalise whatever comes first.
  const period = periodText.charAt(0).toUpperCase() + periodText.slice(1);
  return (
    <article className={join.card}>
      <h3 className={join.name}>{name}</h3>
      <p className={join.price}>
        <span className={join.amount}>{formatEuros(m.price_month)}</span> <span>{t('perMonth')}</span>
      </p>
      <dl className={join.facts}>
        <div>
          <dt>{t('facts.period')}</dt>
          <dd>{period}</dd>
        </div>
        <div>
          <dt>{t('facts.season')}</dt>
          <dd>{formatEuros(membershipSeasonTotal(m.price_month, m.months))}</dd>
        </div>
        <div>
          <dt>{t('facts.procedure')}</dt>
          <dd>{t(`process.${m.type}`, { defaultValue: t('process.0') })}</dd>
        </div>
        <div>
          <dt>{t('facts.licence')}</dt>
          <dd>{m.includes_licence ? t('licence.yes') : t('licence.no')}</dd>
        </div>
      </dl>
      <p className={classes.muted}>{esOrEus(lang, m.member_type_description_es, m.member_type_description_eus)}</p>
    </article>
  );
}
