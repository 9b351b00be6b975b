import type { Remittance } from '@club/domain/billing/billing.schemas';
import { describe, expect, it } from 'vitest';
import { remittanceTable } from './remittance-export';

const line = (concept: string, amount: number) => ({
  charge_id: 1,
  kind: 'k',
  period: '',
  person_id: 1,
  concept,
  concept_eus: `${concept} EU`,
  amount,
});
const remittance: Remittance = {
  id: 3,
  collection_date: '2026-12-03',
  created_at: '2026-11-24T10:00:00Z',
  total: 49.6,
  transactions: [
    {
      id: 9,
      user_id: 1,
      name: 'Ane Zubizarreta',
      iban: 'ES9121000418450200051332',
      amount: 49.6,
      mode: 2,
      mandate_ref: 'CNG-A-000001-20260901-ABC',
      mandate_signed_on: '2026-09-01',
      sequence: 'FRST',
      end_to_end_id: 'CNG-REM-000003-00000009',
      status: 'returned',
      returned_at: null,
      return_reason: 'AM04',
      lines: [line('Cuota', 37.5), line('Pedido 12', 12.1)],
    },
  ],
  excluded: [{ user_id: 2, name: 'Jon Agirre', reason: 'no_mandate', mode: 2, amount: 20, lines: [line('Cuota', 20)] }],
};
const words = {
  columns: ['Deudor', 'IBAN', 'Mandato', 'Secuencia', 'Importe', 'Conceptos', 'Estado'],
  status: (s: string) => ({ collected: 'Cobrado', returned: 'Devuelto' })[s] ?? s,
  reason: (r: string) => (r === 'no_mandate' ? 'Sin mandato' : r),
  excluded: 'Excluido',
};

describe('remittanceTable', () => {
  it('has a row per debit, amounts as numbers, then the excluded with their reason, in the reader`s language', () => {
    expect(remittanceTable(remittance, 'es', words)).toEqual({
      header: words.columns,
      rows: [
        [
          'Ane Zubizarreta',
          'ES9121000418450200051332',
          'CNG-A-000001-20260901-ABC',
          'FRST',
          49.6,
          'Cuota (37.50) / Pedido 12 (12.10)',
          'Devuelto',
        ],
        ['Jon Agirre', '', '', '', 20, 'Cuota (20.00)', 'Excluido: Sin mandato'],
      ],
    });
    expect(remittanceTable(remittance, 'eus', words).rows[0]![5]).toBe('Cuota EU (37.50) / Pedido 12 EU (12.10)');
  });
});
