import { MantineProvider } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import es from '../../i18n/locales/es/console.json';
import eus from '../../i18n/locales/eus/console.json';
import { initTestI18n, stubMatchMedia } from '../../test/jsdom-test-setup';
import { CLIENT_PAGE_SIZE, DataTable, foldForFilter } from './data-table';

interface Row {
  id: number;
  name: string;
  amount: number;
}
const column = createColumnHelper<Row>();
const columns = [column.accessor('name', { header: 'Nombre' }), column.accessor('amount', { header: 'Importe' })];
/** 5,000 rows, as the office's longest lists. */
const rows: Row[] = Array.from({ length: 5000 }, (_, i) => ({
  id: i + 1,
  name: `Persona ${String(i + 1).padStart(4, '0')}`,
  amount: (i * 37) % 1000,
}));

const i18n = i18next.createInstance();
beforeAll(async () => {
  stubMatchMedia();
  await initTestI18n(i18n, 'console', { es, eus });
});
afterEach(cleanup);

const renderTable = (props: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) =>
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <DataTable caption="Personas" data={rows} columns={columns} rowKey={(r) => String(r.id)} {...props} />
      </MantineProvider>
    </I18nextProvider>,
  );

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Personas' }))
    .getAllByRole('row')
    .slice(1);

describe('DataTable', () => {
  // Its speed over 5,000 and 50,000 rows is measured by `npm run bench -- table`, not here.
  it('renders one page of 5,000 rows, sorts, filters and pages them', () => {
    renderTable();
    expect(bodyRows()).toHaveLength(CLIENT_PAGE_SIZE);
    expect(screen.getByRole('status').textContent).toContain('1–25 de 5000');

    fireEvent.click(screen.getByRole('button', { name: /Importe/ }));
    expect(screen.getByRole('columnheader', { name: /Importe/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(within(bodyRows()[0]!).getAllByRole('cell')[1]!.textContent).toContain('0');
    fireEvent.click(screen.getByRole('button', { name: /Importe/ }));
    expect(screen.getByRole('columnheader', { name: /Importe/ }).getAttribute('aria-sort')).toBe('descending');
    expect(within(bodyRows()[0]!).getAllByRole('cell')[1]!.textContent).toContain('999');

    fireEvent.change(screen.getByLabelText('Filtrar la tabla'), { target: { value: 'Persona 49' } });
    expect(bodyRows()).toHaveLength(CLIENT_PAGE_SIZE);
    expect(screen.getByRole('status').textContent).toContain('1–25 de 100');

    fireEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(screen.getByRole('status').textContent).toContain('26–50 de 100');
  });

  it('shows the page the server sent and asks for another one', () => {
    const asked: number[] = [];
    renderTable({ data: rows.slice(0, 50), server: { page: 1, total: 5000, pageSize: 50, onPage: (p) => asked.push(p) } });
    expect(bodyRows()).toHaveLength(50);
    expect(screen.getByRole('status').textContent).toContain('1–50 de 5000');
    expect(screen.queryByLabelText('Filtrar la tabla')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(asked).toEqual([3]);
  });

  it('says so when there is nothing to show', () => {
    renderTable({ data: [] });
    expect(screen.getByText('No hay filas que mostrar.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('0–0 de 0');
  });
});

describe('the text filter forgives accents and case', () => {
  const courses: Row[] = [
    { id: 1, name: 'Natación para bebés', amount: 10 },
    { id: 2, name: 'NATACIÓN adultos', amount: 20 },
    { id: 3, name: 'Waterpolo', amount: 30 },
    { id: 4, name: 'Cursillo de natacion sin tilde', amount: 40 },
  ];
  const filterBy = (text: string) => {
    fireEvent.change(screen.getByRole('textbox', { name: 'Filtrar la tabla' }), { target: { value: text } });
    // An empty result is one row with a message across the table: only rows of two cells are courses.
    return bodyRows()
      .map((r) => within(r).getAllByRole('cell'))
      .filter((cells) => cells.length === 2)
      .map((cells) => cells[0]!.textContent);
  };

  it('folds text to lower case without marks', () => {
    expect(foldForFilter('Natación ÑANDÚ Bebés')).toBe('natacion nandu bebes');
  });

  it('finds the same rows with or without accents, in any case, on either side', () => {
    renderTable({ data: courses });
    const all = ['Natación para bebés', 'NATACIÓN adultos', 'Cursillo de natacion sin tilde'];
    expect(filterBy('natación')).toEqual(all);
    expect(filterBy('natacion')).toEqual(all);
    expect(filterBy('NATACION')).toEqual(all);
    expect(filterBy('bebes')).toEqual(['Natación para bebés']);
    expect(filterBy('water')).toEqual(['Waterpolo']);
    expect(filterBy('30')).toEqual(['Waterpolo']);
    expect(filterBy('kayak')).toEqual([]);
  });
});

describe('a change of language', () => {
  it('reads the cells again, so no text of the other language is left behind', async () => {
    const places = [{ id: 1, name: 'Piscina de Fadura', amount: 1 }];
    function Places() {
      const { i18n: current } = useTranslation();
      const cols = [column.accessor((r) => (current.language === 'eus' ? 'Faduako igerilekua' : r.name), { id: 'place', header: 'Lugar' })];
      return <DataTable caption="Personas" data={places} columns={cols} rowKey={(r) => String(r.id)} />;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <Places />
        </MantineProvider>
      </I18nextProvider>,
    );
    expect(bodyRows()[0]!.textContent).toContain('Piscina de Fadura');
    await act(() => i18n.changeLanguage('eus'));
    expect(bodyRows()[0]!.textContent).toContain('Faduako igerilekua');
    await act(() => i18n.changeLanguage('es'));
  });
});
