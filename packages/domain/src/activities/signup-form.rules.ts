import { isOn, type FlagLike } from '../shared/flags.js';
import type { FormField, FormFieldType } from './course.schemas.js';

/**
 * The course's signup form (spec 001 §5): which answers a required field needs, and how the
 * server rebuilds a form from the course's template and the submitted answers, so a browser can
 * neither drop a required field nor add one.
 */

export interface FormFieldLike {
  id: string | number;
  type: FormFieldType;
  required?: FlagLike;
  inputdata?: FormField['inputdata'];
  children?: readonly { value: string | number }[];
}

/** Field types that only lay out the form and take no answer. */
export const LAYOUT_FIELD_TYPES: readonly FormFieldType[] = ['separator', 'text_header'];
export const isLayoutField = (f: Pick<FormFieldLike, 'type'>): boolean => LAYOUT_FIELD_TYPES.includes(f.type);

const isBlank = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * Whether a field holds an answer that satisfies "required":
 * - text, textarea, date: a non-blank value (spec 001 §5);
 * - radio: a value, one of its choices when it lists them;
 * - checkbox: ticked (true, 1, '1', 'true');
 * - file: a file with a name;
 * - number: Decision: the spec does not list it; a required number needs a finite number (0 counts).
 * Layout fields (separator, text_header) are always satisfied.
 */
export function isFieldAnswered(f: FormFieldLike): boolean {
  const v = f.inputdata;
  switch (f.type) {
    case 'separator':
    case 'text_header':
      return true;
    case 'checkbox':
      return typeof v === 'boolean' || typeof v === 'number' || typeof v === 'string' ? isOn(v) : false;
    case 'file':
      return typeof v === 'object' && v !== null && typeof v.name === 'string' && v.name.trim() !== '';
    case 'number':
      return typeof v === 'number'
        ? Number.isFinite(v)
        : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v.replace(',', '.')));
    case 'radio':
      if (isBlank(v) || typeof v === 'object') return false;
      return !f.children?.length || f.children.some((c) => String(c.value) === String(v));
    default:
      return !isBlank(v) && typeof v !== 'object';
  }
}

/** The ids of the required fields still unanswered, in form order. */
export const missingFormFields = (fields: readonly FormFieldLike[]): (string | number)[] =>
  fields.filter((f) => isOn(f.required) && !isLayoutField(f) && !isFieldAnswered(f)).map((f) => f.id);

/** The form can be sent: otherwise '¡Faltan datos!' / 'Tienes que terminar de rellenar el formulario para poder inscribirte'. */
export const isSignupFormComplete = (fields: readonly FormFieldLike[]): boolean => missingFormFields(fields).length === 0;

/**
 * The course's template with the submitted answers: every field of the template, in its order,
 * with its own type, required flag, labels and choices, and the answer of the submitted field of
 * the same id (when the type matches). Submitted fields the template lacks are dropped, and
 * layout fields keep no answer. The server validates and stores this, never the sent form.
 */
export function applyFormAnswers<T extends FormFieldLike>(
  template: readonly T[],
  submitted: readonly FormFieldLike[],
): (T & { inputdata: FormField['inputdata'] })[] {
  const answers = new Map(submitted.map((f) => [String(f.id), f]));
  return template.map((field) => {
    const answer = answers.get(String(field.id));
    const inputdata = !isLayoutField(field) && answer && answer.type === field.type ? (answer.inputdata ?? null) : null;
    return { ...field, inputdata };
  });
}

/**
 * Allowed upload types of the signup form. The spec's list is empty, so every type is accepted
 * (spec 001 §5); 'Tipo de archivo no admitido' is shown only if a type is ever listed here.
 */
export const SIGNUP_FILE_TYPES: readonly string[] = [];
export const isAllowedSignupFileType = (mime: string): boolean => SIGNUP_FILE_TYPES.length === 0 || SIGNUP_FILE_TYPES.includes(mime);
