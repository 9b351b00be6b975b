import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import es from '../../../i18n/locales/es/account.json';
import eus from '../../../i18n/locales/eus/account.json';
import { initTestI18n, stubMatchMedia } from '../../../test/jsdom-test-setup';
import IbanEditor from './iban-editor';

const i18n = i18next.createInstance();

beforeAll(async () => {
  stubMatchMedia();
  await initTestI18n(i18n, 'account', { es, eus });
});

function renderEditor(lang: 'es' | 'eus') {
  void i18n.changeLanguage(lang);
  const onSave = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <IbanEditor details={{ iban: '', swift: '', needs_update: 0 }} title="Cuenta" onSave={onSave} reportAs="test" />
      </MantineProvider>
    </I18nextProvider>,
  );
  return onSave;
}

describe('the SWIFT box of the IBAN editor', () => {
  it('says what a BIC is once left with "ABC", beside the greyed-out save button (es)', () => {
    renderEditor('es');
    const swift = screen.getByLabelText('SWIFT / BIC');
    fireEvent.change(swift, { target: { value: 'abc' } });
    // Not while typing: only once the box is left.
    expect(screen.queryByText(/El BIC\/SWIFT tiene 8 u 11 caracteres/)).toBeNull();
    fireEvent.blur(swift);
    expect(screen.getByText(/El BIC\/SWIFT tiene 8 u 11 caracteres/)).toBeTruthy();
    expect(swift.getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByRole('button', { name: 'Guardar datos bancarios' }) as HTMLButtonElement).disabled).toBe(true);
    // A real BIC takes the message away.
    fireEvent.change(swift, { target: { value: 'CAIXESBBXXX' } });
    expect(screen.queryByText(/El BIC\/SWIFT tiene 8 u 11 caracteres/)).toBeNull();
    expect(swift.getAttribute('aria-invalid')).not.toBe('true');
  });

  it('says it in Basque on the Basque page', () => {
    renderEditor('eus');
    const swift = screen.getByLabelText('SWIFT / BIC');
    fireEvent.change(swift, { target: { value: 'ABC' } });
    fireEvent.blur(swift);
    expect(screen.getByText(/BIC\/SWIFT kodeak 8 edo 11 karaktere ditu/)).toBeTruthy();
  });
});
