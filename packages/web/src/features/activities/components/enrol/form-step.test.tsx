import type { FormField } from '@club/domain/activities/activities.schemas';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { useState } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { stubMatchMedia } from '../../../../test/jsdom-test-setup';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import es from '../../../../i18n/locales/es/activities.json';
import eus from '../../../../i18n/locales/eus/activities.json';
import { FormStep } from './form-step';
import type { FieldValue } from './signup-form-field';

const i18n = i18next.createInstance();

beforeAll(async () => {
  stubMatchMedia();
  await i18n.use(initReactI18next).init({
    lng: 'es',
    resources: { es: { activities: es }, eus: { activities: eus } },
    ns: ['activities'],
    defaultNS: 'activities',
    interpolation: { escapeValue: false },
  });
});

afterEach(() => cleanup());

const field = (f: Partial<FormField> & Pick<FormField, 'id' | 'type'>): FormField => ({
  required: 0,
  label_es: '',
  label_eus: '',
  label_en: '',
  placeholder_es: '',
  placeholder_eus: '',
  placeholder_en: '',
  ...f,
});

const fields: FormField[] = [
  field({ id: 'h', type: 'text_header', label_es: 'Datos del participante', label_eus: 'Parte-hartzailearen datuak' }),
  field({ id: 'name', type: 'text', required: 1, label_es: 'Persona de contacto', label_eus: 'Harremanetarako pertsona' }),
  field({ id: 'size', type: 'number', label_es: 'Talla' }),
  field({ id: 'notes', type: 'textarea', label_es: 'Observaciones' }),
  field({ id: 'exam', type: 'date', label_es: 'Último reconocimiento' }),
  field({ id: 'sep', type: 'separator' }),
  field({
    id: 'swims',
    type: 'radio',
    required: 1,
    label_es: '¿Sabe nadar?',
    children: [
      { value: 'yes', label_es: 'Sí', label_eus: 'Bai', label_en: '' },
      { value: 'no', label_es: 'No', label_eus: 'Ez', label_en: '' },
    ],
  }),
  field({ id: 'rules', type: 'checkbox', required: 1, label_es: 'Acepto las normas' }),
  field({ id: 'card', type: 'file', required: 1, label_es: 'Tarjeta sanitaria' }),
];

let last: Record<string, FieldValue> = {};
function Harness({ lang = 'es' as 'es' | 'eus' }) {
  const [answers, setAnswers] = useState<Record<string, FieldValue>>({});
  last = answers;
  return <FormStep fields={fields} lang={lang} answers={answers} showErrors onChange={(id, v) => setAnswers((a) => ({ ...a, [id]: v }))} />;
}

const renderStep = (lang: 'es' | 'eus' = 'es') => {
  void i18n.changeLanguage(lang);
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <Harness lang={lang} />
      </MantineProvider>
    </I18nextProvider>,
  );
};

describe('FormStep', () => {
  it('draws every field type with its label and says what is missing in the spec words', () => {
    renderStep();
    expect(screen.getByRole('heading', { name: 'Datos del participante' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Persona de contacto/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Talla/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Observaciones/ })).toBeTruthy();
    expect(screen.getByLabelText(/Último reconocimiento/)).toHaveProperty('type', 'date');
    expect(screen.getByRole('radio', { name: 'Sí' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /Acepto las normas/ })).toBeTruthy();
    expect(screen.getByRole('separator')).toBeTruthy();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('¡Faltan datos!');
    expect(alert.textContent).toContain('Tienes que terminar de rellenar el formulario para poder inscribirte');
  });

  it('keeps the message until every required answer is given; a file travels as a named data URL', async () => {
    renderStep();
    fireEvent.change(screen.getByRole('textbox', { name: /Persona de contacto/ }), { target: { value: 'Miren' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Sí' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Acepto las normas/ }));
    expect(screen.getByRole('alert').textContent).toContain('¡Faltan datos!');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const file = new File(['%PDF-1.4'], 'tarjeta.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(last.card).toMatchObject({ name: 'tarjeta.pdf' });
    expect((last.card as { content: string }).content).toMatch(/^data:application\/pdf;base64,/);
    expect(last).toMatchObject({ name: 'Miren', swims: 'yes', rules: true });
  });

  it('speaks Basque', () => {
    renderStep('eus');
    expect(screen.getByRole('heading', { name: 'Parte-hartzailearen datuak' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Bai' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Datuak falta dira!');
  });
});
