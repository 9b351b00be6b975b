import { describe, expect, it } from 'vitest';
import { imageUseInputSchema, imageUsePatch } from './image-use.js';

describe('image use', () => {
  it('takes yes and no in the forms the calls send', () => {
    for (const yes of [1, true, '1'] as const) expect(imageUseInputSchema.parse(yes)).toBe(1);
    for (const no of [0, false, '0'] as const) expect(imageUseInputSchema.parse(no)).toBe(0);
    expect(imageUseInputSchema.parse(undefined)).toBeUndefined();
    expect(imageUseInputSchema.parse(null)).toBeUndefined();
  });

  it('refuses an unchosen form value and anything else', () => {
    expect(imageUseInputSchema.safeParse('').error?.issues[0]?.message).toBe('validation.image_use');
    expect(imageUseInputSchema.safeParse(2).success).toBe(false);
    expect(imageUseInputSchema.safeParse('yes').success).toBe(false);
  });

  it('stamps a first answer and a change, keeps the date of a repeated choice', () => {
    const now = new Date('2026-11-24T18:00:00Z');
    const before = new Date('2026-01-01T10:00:00Z');
    expect(imageUsePatch(0, { imageUse: 0, imageUseDate: null }, now)).toEqual({ imageUse: 0, imageUseDate: now });
    expect(imageUsePatch(1, { imageUse: 0, imageUseDate: before }, now)).toEqual({ imageUse: 1, imageUseDate: now });
    expect(imageUsePatch(1, { imageUse: 1, imageUseDate: before }, now)).toBeNull();
    expect(imageUsePatch(undefined, { imageUse: 1, imageUseDate: before }, now)).toBeNull();
  });
});
