import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import es from '../../../i18n/locales/es/payments.json';
import { initTestI18n, stubMatchMedia } from '../../../test/jsdom-test-setup';
import PaymentReturnPage from './payment-return';

const i18n = i18next.createInstance();

beforeAll(async () => {
  stubMatchMedia();
  await initTestI18n(i18n, 'payments', { es });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Serves the status call from a list of replies (the last one repeats) and records the URLs asked. */
function stubStatus(replies: { status: number; body: unknown }[]) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      const r = replies[Math.min(asked.length - 1, replies.length - 1)]!;
      return new Response(JSON.stringify(r.body), { status: r.status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return asked;
}

const renderAt = (path: string) =>
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter initialEntries={[path]}>
            <PaymentReturnPage />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );

const status = (state: string, ds_response: string | null) => ({
  status: 200,
  body: {
    success: 1,
    data: {
      order: '1234abcdEFGH',
      state,
      ds_response,
      kind: 'course-signup',
      ref: '7',
      amount: 12.5,
      vat: 2.17,
      receipt_number: state === 'paid' ? 'R-000007' : null,
      items: [
        {
          title: { es: 'Cursillo de invierno', eus: 'Neguko ikastaroa' },
          person: 'Uxue Etxeberria',
          details: [{ es: 'Grupo: Fadura, martes y jueves, 17:00-18:00', eus: 'Taldea: Fadura, asteartea eta osteguna, 17:00-18:00' }],
          lines: [{ es: 'Precio del curso', eus: 'Ikastaroaren prezioa', amountCents: 1250 }],
          amountCents: 1250,
        },
      ],
    },
  },
});

describe('PaymentReturnPage', () => {
  it('polls while pending and then shows the SIS text the server holds, even on /pago/ok', async () => {
    const asked = stubStatus([status('pending', null), status('failed', '0190')]);
    renderAt('/pago/ok?order=1234abcdEFGH');
    expect(await screen.findByText('Esperando la confirmación del banco')).toBeTruthy();
    expect(await screen.findByText('El pago no se ha completado', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(/Respuesta del banco: Denegación del emisor\./)).toBeTruthy();
    expect(asked[0]).toBe('/api/v2/manage_payments/status/?order=1234abcdEFGH');
    expect(asked).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Ver mis pagos pendientes' }).getAttribute('href')).toBe('/myaccount/pendingpayments');
  });

  it('shows a paid payment with its amount', async () => {
    stubStatus([status('paid', '0000')]);
    renderAt('/pago/ko?order=1234abcdEFGH');
    expect(await screen.findByText('Pago completado')).toBeTruthy();
    expect(screen.getByText(/Hemos recibido tu pago de 12,50/)).toBeTruthy();
    // What was bought and its receipt (issue 20).
    expect(screen.getByText('Grupo: Fadura, martes y jueves, 17:00-18:00')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Descargar el recibo R-000007 (PDF)' })).toBeTruthy();
  });

  it('does not ask for an invalid order, and says a payment of someone else is not found', async () => {
    const asked = stubStatus([{ status: 403, body: { success: 0, code: 'forbidden' } }]);
    renderAt('/pago/ok?order=../../x');
    expect(screen.getByText('No encontramos este pago')).toBeTruthy();
    expect(asked).toHaveLength(0);
    cleanup();
    renderAt('/pago/ok?order=1234abcdEFGH');
    expect(await screen.findByText('No encontramos este pago')).toBeTruthy();
    expect(asked).toHaveLength(1);
  });
});
