import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PriceBreakdown } from '@club/domain/activities/pricing.rules';
import es from '../../../../i18n/locales/es/family.json';
import eus from '../../../../i18n/locales/eus/family.json';
import { initTestI18n, stubMatchMedia } from '../../../../test/jsdom-test-setup';
import { FamilyTotal, type TotalLine } from './family-total';

const i18n = i18next.createInstance();

beforeAll(async () => {
  stubMatchMedia();
  await initTestI18n(i18n, 'family', { es, eus });
});

afterEach(cleanup);

const show = async (lines: TotalLine[], lang: 'es' | 'eus' = 'es') => {
  await i18n.changeLanguage(lang);
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <FamilyTotal lines={lines} />
      </MantineProvider>
    </I18nextProvider>,
  );
  return screen.getByRole('complementary').textContent ?? '';
};

const price = (totalCents: number): PriceBreakdown => ({
  baseCents: totalCents,
  optionsCents: 0,
  servicesCents: 0,
  memberDiscountCents: 0,
  discountPercent: 0,
  discountCents: 0,
  totalCents,
  vatCents: Math.round(totalCents - totalCents / 1.21),
});

describe('the family order total', () => {
  it('asks for people, and shows no total of 0 € before anyone is added, in both languages', async () => {
    const es = await show([]);
    expect(es).toContain('Añade personas para ver el precio.');
    expect(es).not.toMatch(/0,00/);
    cleanup();
    const eus = await show([], 'eus');
    expect(eus).toContain('Gehitu pertsonak prezioa ikusteko.');
    expect(eus).not.toMatch(/0,00/);
  });

  it('shows no total while every person added still has a group to choose', async () => {
    const text = await show([{ name: 'Maddi', price: price(0), awaitsChoice: true }]);
    expect(text).toContain('Falta elegir grupo');
    expect(text).not.toMatch(/IVA incluido|0,00/);
  });

  it('totals the people with a price and says who is not counted yet', async () => {
    const text = await show([
      { name: 'Maddi', price: price(12_100) },
      { name: 'Unai', price: price(0), awaitsChoice: true },
    ]);
    expect(text).toMatch(/Total\s*121,00\s*€/);
    expect(text).toMatch(/IVA incluido \(21 %\): 21,00\s*€/);
    expect(text).toContain('Sin contar a quien aún no tiene grupo elegido.');
  });
});
