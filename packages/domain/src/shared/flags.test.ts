import { describe, expect, it } from 'vitest';
import { flagSchema } from './flags.js';

describe('flagSchema', () => {
  it.each([
    [0, false],
    [1, true],
    [true, true],
    [false, false],
    ['0', false],
    ['1', true],
    ['true', true],
    ['false', false],
  ])('reads %j as %s', (input, expected) => {
    expect(flagSchema.parse(input)).toBe(expected);
  });

  it.each([2, -1, 'yes', '', null, {}])('refuses %j', (input) => {
    expect(flagSchema.safeParse(input).success).toBe(false);
  });
});
