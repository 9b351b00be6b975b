import { describe, expect, it } from 'vitest';
import { QUIZ_LIMITS, canSaveQuiz, checkQuizAnswer, isAnswerEmpty, isQuizLinkOpen, parseDataUrl } from './quiz.rules.js';

const pngDataUrl = `data:image/png;base64,${Buffer.from('png bytes').toString('base64')}`;

describe('save button (spec 000 §5)', () => {
  it('is disabled for an empty quiz', () => {
    expect(canSaveQuiz([])).toBe(false);
  });
  it('is disabled while a required item has a null or empty input', () => {
    expect(canSaveQuiz([{ type: 'text', required: true, inputdata: null }])).toBe(false);
    expect(canSaveQuiz([{ type: 'text', required: true, inputdata: '   ' }])).toBe(false);
    expect(canSaveQuiz([{ type: 'radio', required: true }])).toBe(false);
    expect(canSaveQuiz([{ type: 'file', required: true, inputdata: { name: 'a.png', content: '' } }])).toBe(false);
    expect(canSaveQuiz([{ type: 'checkbox', required: true, inputdata: false }])).toBe(false);
  });
  it('is enabled when every required item is answered, whatever the optional ones hold', () => {
    expect(
      canSaveQuiz([
        { type: 'text', required: true, inputdata: 'Muy bien' },
        { type: 'checkbox', required: true, inputdata: true },
        { type: 'textarea', required: false, inputdata: null },
        { type: 'file', required: true, inputdata: { name: 'foto.png', content: pngDataUrl } },
      ]),
    ).toBe(true);
  });
});

describe('answer checks', () => {
  it('treats an unticked optional checkbox as a valid answer', () => {
    expect(isAnswerEmpty('checkbox', false)).toBe(true);
    expect(checkQuizAnswer({ type: 'checkbox', required: false }, false)).toBeNull();
    expect(checkQuizAnswer({ type: 'checkbox', required: false }, 'yes')).toBe('type');
  });
  it('checks text lengths and types', () => {
    expect(checkQuizAnswer({ type: 'text', required: true }, 'x'.repeat(QUIZ_LIMITS.textMax))).toBeNull();
    expect(checkQuizAnswer({ type: 'text', required: true }, 'x'.repeat(QUIZ_LIMITS.textMax + 1))).toBe('too_long');
    expect(checkQuizAnswer({ type: 'textarea', required: false }, 42)).toBe('type');
    expect(checkQuizAnswer({ type: 'text', required: false }, '')).toBeNull();
    expect(checkQuizAnswer({ type: 'text', required: true }, '')).toBe('required');
  });
  it('accepts only real calendar dates', () => {
    expect(checkQuizAnswer({ type: 'date', required: true }, '2026-02-28')).toBeNull();
    expect(checkQuizAnswer({ type: 'date', required: true }, '2026-02-30')).toBe('date');
    expect(checkQuizAnswer({ type: 'date', required: true }, '28/02/2026')).toBe('date');
  });
  it('accepts only a radio value among its children', () => {
    const item = { type: 'radio' as const, required: true, children: [{ value: 'fadura' }, { value: 'gobela' }] };
    expect(checkQuizAnswer(item, 'gobela')).toBeNull();
    expect(checkQuizAnswer(item, 'bilbao')).toBe('option');
  });
  it('checks a file by its data URL: shape, size and declared type', () => {
    const item = { type: 'file' as const, required: false };
    expect(checkQuizAnswer(item, { name: 'foto.png', content: pngDataUrl })).toBeNull();
    expect(checkQuizAnswer(item, { name: 'x.exe', content: 'data:application/x-msdownload;base64,TVqQ' })).toBe('file_type');
    expect(checkQuizAnswer(item, { name: 'x.png', content: 'not a data url' })).toBe('file_invalid');
    const big = `data:image/png;base64,${'A'.repeat(Math.ceil((QUIZ_LIMITS.fileMaxBytes + 3) / 3) * 4)}`;
    expect(checkQuizAnswer(item, { name: 'big.png', content: big })).toBe('file_too_large');
  });
  it('reads the decoded size of a data URL', () => {
    expect(parseDataUrl('data:application/pdf;base64,QUJDRA==')).toEqual({ mime: 'application/pdf', bytes: 4, base64: 'QUJDRA==' });
    expect(parseDataUrl('data:text/plain,hello')).toBeNull();
  });
});

describe('links', () => {
  const now = new Date('2026-06-01T10:00:00Z');
  it('closes a link once its response time has passed', () => {
    expect(isQuizLinkOpen({ expiresAt: new Date('2026-06-01T10:00:01Z'), maxAnswers: null, answerCount: 40 }, now)).toBe(true);
    expect(isQuizLinkOpen({ expiresAt: new Date('2026-06-01T10:00:00Z'), maxAnswers: null, answerCount: 0 }, now)).toBe(false);
  });
  it('closes a one-person link after its answer', () => {
    expect(isQuizLinkOpen({ expiresAt: null, maxAnswers: 1, answerCount: 0 }, now)).toBe(true);
    expect(isQuizLinkOpen({ expiresAt: null, maxAnswers: 1, answerCount: 1 }, now)).toBe(false);
  });
});
