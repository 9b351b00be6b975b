import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useState } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import consoleTexts from '../../../i18n/locales/es/console.json';
import quizConsole from '../../../i18n/locales/es/quiz-console.json';
import { stubMatchMedia } from '../../../test/jsdom-test-setup';
import { newChild, newItem, QuizItemEditor, type ItemDraft } from './quiz-item-editor';

const i18n = i18next.createInstance();
beforeAll(async () => {
  stubMatchMedia();
  await i18n.use(initReactI18next).init({
    lng: 'es',
    resources: { es: { 'quiz-console': quizConsole, console: consoleTexts } },
    ns: ['quiz-console', 'console'],
    interpolation: { escapeValue: false },
  });
});
afterEach(cleanup);

let latest: ItemDraft | null = null;
function Harness({ initial }: { initial: ItemDraft }) {
  const [item, setItem] = useState(initial);
  latest = item;
  return (
    <QuizItemEditor item={item} index={0} count={2} errors={{}} onChange={setItem} onMove={() => undefined} onRemove={() => undefined} />
  );
}
const renderItem = (item: ItemDraft) =>
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <Harness initial={item} />
      </MantineProvider>
    </I18nextProvider>,
  );

const radio = (answers: number): ItemDraft => ({
  ...newItem('radio'),
  id: 7,
  answers,
  label_es: 'Piscina',
  children: [
    { key: 'a', value: 'fadura', label_es: 'Fadura', label_eus: 'Fadura', label_en: '' },
    { key: 'b', value: 'opcion-3', label_es: 'Gobela', label_eus: 'Gobela', label_en: '' },
  ],
});

describe('quiz builder item', () => {
  it('an answered item can be neither removed nor given another type; its texts still change', () => {
    renderItem(radio(2));
    expect(screen.getByText('Esta pregunta tiene 2 respuestas: no se puede quitar ni cambiar de tipo.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Quitar la pregunta 1' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText('Tipo de la pregunta 1') as HTMLSelectElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/Texto de la pregunta 1 \(Euskera\)/), { target: { value: 'Igerilekua' } });
    expect(latest!.label_eus).toBe('Igerilekua');
  });

  it('a new option gets a value no other option has, and a radio item starts with two options', () => {
    renderItem(radio(0));
    expect((screen.getByRole('button', { name: 'Quitar la pregunta 1' }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Añadir una opción a la pregunta 1' }));
    expect(latest!.children.map((c) => c.value)).toEqual(['fadura', 'opcion-3', 'opcion-4']);
    expect(screen.getAllByLabelText(/^Opción \d de la pregunta 1 \(Castellano\)/)).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Quitar la opción 1 de la pregunta 1' }));
    expect(latest!.children.map((c) => c.value)).toEqual(['opcion-3', 'opcion-4']);
    expect(newItem('radio').children.map((c) => c.value)).toEqual(['opcion-1', 'opcion-2']);
    expect(newChild([]).value).toBe('opcion-1');
  });

  it('changing a text item into a radio item gives it two options; back to text drops them', () => {
    renderItem({ ...newItem('text'), label_es: 'Nombre' });
    expect(screen.queryByLabelText(/^Opción 1 de la pregunta 1/)).toBeNull();
    expect(screen.getByLabelText(/Texto de ayuda de la pregunta 1 \(Castellano\)/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Tipo de la pregunta 1'), { target: { value: 'radio' } });
    expect(latest!.children).toHaveLength(2);
    expect(screen.queryByLabelText(/Texto de ayuda de la pregunta 1/)).toBeNull();
    fireEvent.change(screen.getByLabelText('Tipo de la pregunta 1'), { target: { value: 'file' } });
    expect(latest).toMatchObject({ type: 'file', children: [], label_es: 'Nombre' });
  });
});
