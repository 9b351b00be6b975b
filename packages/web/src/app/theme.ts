import type { CSSVariablesResolver, MantineThemeOverride } from '@mantine/core';

/*
 * The portal's Mantine theme. Plain data with type-only imports: vite.config.ts reads it at build
 * time to write the theme's CSS variables as a stylesheet (virtual:theme-variables.css), without
 * loading Mantine into every Vite start. (createTheme() is the identity function.)
 */
export const theme: MantineThemeOverride = {
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 5 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  // Someone who asked their system for less motion gets none: modals, menus and toasts appear
  // at once instead of sliding or fading (WCAG 2.3.3). It also means an accessibility scan never
  // catches a toast half-faded.
  respectReducedMotion: true,
  // Plain objects rather than Component.extend(): the theme must not pull components into the entry.
  components: {
    // Links inside text must not rely on colour alone (WCAG 1.4.1).
    Anchor: { defaultProps: { underline: 'always' } },
    // A spinner named with aria-label needs a role that allows a name.
    Loader: { defaultProps: { role: 'img' } },
  },
};

/*
 * WCAG AA contrast for Mantine's defaults: the "dimmed" text (gray 6 is 3.3:1 on white) and the
 * text of light variants (Alert titles, light Buttons and Badges, Avatar initials) are darkened
 * to at least 4.5:1 on their tinted backgrounds.
 */
const LIGHT_VARIANT_TEXT: Record<string, string> = {
  yellow: '#7c5800',
  orange: '#a33b00',
  lime: '#3f6a06',
  green: '#1f6b30',
  teal: '#066b4d',
};
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...Object.fromEntries(
      Object.keys(t.colors).map((c) => [`--mantine-color-${c}-light-color`, LIGHT_VARIANT_TEXT[c] ?? `var(--mantine-color-${c}-9)`]),
    ),
  },
  dark: {},
});
