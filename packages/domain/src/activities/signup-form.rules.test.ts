import { describe, expect, it } from 'vitest';
import {
  applyFormAnswers,
  isAllowedSignupFileType,
  isFieldAnswered,
  isSignupFormComplete,
  missingFormFields,
  type FormFieldLike,
} from './signup-form.rules.js';

const file = { name: 'dni.pdf', content: 'data:application/pdf;base64,JVBERi0=' };

describe('isFieldAnswered', () => {
  it('needs a non-blank value in text, textarea and date fields', () => {
    for (const type of ['text', 'textarea', 'date'] as const) {
      expect(isFieldAnswered({ id: 1, type, inputdata: 'x' })).toBe(true);
      expect(isFieldAnswered({ id: 1, type, inputdata: '  ' })).toBe(false);
      expect(isFieldAnswered({ id: 1, type, inputdata: null })).toBe(false);
      expect(isFieldAnswered({ id: 1, type })).toBe(false);
      expect(isFieldAnswered({ id: 1, type, inputdata: file })).toBe(false);
    }
  });
  it('needs a ticked checkbox', () => {
    for (const v of [true, 1, '1', 'true']) expect(isFieldAnswered({ id: 1, type: 'checkbox', inputdata: v })).toBe(true);
    for (const v of [false, 0, '0', '', null, undefined]) expect(isFieldAnswered({ id: 1, type: 'checkbox', inputdata: v })).toBe(false);
  });
  it('needs a radio value, one of its choices', () => {
    const radio: FormFieldLike = { id: 1, type: 'radio', children: [{ value: 'S' }, { value: 'M' }] };
    expect(isFieldAnswered({ ...radio, inputdata: 'M' })).toBe(true);
    expect(isFieldAnswered({ ...radio, inputdata: 'XL' })).toBe(false);
    expect(isFieldAnswered({ ...radio, inputdata: '' })).toBe(false);
    expect(isFieldAnswered({ id: 1, type: 'radio', inputdata: 'any' })).toBe(true);
  });
  it('needs a file with a name', () => {
    expect(isFieldAnswered({ id: 1, type: 'file', inputdata: file })).toBe(true);
    expect(isFieldAnswered({ id: 1, type: 'file', inputdata: { ...file, name: ' ' } })).toBe(false);
    expect(isFieldAnswered({ id: 1, type: 'file', inputdata: 'dni.pdf' })).toBe(false);
  });
  it('needs a number in a number field, 0 included', () => {
    expect(isFieldAnswered({ id: 1, type: 'number', inputdata: 0 })).toBe(true);
    expect(isFieldAnswered({ id: 1, type: 'number', inputdata: '3,5' })).toBe(true);
    expect(isFieldAnswered({ id: 1, type: 'number', inputdata: 'tres' })).toBe(false);
    expect(isFieldAnswered({ id: 1, type: 'number', inputdata: '' })).toBe(false);
  });
});

describe('missingFormFields', () => {
  const form: FormFieldLike[] = [
    { id: 'h', type: 'text_header', required: 1 },
    { id: 'name', type: 'text', required: 1, inputdata: 'Ane' },
    { id: 'sep', type: 'separator', required: 1 },
    { id: 'allergy', type: 'textarea', required: 0 },
    { id: 'terms', type: 'checkbox', required: true, inputdata: false },
    { id: 'doc', type: 'file', required: '1' },
  ];
  it('lists the required fields without an answer and ignores layout fields', () => {
    expect(missingFormFields(form)).toEqual(['terms', 'doc']);
    expect(isSignupFormComplete(form)).toBe(false);
  });
  it('is complete once every required field is answered', () => {
    const filled = form.map((f) => (f.id === 'terms' ? { ...f, inputdata: true } : f.id === 'doc' ? { ...f, inputdata: file } : f));
    expect(isSignupFormComplete(filled)).toBe(true);
  });
});

describe('applyFormAnswers', () => {
  const template: FormFieldLike[] = [
    { id: 'name', type: 'text', required: 1 },
    { id: 'h', type: 'text_header' },
    { id: 'terms', type: 'checkbox', required: 1 },
  ];
  it('keeps the template and takes only the answers', () => {
    const sent: FormFieldLike[] = [
      { id: 'terms', type: 'checkbox', required: 0, inputdata: true },
      { id: 'name', type: 'text', required: 0, inputdata: 'Ane' },
      { id: 'h', type: 'text_header', inputdata: 'injected' },
      { id: 'extra', type: 'text', inputdata: 'x' },
    ];
    expect(applyFormAnswers(template, sent)).toEqual([
      { id: 'name', type: 'text', required: 1, inputdata: 'Ane' },
      { id: 'h', type: 'text_header', inputdata: null },
      { id: 'terms', type: 'checkbox', required: 1, inputdata: true },
    ]);
  });
  it('drops an answer of another type and leaves unanswered fields empty, so they stay missing', () => {
    const merged = applyFormAnswers(template, [{ id: 'name', type: 'file', inputdata: file }]);
    expect(merged[0]?.inputdata).toBeNull();
    expect(missingFormFields(merged)).toEqual(['name', 'terms']);
  });
  it('matches ids given as numbers or strings', () => {
    expect(applyFormAnswers([{ id: 7, type: 'text' }], [{ id: '7', type: 'text', inputdata: 'ok' }])[0]?.inputdata).toBe('ok');
  });
});

describe('upload types', () => {
  it('accepts every type while the allowed list is empty', () => {
    expect(isAllowedSignupFileType('application/x-anything')).toBe(true);
  });
});
