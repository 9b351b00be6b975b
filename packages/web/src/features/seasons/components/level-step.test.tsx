import { levelChoices } from '@club/domain/seasons/level-choice.rules';
import type { Level } from '@club/domain/seasons/seasons.schemas';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import es from '../../../i18n/locales/es/seasons.json';
import eus from '../../../i18n/locales/eus/seasons.json';
import { initTestI18n, stubMatchMedia } from '../../../test/jsdom-test-setup';
import { LevelStep } from './level-step';

const i18n = i18next.createInstance();

beforeAll(async () => {
  stubMatchMedia();
  await initTestI18n(i18n, 'seasons', { es, eus });
});

const season = {
  id: 1,
  name: 'Temporada 2026-2027',
  name_eus: '',
  date_begin: '2026-09-01',
  date_end: '2027-06-30',
  signup_end: '2026-07-31',
};
const level = (id: number, es: string, eus: string, min: number, max: number): Level => ({
  id,
  title_es: es,
  title_eus: eus,
  description_es: '',
  description_eus: '',
  content_es: '',
  content_eus: '',
  coverID: null,
  cover: null,
  age_min_months: min,
  age_max_months: max,
  requires_membership: 0,
  allow_override_signupdate: 1,
  variant_requires_priority: 0,
  slug: es.toLowerCase(),
  variants: [],
});
const levels = [
  level(2, 'Bebés en el agua', 'Haurtxoak uretan', 6, 35),
  level(5, 'Dortoka 1', 'Dortoka 1', 72, 131),
  level(9, 'Pinguinoa', 'Pinguinoa', 84, 0),
];
// Uxue, born 2016-06-14, without a level: 123 months at the season's start as the club counts.
const uxue = { date_of_birth: '2016-06-14', member_id: 0, current_level: 0 };

function renderStep(lang: 'es' | 'eus', levelId: number | null) {
  void i18n.changeLanguage(lang);
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <LevelStep
          choices={levelChoices(levels, season, uxue, '2026-07-01')}
          levelId={levelId}
          onChange={() => undefined}
          season={season}
          person={{ name: 'Uxue', self: false, date_of_birth: uxue.date_of_birth, current_level: 0 }}
          blockedId="blocked"
        />
      </MantineProvider>
    </I18nextProvider>,
  );
}

describe('the level step', () => {
  it('disables the levels the person may not take, with the reason in their name (es)', () => {
    renderStep('es', 5);
    expect(
      screen.getByText('Edad de Uxue al empezar la temporada: 10 años y 3 meses. Nivel asignado por el club: ninguno todavía.'),
    ).toBeTruthy();
    const babies = screen.getByRole('radio', { name: /Bebés en el agua/ });
    expect((babies as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Edad: de 6 meses a 2 años')).toBeTruthy();
    expect((screen.getByRole('radio', { name: /Pinguinoa/ }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Solo con este nivel asignado por el club')).toBeTruthy();
    const dortoka = screen.getByRole('radio', { name: 'Dortoka 1' }) as HTMLInputElement;
    expect(dortoka.disabled).toBe(false);
    expect(dortoka.checked).toBe(true);
    expect(screen.getByText(/Los niveles en gris no son para Uxue/)).toBeTruthy();
    expect(document.getElementById('blocked')).toBeNull();
  });

  it('says why "next" is refused when the chosen level is closed to the person (eus)', () => {
    renderStep('eus', 2);
    expect(screen.getByRole('radio', { name: /Haurtxoak uretan/ })).toBeTruthy();
    expect(screen.getByText('Adina: 6 hilabete - 2 urte')).toBeTruthy();
    const blocked = document.getElementById('blocked');
    expect(blocked?.textContent).toContain('Haurtxoak uretan ez dago eskuragarri');
    expect(blocked?.textContent).toContain('Adina: 6 hilabete - 2 urte.');
    expect(blocked?.textContent).toContain('Aukeratu Uxue(r)en adinari dagokion maila.');
  });

  it('asks for a level when none is chosen', () => {
    renderStep('es', null);
    expect(document.getElementById('blocked')?.textContent).toBe('Elige un nivel para seguir.');
  });
});
