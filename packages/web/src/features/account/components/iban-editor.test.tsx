import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import es from '../../../i18n/locales/es/account.json';
import eus from '../../../i18n/locales/eus/account.json';
import { initTestI18n, stubMatchMedia } from '../../../test/jsdom-test-setup';
import type { BankDetails } from '@club/domain/account/account.rules';
import IbanEditor, { type IbanEditorProps } from './iban-editor';

const i18n = i18next.createInstance();

beforeAll(async () => {
  stubMatchMedia();
  await initTestI18n(i18n, 'account', { es, eus });
});

const EMPTY: BankDetails = { iban: '', swift: '', needs_update: 0 };

function renderEditor(lang: 'es' | 'eus', details: BankDetails = EMPTY, reuse?: IbanEditorProps['reuse']) {
  void i18n.changeLanguage(lang);
  const onSave = vi.fn().mockResolvedValue({ success: 1 });
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <IbanEditor details={details} title="Cuenta" onSave={onSave} reportAs="test" reuse={reuse} />
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

describe("the offer to reuse the person's other account", () => {
  const activities: BankDetails = { iban: 'ES9121000418450200051332', swift: 'CAIXESBBXXX', needs_update: 0 };
  const offerEs = 'Usar la misma cuenta que para las actividades (ES•• •••• 1332)';

  it('fills the empty quota account with the activities one, masked in the offer, for the parent to save (es)', async () => {
    const onSave = renderEditor('es', EMPTY, { details: activities, from: 'activities' });
    const offer = screen.getByRole('button', { name: offerEs });
    // The offer shows the IBAN masked: its middle digits appear nowhere before it is used.
    expect(screen.queryByText(/0418/)).toBeNull();
    fireEvent.click(offer);
    expect((screen.getByLabelText('País y control') as HTMLInputElement).value).toBe('ES91');
    expect((screen.getByLabelText('Entidad') as HTMLInputElement).value).toBe('2100');
    expect((screen.getByLabelText('Oficina') as HTMLInputElement).value).toBe('0418');
    expect((screen.getByLabelText('D.C.') as HTMLInputElement).value).toBe('45');
    expect((screen.getByLabelText('Número de cuenta') as HTMLInputElement).value).toBe('0200051332');
    expect((screen.getByLabelText('SWIFT / BIC') as HTMLInputElement).value).toBe('CAIXESBBXXX');
    // Nothing is saved until the parent confirms, through the editor's own save call.
    expect(onSave).not.toHaveBeenCalled();
    const save = screen.getByRole('button', { name: 'Guardar datos bancarios' });
    await waitFor(() => expect(document.activeElement).toBe(save));
    fireEvent.click(save);
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ iban: activities.iban, swift: 'CAIXESBBXXX' }));
  });

  it('says it in Basque, and for the quota account offered to the activities one', () => {
    renderEditor('eus', EMPTY, { details: activities, from: 'quota' });
    expect(screen.getByRole('button', { name: 'Erabili bazkide-kuotarako kontu bera (ES•• •••• 1332)' })).toBeTruthy();
  });

  it('is not offered when this account already has an IBAN, or when there is no other account', () => {
    renderEditor(
      'es',
      { iban: 'ES7921000813610123456789', swift: 'CAIXESBBXXX', needs_update: 1 },
      { details: activities, from: 'activities' },
    );
    expect(screen.queryByRole('button', { name: /Usar la misma cuenta/ })).toBeNull();
    cleanup();
    renderEditor('es', EMPTY, { details: EMPTY, from: 'activities' });
    expect(screen.queryByRole('button', { name: /Usar la misma cuenta/ })).toBeNull();
    cleanup();
    renderEditor('es', EMPTY);
    expect(screen.queryByRole('button', { name: /Usar la misma cuenta/ })).toBeNull();
  });
});
