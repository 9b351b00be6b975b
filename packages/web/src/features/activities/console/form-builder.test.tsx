import { FORM_FIELD_TYPES, formFieldSchema } from '@club/domain/activities/activities.schemas';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { useState } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubMatchMedia } from '../../../test/jsdom-test-setup';
import es from '../../../i18n/locales/es/console-courses.json';
import type { FieldDraft } from './course-draft';
import { FormBuilder } from './form-builder';

const i18n = i18next.createInstance();

beforeAll(async () => {
  stubMatchMedia();
  await i18n.use(initReactI18next).init({
    lng: 'es',
    resources: { es: { 'console-courses': es } },
    ns: ['console-courses'],
    defaultNS: 'console-courses',
    interpolation: { escapeValue: false },
  });
});

afterEach(() => cleanup());

/** The builder over a state the test reads back. */
function renderBuilder(initial: FieldDraft[] = []) {
  const seen: { fields: FieldDraft[] } = { fields: initial };
  function Harness() {
    const [fields, setFields] = useState(initial);
    seen.fields = fields;
    return <FormBuilder fields={fields} onChange={setFields} errors={{}} />;
  }
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <Harness />
      </MantineProvider>
    </I18nextProvider>,
  );
  return seen;
}

const type = (text: string, label: string) => fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value: text } });

describe('the signup form builder', () => {
  it('offers every field type of the specification', () => {
    renderBuilder();
    fireEvent.click(screen.getByRole('button', { name: 'Añadir pregunta' }));
    const select = screen.getByRole('combobox', { name: 'Tipo de la pregunta 1' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value),
    ).toEqual([...FORM_FIELD_TYPES]);
  });

  it('builds a required radio with choices in three languages, reorders and removes questions', () => {
    const state = renderBuilder();
    const add = screen.getByRole('button', { name: 'Añadir pregunta' });
    fireEvent.click(add);
    fireEvent.change(screen.getByRole('combobox', { name: 'Tipo de la pregunta 1' }), { target: { value: 'radio' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pregunta 1 obligatoria' }));
    type('¿Sabe nadar?', 'Pregunta 1: texto (castellano)');
    type('Igeri egiten du?', 'Pregunta 1: texto (euskera)');
    type('Can swim?', 'Pregunta 1: texto (inglés)');
    for (const [n, es, eus] of [
      [1, 'Sí', 'Bai'],
      [2, 'No', 'Ez'],
    ] as const) {
      fireEvent.click(screen.getByRole('button', { name: 'Añadir respuesta a la pregunta 1' }));
      type(es, `Respuesta ${n} de la pregunta 1: texto (castellano)`);
      type(eus, `Respuesta ${n} de la pregunta 1: texto (euskera)`);
    }
    type('si', 'Valor de la respuesta 1 de la pregunta 1');
    // A separator (no texts) and a section heading (no "required").
    fireEvent.click(add);
    fireEvent.change(screen.getByRole('combobox', { name: 'Tipo de la pregunta 2' }), { target: { value: 'separator' } });
    expect(screen.queryByRole('textbox', { name: 'Pregunta 2: texto (castellano)' })).toBeNull();
    fireEvent.click(add);
    fireEvent.change(screen.getByRole('combobox', { name: 'Tipo de la pregunta 3' }), { target: { value: 'text_header' } });
    expect(screen.queryByRole('checkbox', { name: 'Pregunta 3 obligatoria' })).toBeNull();
    type('Datos', 'Pregunta 3: texto (castellano)');

    // The heading goes first; the separator is removed.
    fireEvent.click(screen.getByRole('button', { name: 'Subir Pregunta 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Subir Pregunta 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Quitar Pregunta 3' }));

    expect(state.fields.map((f) => f.type)).toEqual(['text_header', 'radio']);
    const radio = state.fields[1]!;
    expect(radio).toMatchObject({ required: 1, label_es: '¿Sabe nadar?', label_eus: 'Igeri egiten du?', label_en: 'Can swim?' });
    expect(radio.children).toEqual([
      { value: 'si', label_es: 'Sí', label_eus: 'Bai', label_en: '' },
      { value: '2', label_es: 'No', label_eus: 'Ez', label_en: '' },
    ]);
    expect(new Set(state.fields.map((f) => f.id)).size).toBe(2);
    // What it builds is what the server accepts.
    for (const f of state.fields) expect(formFieldSchema.safeParse(f).success).toBe(true);
  });
});
