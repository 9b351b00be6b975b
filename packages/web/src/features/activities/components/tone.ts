import type { Tone } from '@club/domain/activities/labels';

/** The domain's tones as theme colours, dark shades so light badges keep AA contrast. */
export const toneColour: Record<Tone, string> = {
  success: 'green.9',
  warning: 'orange.9',
  danger: 'red.9',
  info: 'blue.9',
  dark: 'dark',
};
