import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { stubMatchMedia } from '../../../test/jsdom-test-setup';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import accountEs from '../../../i18n/locales/es/account.json';
import familyEs from '../../../i18n/locales/es/family.json';
import { NewMemberForm } from './new-member-form';

const i18n = i18next.createInstance();

beforeAll(async () => {
  stubMatchMedia();
  await i18n.use(initReactI18next).init({
    lng: 'es',
    resources: { es: { family: familyEs, account: accountEs } },
    ns: ['family', 'account'],
    defaultNS: 'family',
    interpolation: { escapeValue: false },
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  const created = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <Notifications />
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <NewMemberForm onCreated={created} />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
  return created;
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
/** Disabled as the spec says (aria-disabled): it reads and looks disabled, yet a press leads to the box to tick. */
const isDisabled = (el: HTMLElement) => el.getAttribute('aria-disabled') === 'true';
const TERMS = /He leído las condiciones de uso/;
const PICTURES = 'He leído la información sobre el tratamiento de imágenes';
/** Both "I have read…" boxes and the free choice on the use of images (here: refused). */
const tickBoth = () => {
  fireEvent.click(screen.getByRole('checkbox', { name: TERMS }));
  fireEvent.click(screen.getByRole('checkbox', { name: PICTURES }));
  fireEvent.click(screen.getByRole('radio', { name: 'No lo autorizo' }));
};

describe('the create-family-member form', () => {
  it('keeps submit disabled until acceptTerms and authPictures are both ticked; a press goes to the box to tick', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderForm();
    const submit = screen.getByRole('button', { name: 'Añadir persona' });
    expect(isDisabled(submit)).toBe(true);
    fireEvent.click(submit);
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: TERMS }));
    fireEvent.click(screen.getByRole('checkbox', { name: TERMS }));
    expect(isDisabled(submit)).toBe(true);
    fireEvent.click(submit);
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: PICTURES }));
    fireEvent.click(screen.getByRole('checkbox', { name: PICTURES }));
    expect(isDisabled(submit)).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a DNI with a wrong check letter, saying so, and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderForm();
    fill('Nombre', 'Uxue');
    fill('Apellidos', 'Etxeberria');
    fill('Fecha de nacimiento', '2016-06-14');
    fill('DNI/NIE', '12345678A');
    tickBoth();
    fireEvent.click(screen.getByRole('button', { name: 'Añadir persona' }));
    expect(await screen.findByText('La letra del DNI/NIE no corresponde a su número: revísalo')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says 'Por favor, rellena todos los datos del formulario' and sends nothing when a rule of §5 fails", async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderForm();
    fill('Nombre', 'Jo');
    fill('Apellidos', 'Etxeberria');
    fill('Fecha de nacimiento', '2016-06-14');
    tickBoth();
    fireEvent.click(screen.getByRole('button', { name: 'Añadir persona' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Por favor, rellena todos los datos del formulario');
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    [1, 'Éste usuario ya existe y no puede ser vinculado a tu cuenta. Por favor, ponte en contacto con nosotros'],
    [2, 'Error al procesar los datos'],
    [3, 'El código de familia introducido ya existe o no es válido'],
    [9, 'Error desconocido (9)'],
  ])('shows the text of add_user code %i', async (code, text) => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ success: 0, code }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const created = renderForm();
    fill('Nombre', 'Uxue');
    fill('Apellidos', 'Etxeberria');
    fill('Fecha de nacimiento', '2016-06-14');
    tickBoth();
    fireEvent.click(screen.getByRole('button', { name: 'Añadir persona' }));
    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(text));
    expect(fetch).toHaveBeenCalledWith('/api/v3/delegated_acct/add_user/', expect.objectContaining({ method: 'POST' }));
    expect(created).not.toHaveBeenCalled();
  });

  it("toasts 'No he podido guardar los cambios' when the call cannot be made", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('network down');
      }),
    );
    const created = renderForm();
    fill('Nombre', 'Uxue');
    fill('Apellidos', 'Etxeberria');
    fill('Fecha de nacimiento', '2016-06-14');
    tickBoth();
    fireEvent.click(screen.getByRole('button', { name: 'Añadir persona' }));
    expect(await screen.findByText('No he podido guardar los cambios')).toBeTruthy();
    expect(created).not.toHaveBeenCalled();
  });
});
