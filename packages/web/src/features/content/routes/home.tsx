import { scheduleInWords } from '@club/domain/activities/words.rules';
import type { LandingCourse } from '@club/domain/content/content.schemas';
import { activityGalleryImage, courseSummary, courseTitle, EXCERPT, localized } from '@club/domain/content/content.rules';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { queryClient } from '../../../lib/query-client';
import i18n from '../../../i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import {
  bannersQuery,
  landingCoursesQuery,
  landingNewsQuery,
  sliderQuery,
  useBanners,
  useLandingCourses,
  useLandingNews,
  useSlider,
} from '../api/landing';
import { Carousel } from '../components/carousel';
import classes from '../components/content.module.css';
import home from '../components/home.module.css';
import { ArrowIcon, CalendarIcon, MailIcon, PinIcon } from '../components/icons';
import { Skeletons, StatusText } from '../components/status';
import { useDateTexts } from '../components/use-dates';
import { esOrEus, useLang } from '../components/use-lang';

/** The club office, where the call to join sends its mail. */
const OFFICE_EMAIL = 'bulegoa@cngetxo.eus';

// Start the landing calls and the page's texts as soon as this code arrives, side by side,
// instead of one after the other as the components first render.
void queryClient.prefetchQuery(sliderQuery);
void queryClient.prefetchQuery(bannersQuery);
void queryClient.prefetchQuery(landingNewsQuery);
void queryClient.prefetchQuery(landingCoursesQuery);
void i18n.loadNamespaces(['home', 'content']);

/**
 * The landing page (spec 001 §2): carousel, this week's banners, news, about cards, the call to
 * join by mail and the upcoming activities. Everything shown comes from the API; a failed load
 * shows the 'Error al cargar los datos' toast once and leaves the rest of the page working.
 */
export default function HomePage() {
  // 'content' (dates) is asked for here too, so no section waits for it on its own.
  const { t } = useTranslation(['home', 'common', 'content']);
  usePageTitle(t('pages.home', { ns: 'common' }));
  const slider = useSlider();
  const banners = useBanners();
  const news = useLandingNews();
  const courses = useLandingCourses();
  const failed = slider.isError || banners.isError || news.isError || courses.isError;

  useEffect(() => {
    if (!failed) return;
    // One toast (same id) however many of the landing calls fail.
    notifications.show({ id: 'landing-load-error', color: 'red', title: t('loadErrorTitle'), message: t('loadError') });
  }, [failed, t]);

  return (
    <>
      <h1 className="visually-hidden">{t('heading')}</h1>
      <Carousel slides={slider.data ?? []} loading={slider.isPending} />
      <div className={classes.page}>
        <ThisWeek query={banners} />
        <LatestNews query={news} />
        <About />
        <JoinCall />
        <Upcoming query={courses} />
      </div>
    </>
  );
}

