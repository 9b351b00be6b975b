import type { Profile } from '@club/domain/auth/auth.schemas';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import es from '../../../i18n/locales/es/membership.json';
import eus from '../../../i18n/locales/eus/membership.json';
import { initTestI18n, stubMatchMedia } from '../../../test/jsdom-test-setup';
import type { FamilyPerson } from '../../family';
import { MembershipStatus } from './membership-status';

const i18n = i18next.createInstance();

beforeAll(async () => {
  stubMatchMedia();
  await initTestI18n(i18n, 'membership', { es, eus });
});

/** A child of the family, not a member, born `born` (ISO). */
const child = (born: string): FamilyPerson => ({
  user_id: 7,
  isSelf: false,
  first_name: 'Ane',
  last_name: 'Lasa',
  date_of_birth: born,
  person_id: '',
  address: '',
  city: '',
  zipcode: '',
  phone: '',
  profile_picture: null,
  member_id: 0,
  gibke_membership_state: 0,
  profile: { date_of_birth: born, gibke_membership_state: 0, gibke_membership_type: null } as Profile,
});

/** A day `months` months before today (the card judges the age on today's date). */
function bornMonthsAgo(months: number): string {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString().slice(0, 10);
}

function renderCard(lang: 'es' | 'eus', person: FamilyPerson) {
  void i18n.changeLanguage(lang);
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <MembershipStatus person={person} />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}

describe("the join button on a child's membership card", () => {
  it('is replaced by the reason and where to join for a child under 9 years and 7 months (es)', () => {
    renderCard('es', child(bornMonthsAgo(100)));
    expect(screen.queryByRole('button', { name: /^Inscribir/ })).toBeNull();
    expect(
      screen.getByText(
        'Los menores de 9 años y 7 meses no pueden darse de alta por internet: Ane se da de alta en la oficina del club (bulegoa@cngetxo.eus).',
      ),
    ).toBeTruthy();
    // Linking a number the club already gave stays open.
    expect(screen.getByRole('button', { name: 'Ya es socio/a (Ane)' })).toBeTruthy();
  });

  it('says it in Basque', () => {
    renderCard('eus', child(bornMonthsAgo(100)));
    expect(screen.getByText(/^9 urte eta 7 hilabete baino gutxiago dituztenek ezin dute alta internetez eman/)).toBeTruthy();
  });

  it('stays for a child of the join age', () => {
    renderCard('es', child(bornMonthsAgo(116)));
    expect(screen.getByRole('button', { name: 'Inscribir (Ane)' })).toBeTruthy();
    expect(screen.queryByText(/no pueden darse de alta por internet/)).toBeNull();
  });
});
