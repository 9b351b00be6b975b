/*
 * The installable portal (issue 19 point 2): the web app manifest and its icons. Read by the
 * build (vite.config.ts writes manifest.webmanifest and renders the icons) and by its test.
 */
import type { ManifestOptions } from 'vite-plugin-pwa';
import es from '../i18n/locales/es/common.json';
import eus from '../i18n/locales/eus/common.json';

/** The club's navy (the top bar, the browser's theme colour) and the page background. */
export const THEME_COLOUR = '#0b3d6b';
export const BACKGROUND_COLOUR = '#ffffff';

/**
 * The icons, drawn as SVG in packages/web/pwa/ and rendered to PNG at build time: the club's
 * mark on a disc ("any": shown as it is) and on the navy to every edge ("maskable": the phone
 * cuts its own shape out of it). 192 and 512 px are the sizes installers ask for.
 */
export const ICON_RENDERS = [
  { svg: 'icon.svg', size: 192, file: 'icons/icon-192.png', purpose: 'any' },
  { svg: 'icon.svg', size: 512, file: 'icons/icon-512.png', purpose: 'any' },
  { svg: 'icon-maskable.svg', size: 512, file: 'icons/icon-maskable-512.png', purpose: 'maskable' },
  // iOS takes its home-screen icon from <link rel="apple-touch-icon"> (index.html), not the manifest.
  { svg: 'icon-maskable.svg', size: 180, file: 'icons/apple-touch-icon.png', purpose: null },
] as const;

/*
 * Decision: a manifest has one language, and a phone shows its name under the icon whatever the
 * visitor chose. The club is named in both (as the footer does); the short name under the icon
 * is the Spanish one, the site's default language.
 */
export const manifest: Partial<ManifestOptions> = {
  name: `${es.club.name} · ${eus.club.name}`,
  short_name: es.club.shortName,
  description: `${es.club.tagline}. ${eus.club.tagline}.`,
  lang: 'es',
  dir: 'ltr',
  id: '/',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: THEME_COLOUR,
  background_color: BACKGROUND_COLOUR,
  icons: ICON_RENDERS.filter((i) => i.purpose !== null).map((i) => ({
    src: `/${i.file}`,
    sizes: `${i.size}x${i.size}`,
    type: 'image/png',
    purpose: i.purpose!,
  })),
};
