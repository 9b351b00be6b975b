import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import es from '../../i18n/locales/es/payments.json';
import en from '../../i18n/locales/en/payments.json';
import eus from '../../i18n/locales/eus/payments.json';
import { initTestI18n, stubMatchMedia } from '../../test/jsdom-test-setup';
import { PayButton, type SignedPaymentForm } from './pay-button';
import { SisStatusText } from './sis-status-text';
import { SIS_CODES } from '@club/domain/payments/sis-codes';
import type { Envelope } from '@club/domain/shared/envelope';

const i18n = i18next.createInstance();

beforeAll(async () => {
  stubMatchMedia();
  await initTestI18n(i18n, 'payments', { es, eus });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const wrap = (node: React.ReactNode) =>
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>{node}</MantineProvider>
    </I18nextProvider>,
  );

const signed: SignedPaymentForm = {
  url: 'https://sis-t.redsys.es:25443/sis/realizarPago',
  sig: {
    Ds_SignatureVersion: 'HMAC_SHA256_V1',
    Ds_MerchantParameters: 'eyJEU19NRVJDSEFOVF9PUkRFUiI6IjEyMzRhYmNkIn0=',
    Ds_Signature: 'c2lnbmF0dXJl',
  },
};

describe('PayButton', () => {
  it('fetches the signed form, renders a hidden form with the three fields and submits it, showing step 1', async () => {
    const submitted: HTMLFormElement[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this);
    });
    let resolve!: (e: Envelope<SignedPaymentForm>) => void;
    const getSignedForm = vi.fn(() => new Promise<Envelope<SignedPaymentForm>>((r) => (resolve = r)));
    wrap(<PayButton getSignedForm={getSignedForm} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pagar con tarjeta' }));
    expect(screen.getByText('Esperando a que termine el pago…')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    await act(async () => resolve({ success: 1, data: signed }));
    expect(getSignedForm).toHaveBeenCalledTimes(1);
    expect(submitted).toHaveLength(1);
    const form = submitted[0]!;
    expect(form.method).toBe('post');
    expect(form.action).toBe(signed.url);
    const fields = Object.fromEntries([...form.querySelectorAll('input')].map((i) => [i.name, i.value]));
    expect(fields).toEqual(signed.sig);
  });

  it("shows 'Error con la pasarela de pagos (0x00)' when the reply is success 0, and lets the user try again", async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const onError = vi.fn();
    wrap(<PayButton getSignedForm={async () => ({ success: 0, code: 3 })} onError={onError} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pagar con tarjeta' })));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Error en la aplicación');
    expect(alert.textContent).toContain('Error con la pasarela de pagos (0x00)');
    expect(onError).toHaveBeenCalledWith('0x00', { success: 0, code: 3 });
    expect(screen.getByRole('button', { name: 'Pagar con tarjeta' })).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });

  it("shows '(0x0E)' when the call fails, and never posts an incomplete or non-http form", async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    wrap(<PayButton getSignedForm={() => Promise.reject(new Error('network'))} />);
    await act(async () => fireEvent.click(screen.getByRole('button')));
    expect(screen.getByRole('alert').textContent).toContain('Error con la pasarela de pagos (0x0E)');
    cleanup();
    wrap(<PayButton getSignedForm={async () => ({ success: 1, data: { ...signed, url: 'javascript:alert(1)' } })} />);
    await act(async () => fireEvent.click(screen.getByRole('button')));
    expect(screen.getByRole('alert').textContent).toContain('(0x00)');
    expect(submit).not.toHaveBeenCalled();
  });
});

describe('SisStatusText', () => {
  it('turns a status or Ds_Response into words, in Spanish and Basque', async () => {
    const text = (status: number | string | null) => {
      const { getByTestId, unmount } = wrap(
        <span data-testid="text">
          <SisStatusText status={status} />
        </span>,
      );
      const out = getByTestId('text').textContent;
      unmount();
      return out;
    };
    expect(text(0)).toBe('Pendiente de pago');
    expect(text(1)).toBe('Completado');
    expect(text('0190')).toBe('Denegación del emisor');
    expect(text(9915)).toBe('Pago cancelado por el usuario');
    expect(text(1234)).toBe('Estado desconocido (1234)');
    expect(text(null)).toBe('Estado desconocido ()');
    await act(async () => void (await i18n.changeLanguage('eus')));
    expect(text(190)).toBe('Jaulkitzaileak ukatu du');
    expect(text(77)).toBe('Egoera ezezaguna (77)');
    await act(async () => void (await i18n.changeLanguage('es')));
  });
});

describe('payments texts', () => {
  it('carry every SIS code and every key in Spanish, Basque and English', () => {
    const keys = (o: object, prefix = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) =>
        typeof v === 'object' && v !== null ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
      );
    expect(Object.keys(es.sis).sort()).toEqual(SIS_CODES.map(String).sort());
    expect(keys(eus).sort()).toEqual(keys(es).sort());
    expect(keys(en).sort()).toEqual(keys(es).sort());
    for (const lang of [es, eus, en]) for (const text of Object.values(lang.sis)) expect(text.trim().length).toBeGreaterThan(3);
  });
});