function ThisWeek({ query }: { query: ReturnType<typeof useBanners> }) {
  const { t } = useTranslation(['home', 'common']);
  const lang = useLang();
  if (query.isError || (query.data && query.data.length === 0)) return null;
  return (
    <section className={home.section} aria-labelledby="this-week">
      <h2 id="this-week" className={classes.sectionTitle}>
        {t('thisWeek.title')}
      </h2>
      {query.isPending ? (
        <Skeletons label={t('loading', { ns: 'common' })} />
      ) : (
        <ul className={classes.grid}>
          {query.data.map((b) => {
            const title = localized(b, 'header_text', lang, 'eng');
            const internal = b.link.startsWith('/');
            return (
              <li key={b.id} className={`${classes.card} ${b.link ? classes.linkCard : ''}`}>
                {b.cover ? (
                  <img className={classes.wide} src={b.cover.path} alt="" width={600} height={340} loading="lazy" decoding="async" />
                ) : null}
                <div className={classes.cardBody}>
                  <h3 className={classes.cardTitle}>
                    {!b.link ? title : internal ? <Link to={b.link}>{title}</Link> : <a href={b.link}>{title}</a>}
                  </h3>
                  <p className={classes.muted}>{localized(b, 'sub_text', lang, 'eng')}</p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function LatestNews({ query }: { query: ReturnType<typeof useLandingNews> }) {
  const { t } = useTranslation(['home', 'common']);
  const lang = useLang();
  const dates = useDateTexts();
  // Without news (or while the news service is unavailable) the section is simply left out.
  if (query.isError || (query.data && query.data.length === 0)) return null;
  return (
    <section className={home.section} aria-labelledby="news">
      <div className={home.sectionHead}>
        <h2 id="news" className={classes.sectionTitle}>
          {t('news.title')}
        </h2>
        <Link to="/noticias/home" className={home.more}>
          {t('news.all')} <ArrowIcon />
        </Link>
      </div>
      {query.isPending ? (
        <Skeletons label={t('loading', { ns: 'common' })} />
      ) : (
        <ul className={classes.grid}>
          {query.data.map((n) => {
            const text = n.translations?.[lang] ?? { title: n.title, text: n.text };
            return (
              <li key={n.slug} className={`${classes.card} ${classes.linkCard}`}>
                <img className={classes.wide} src={n.cover ?? n.gallery} alt="" width={800} height={450} loading="lazy" decoding="async" />
                <div className={classes.cardBody}>
                  <p className={classes.meta}>
                    <time dateTime={n.date}>{dates.day(n.date)}</time>
                  </p>
                  <h3 className={classes.cardTitle}>
                    <Link to={`/noticias/${encodeURIComponent(n.slug)}`}>{text.title}</Link>
                  </h3>
                  <p className={classes.muted}>{text.text}</p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

const ABOUT = [
  { key: 'swimming', to: '/equipo/natacion', image: '/images/about/swimming.svg' },
  { key: 'waterpolo', to: '/equipo/waterpolo', image: '/images/about/waterpolo.svg' },
  { key: 'records', to: '/equipo/records', image: '/images/about/records.svg' },
] as const;

function About() {
  const { t } = useTranslation('home');
  return (
    <section className={home.section} aria-labelledby="about">
      <h2 id="about" className={classes.sectionTitle}>
        {t('about.title')}
      </h2>
      <ul className={classes.grid}>
        {ABOUT.map((a) => (
          <li key={a.key} className={`${classes.card} ${classes.linkCard}`}>
            <img className={classes.wide} src={a.image} alt="" width={480} height={270} loading="lazy" decoding="async" />
            <div className={classes.cardBody}>
              <h3 className={classes.cardTitle}>
                <Link to={a.to}>{t(`about.${a.key}.title`)}</Link>
              </h3>
              <p className={classes.muted}>{t(`about.${a.key}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function JoinCall() {
  const { t } = useTranslation('home');
  return (
    <section className={`${home.section} ${home.join}`} aria-labelledby="join">
      <div>
        <h2 id="join" className={home.joinTitle}>
          {t('join.title')}
        </h2>
        <p className={home.joinText}>{t('join.text')}</p>
      </div>
      <div className={home.joinActions}>
        <a className={home.joinMail} href={`mailto:${OFFICE_EMAIL}?subject=${encodeURIComponent(t('join.subject'))}`}>
          <MailIcon /> {t('join.mail', { email: OFFICE_EMAIL })}
        </a>
        <Link className={home.joinLink} to="/hazte_socio">
          {t('join.page')} <ArrowIcon />
        </Link>
      </div>
    </section>
  );
}

function Upcoming({ query }: { query: ReturnType<typeof useLandingCourses> }) {
  const { t } = useTranslation(['home', 'common']);
  const lang = useLang();
  const dates = useDateTexts();
  // The course's days in the reader's words and its hours (the same words as the course's page).
  const schedule = (c: LandingCourse) => scheduleInWords(c.selected_days, c.schedule, lang);
  return (
    <section className={home.section} aria-labelledby="upcoming">
      <div className={home.sectionHead}>
        <h2 id="upcoming" className={classes.sectionTitle}>
          {t('upcoming.title')}
        </h2>
        <Link to="/actividades/home" className={home.more}>
          {t('upcoming.all')} <ArrowIcon />
        </Link>
      </div>
      {query.isPending ? (
        <Skeletons label={t('loading', { ns: 'common' })} />
      ) : query.isError ? (
        <StatusText kind="error">{t('upcoming.error')}</StatusText>
      ) : query.data.length === 0 ? (
        <StatusText kind="empty">{t('upcoming.none')}</StatusText>
      ) : (
        <ul className={classes.grid}>
          {query.data.map((c) => (
            <li key={c.id} className={`${classes.card} ${classes.linkCard}`}>
              <img
                className={classes.wide}
                src={c.cover?.path ?? activityGalleryImage(c.id)}
                alt=""
                width={800}
                height={450}
                loading="lazy"
                decoding="async"
              />
              <div className={classes.cardBody}>
                <h3 className={classes.cardTitle}>
                  <Link to={`/actividades/${encodeURIComponent(c.slug_es)}`}>{courseTitle(c.translations, lang)}</Link>
                </h3>
                <p className={home.fact}>
                  <CalendarIcon /> {dates.range(c.date, c.date_end)}
                  {schedule(c) ? ` · ${schedule(c)}` : ''}
                </p>
                {c.location ? (
                  <p className={home.fact}>
                    <PinIcon /> {esOrEus(lang, c.location, c.location_eus)}
                  </p>
                ) : null}
                <p className={classes.muted}>{courseSummary(c.translations, lang, EXCERPT.activityLong)}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
