import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import es from '../../i18n/locales/es/console.json';
import eus from '../../i18n/locales/eus/console.json';
import { ApiError } from '../../lib/api';
import { initTestI18n } from '../../test/jsdom-test-setup';
import { OfficeError, officeErrorText } from './console-api';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await initTestI18n(i18n, 'console', { es, eus });
});

describe('officeErrorText', () => {
  it('words a business code the form knows and never shows the server note', () => {
    const t = i18n.getFixedT('es');
    const taken = new OfficeError(1, "slug_es 'cursillo-prueba' is taken");
    expect(officeErrorText(taken, t, { 1: 'console:form.errors.slug_taken' })).toBe(
      'Ya existe un curso con esa dirección web (castellano): cambia el título o la dirección',
    );
    const other = officeErrorText(new OfficeError(7, 'items: item 3 has answers'), t);
    expect(other).toBe('No se ha podido guardar: el servidor no lo ha aceptado (código 7)');
    expect(other).not.toMatch(/office call|items|answers/);
  });

  it('words HTTP failures by kind, in Basque too', () => {
    const t = i18n.getFixedT('eus');
    expect(officeErrorText(new ApiError(0, null, '/api/admin/x'), t)).toBe(
      'Ezin izan da gorde: ez dago zerbitzariarekin konexiorik; saiatu berriro',
    );
    expect(officeErrorText(new ApiError(400, { success: 0, ext: 'body/date: bad' }, '/api/admin/x'), t)).not.toContain('body/date');
    expect(officeErrorText(new Error('TypeError: x is undefined'), t)).toBe('Ezin izan da gorde: ustekabeko errorea; saiatu berriro');
  });
});
