import { describe, expect, it } from 'vitest';
import { readPdfText } from '../test/pdf-reader.js';
import { buildNewsPdf } from './news.seed.js';

describe('the demo news PDFs', () => {
  it("carry the club's name, the title and every line (accents and long lines wrapped), on the portal's document layout", async () => {
    const long = 'Las pruebas de nivel de septiembre se hacen en Fadura y en Gobela; cada familia recibe su grupo por correo. '
      .repeat(3)
      .trim();
    const pdf = await buildNewsPdf('Calendario de la temporada 2026-2027', ['Sábado 12: jornada de puertas abiertas.', long]);
    const text = (await readPdfText(pdf)).replace(/\s+/g, ' ');
    expect(text).toContain('CLUB NATACIÓN GETXO · GETXO IGERIKETA KLUBA');
    expect(text).toContain('Calendario de la temporada 2026-2027');
    expect(text).toContain('Sábado 12: jornada de puertas abiertas.');
    expect(text).toContain(long);
    // The footer every document of the portal has: its label and the page count.
    expect(text).toContain('bulegoa@cngetxo.eus · 1 / 1');
  });
});
