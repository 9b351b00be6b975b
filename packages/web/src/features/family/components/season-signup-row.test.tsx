import type { FamilySeasonSignup } from '@club/domain/family/family.schemas';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import es from '../../../i18n/locales/es/family.json';
import eus from '../../../i18n/locales/eus/family.json';
import { initTestI18n, stubMatchMedia } from '../../../test/jsdom-test-setup';
import { SeasonSignupRow } from './season-signup-row';

const i18n = i18next.createInstance();

beforeAll(async () => {
  stubMatchMedia();
  await initTestI18n(i18n, 'family', { es, eus });
});

afterEach(cleanup);

const GOBELA_MW = { uuid: 'a1', poolID: 2, selected_days: [0, 2], schedule: '18:00 - 18:45' };
const FADURA_TT = { uuid: 'b2', poolID: 1, selected_days: [1, 3], schedule: '18:00-18:45' };

/** A signup as v3/delegated_acct/signups sends it: Dortoka 1, in place in Gobela, paid. */
const signup = (over: Partial<FamilySeasonSignup> = {}): FamilySeasonSignup => ({
  ticketID: 41,
  level: { id: 5, name_es: 'Dortoka 1', name_eus: 'Dortoka 1 (eus)' },
  current_season: { id: 3, name: 'Temporada 2026-2027', name_eus: '2026-2027 denboraldia', begin: '2026-09-01', end: '2027-06-30' },
  status: 1,
  payment_status: 1,
  payment_price: 38,
  schedule: 'Gobela · 18:00 - 18:45',
  selectedVariant: GOBELA_MW,
  alternative_variants: [],
  is_price_multi: 0,
  price_multi: [],
  user: { user_id: 7, first_name: 'Uxue', last_name: 'Etxeberria Urrutia' },
  ...over,
});

/** Renders one row in a language; returns the card (the list item). */
const show = async (s: FamilySeasonSignup, lang: 'es' | 'eus') => {
  await i18n.changeLanguage(lang);
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <MemoryRouter>
          <ul>
            <SeasonSignupRow s={s} />
          </ul>
        </MemoryRouter>
      </MantineProvider>
    </I18nextProvider>,
  );
  // The card is the outer list item (a ranking is a list of its own inside it).
  return screen.getAllByRole('listitem')[0]!;
};

// Intl writes a no-break space before the euro sign.
const text = (el: HTMLElement) => (el.textContent ?? '').replace(/\u00a0/g, ' ');

describe('SeasonSignupRow', () => {
  it('a held group, in Spanish: the level linked to its page, the season from its first day, the group in words, the status and the monthly fee', async () => {
    const card = await show(signup(), 'es');
    expect(within(card).getByRole('link', { name: 'Dortoka 1' }).getAttribute('href')).toBe('/actividades/temporada/dortoka-1');
    expect(within(card).getByText('Temporada 2026-2027 · desde el 1 de septiembre de 2026')).toBeTruthy();
    expect(within(card).getByText('Gobela · lunes y miércoles, 18:00-18:45')).toBeTruthy();
    expect(within(card).getByText('En plaza')).toBeTruthy();
    expect(text(card)).toContain('38,00 € al mes');
    // Paid: nothing owed.
    expect(text(card)).not.toContain('pendiente de pago');
    expect(within(card).queryByRole('link', { name: 'Pagar ahora' })).toBeNull();
  });

  it('the same group in Basque: the names in Basque', async () => {
    const card = await show(signup(), 'eus');
    expect(within(card).getByRole('link', { name: 'Dortoka 1 (eus)' }).getAttribute('href')).toBe('/actividades/temporada/dortoka-1');
    expect(within(card).getByText('2026-2027 denboraldia · hasiera: 2026ko irailaren 1a')).toBeTruthy();
    expect(within(card).getByText('Gobela · astelehena eta asteazkena, 18:00-18:45')).toBeTruthy();
    expect(within(card).getByText('Plazan')).toBeTruthy();
    expect(text(card)).toContain('38,00 € hilean');
  });

  it('a seat held with the first fee unpaid: the fee owed and the way to pay it', async () => {
    const card = await show(signup({ status: 0, payment_status: 0 }), 'es');
    expect(within(card).getByText('Pendiente')).toBeTruthy();
    expect(text(card)).toContain('Primera cuota pendiente de pago: 38,00 €.');
    expect(within(card).getByRole('link', { name: 'Pagar ahora' }).getAttribute('href')).toBe('/myaccount/pendingpayments');
  });

  it.each([
    ['es', 'Lista de espera', '40,00 € al mes'],
    ['eus', 'Itxaron-zerrenda', '40,00 € hilean'],
  ] as const)('on the waiting list (%s): the status, no group, nothing owed', async (lang, status, fee) => {
    const card = await show(
      signup({
        level: { id: 7, name_es: 'Igela', name_eus: 'Igela' },
        status: 3,
        payment_status: 0,
        payment_price: 40,
        schedule: '',
        selectedVariant: null,
      }),
      lang,
    );
    expect(within(card).getByText(status)).toBeTruthy();
    expect(text(card)).toContain(fee);
    expect(text(card)).not.toMatch(/Gobela|Fadura/);
    expect(within(card).queryByRole('link', { name: /Pagar ahora|Ordaindu orain/ })).toBeNull();
  });

  it.each([
    [
      'es',
      'Grupos pedidos, por orden de preferencia:',
      ['1. Gobela · lunes y miércoles, 18:00-18:45', '2. Fadura · martes y jueves, 18:00-18:45'],
    ],
    [
      'eus',
      'Eskatutako taldeak, lehentasun-ordenan:',
      ['1. Gobela · astelehena eta asteazkena, 18:00-18:45', '2. Fadura · asteartea eta osteguna, 18:00-18:45'],
    ],
  ] as const)('a ranking before the draw (%s): the ranked groups in order, no fee yet', async (lang, heading, lines) => {
    const card = await show(
      signup({
        level: { id: 9, name_es: 'Pinguinoa', name_eus: 'Pinguinoa' },
        status: 3,
        payment_status: 0,
        payment_price: 0,
        schedule: '',
        selectedVariant: null,
        // Sent first choice first; the row orders them itself all the same.
        alternative_variants: [
          { ...FADURA_TT, priority: 2 },
          { ...GOBELA_MW, priority: 1 },
        ],
      }),
      lang,
    );
    const ranking = within(card).getByRole('list', { name: heading });
    expect(within(ranking).getAllByRole('listitem').map(text)).toEqual(lines);
    expect(text(card)).not.toMatch(/€/);
  });
});
