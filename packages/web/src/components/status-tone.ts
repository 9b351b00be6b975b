import type { Tone } from '@club/domain/activities/labels';

/**
 * The domain's tones as filled badge colours that keep AA contrast with their text (white on
 * the dark shades; autoContrast gives the yellow one dark text).
 */
export const toneColour: Record<Tone, string> = {
  success: 'teal.9',
  warning: 'yellow.5',
  danger: 'red.9',
  info: 'blue.9',
  dark: 'dark',
};
