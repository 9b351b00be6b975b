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
const isDisabled = (el: HTMLElement) => (el as HTMLButtonElement).disabled;
const tickBoth = () => {
  fireEvent.click(screen.getByRole('checkbox', { name: /Acepto las condiciones de uso/ }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Autorizo el tratamiento de imágenes de esta persona' }));
};

describe('the create-family-member form', () => {
  it('keeps submit disabled until acceptTerms and authPictures are both ticked', () => {
    renderForm();
    const submit = screen.getByRole('button', { name: 'Añadir persona' });
    expect(isDisabled(submit)).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /Acepto las condiciones de uso/ }));
    expect(isDisabled(submit)).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Autorizo el tratamiento de imágenes de esta persona' }));
    expect(isDisabled(submit)).toBe(false);
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
