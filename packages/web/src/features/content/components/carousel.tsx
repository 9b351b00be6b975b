import { carouselInterval, localized } from '@club/domain/content/content.rules';
import type { Slide } from '@club/domain/content/content.schemas';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './carousel.module.css';
import { NextIcon, PauseIcon, PlayIcon, PrevIcon } from './icons';
import { useLang } from './use-lang';

/**
 * The landing carousel (spec 001 §2 and §9): a slide every 5 s, or the fallback slide with the
 * club title every 4 s when there are none. Written here rather than taken from a library to keep
 * the landing page light.
 *
 * Accessibility (WCAG 2.2.2 and the WAI carousel pattern): rotation stops while the pointer is
 * over the carousel or keyboard focus is inside it, a pause/play button stops it for good, the
 * previous/next buttons and the slide picker work by keyboard, hidden slides are inert, and the
 * current slide is announced only while the carousel is not rotating on its own.
 */
export function Carousel({ slides, loading }: { slides: Slide[]; loading: boolean }) {
  const { t } = useTranslation('home');
  const lang = useLang();
  const count = slides.length;
  const interval = carouselInterval(count);
  const total = Math.max(count, 1);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const root = useRef<HTMLElement>(null);
  const rotating = !paused && !hovered && !focused;
  const current = index % total;

  useEffect(() => {
    if (!rotating || loading) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % total), interval);
    return () => window.clearTimeout(timer);
  }, [rotating, loading, current, total, interval]);

  const go = (i: number) => setIndex((i + total) % total);

  return (
    <section
      ref={root}
      className={classes.carousel}
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={t('carousel.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className={classes.viewport} aria-live={rotating ? 'off' : 'polite'}>
        {count === 0 ? (
          <div
            className={`${classes.slide} ${classes.fallback}`}
            role="group"
            aria-roledescription={t('carousel.slide')}
            aria-label={t('carousel.position', { n: 1, total: 1 })}
          >
            <div className={classes.caption}>
              <p className={classes.kicker}>{t('carousel.fallbackKicker')}</p>
              <h2 className={classes.heading}>{t('carousel.fallbackTitle')}</h2>
              <p className={classes.sub}>{t('carousel.fallbackText')}</p>
            </div>
          </div>
        ) : (
          slides.map((s, i) => {
            const isCurrent = i === current;
            const header = localized(s, 'header_text', lang);
            const sub = localized(s, 'sub_text', lang);
            return (
              <div
                key={s.id}
                className={classes.slide}
                role="group"
                aria-roledescription={t('carousel.slide')}
                aria-label={t('carousel.position', { n: i + 1, total: count })}
                hidden={!isCurrent}
                inert={!isCurrent}
              >
                {s.cover ? (
                  <img
                    className={classes.image}
                    src={s.cover.path}
                    alt=""
                    width={1200}
                    height={520}
                    // The first slide is the largest thing on the page: fetch it first.
                    loading={i === 0 ? 'eager' : 'lazy'}
                    fetchPriority={i === 0 ? 'high' : 'low'}
                    decoding={i === 0 ? 'sync' : 'async'}
                  />
                ) : null}
                <div className={classes.caption}>
                  <h2 className={classes.heading}>{header}</h2>
                  {sub ? <p className={classes.sub}>{sub}</p> : null}
                  {s.link ? <SlideLink href={s.link} title={header} text={t('carousel.moreShort')} /> : null}
                </div>
              </div>
            );
          })
        )}
      </div>
      <div className={classes.controlsBar}>
        <div className={classes.controls}>
          <button
            type="button"
            className={classes.control}
            onClick={() => setPaused((p) => !p)}
            aria-label={paused ? t('carousel.play') : t('carousel.pause')}
          >
            {paused ? <PlayIcon /> : <PauseIcon />}
          </button>
          {count > 1 ? (
            <>
              <button type="button" className={classes.control} onClick={() => go(current - 1)} aria-label={t('carousel.previous')}>
                <PrevIcon />
              </button>
              <div className={classes.dots} role="group" aria-label={t('carousel.choose')}>
                {slides.map((s, i) => (
                  <button
                    key={s.id}
                    type="button"
                    className={classes.dot}
                    aria-label={t('carousel.goTo', { n: i + 1, total: count })}
                    aria-current={i === current ? 'true' : undefined}
                    onClick={() => go(i)}
                  >
                    <span aria-hidden />
                  </button>
                ))}
              </div>
              <button type="button" className={classes.control} onClick={() => go(current + 1)} aria-label={t('carousel.next')}>
                <NextIcon />
              </button>
            </>
          ) : null}
        </div>
      </div>
    </section>
  );
}

function SlideLink({ href, title, text }: { href: string; title: string; text: string }) {
  // The slide title completes the link text for screen readers and search engines, so the
  // link does not read as a bare "more information".
  const content = (
    <>
      {text}
      <span className="visually-hidden">: {title}</span>
    </>
  );
  return href.startsWith('/') ? (
    <Link to={href} className={classes.cta}>
      {content}
    </Link>
  ) : (
    <a href={href} className={classes.cta} rel="noopener noreferrer">
      {content}
    </a>
  );
}
