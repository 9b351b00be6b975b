// `npm run bench -- table`: the console's tables (packages/web/src/app/console/data-table.tsx)
// sort, filter and page on the client with TanStack Table's row models, and render one page of
// 25 rows. This times those row models over 5,000 and 50,000 rows (the issue asks for 5,000):
// building the table, sorting by a number column and by a text column, filtering every column by a
// text, and turning pages. Median of 7 runs of each step, in milliseconds.
import { createTable, getCoreRowModel, getFilteredRowModel, getPaginationRowModel, getSortedRowModel } from '@tanstack/table-core';

const columns = [
  { accessorKey: 'name', header: 'Persona' },
  { accessorKey: 'email', header: 'Correo' },
  { accessorKey: 'amount', header: 'Importe' },
  { accessorKey: 'status', header: 'Estado' },
  { accessorKey: 'date', header: 'Fecha' },
];

function makeRows(n) {
  return Array.from({ length: n }, (_, i) => ({
    name: `Persona ${i} Etxeberria`,
    email: `persona${i}@example.eus`,
    amount: (i * 7919) % 1000,
    status: ['Pendiente', 'Plaza asignada', 'En lista de espera'][i % 3],
    date: `2026-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
  }));
}

function makeTable(data) {
  let state = {
    sorting: [],
    globalFilter: '',
    pagination: { pageIndex: 0, pageSize: 25 },
    columnFilters: [],
    columnVisibility: {},
    columnOrder: [],
    columnPinning: { left: [], right: [] },
    rowSelection: {},
    expanded: {},
    grouping: [],
    columnSizing: {},
    columnSizingInfo: {},
  };
  const table = createTable({
    data,
    columns,
    state,
    onStateChange: (updater) => {
      state = typeof updater === 'function' ? updater(state) : updater;
      table.setOptions((prev) => ({ ...prev, state }));
    },
    renderFallbackValue: null,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    globalFilterFn: 'includesString',
  });
  return table;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function time(fn, runs = 7) {
  const out = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    out.push(performance.now() - t0);
  }
  return median(out);
}

export function benchTable() {
  console.log(
    '\nConsole table (TanStack Table row models; one page of 25 rows shown), median of 7, ms;\n' +
      'table MB: heap held by one table with its row models (exact when node runs with --expose-gc, as npm run bench does):',
  );
  console.log('rows'.padStart(7), ' build', '  sort num', ' sort text', '  filter', '  page 2', ' table MB');
  for (const n of [5_000, 50_000]) {
    const data = makeRows(n);
    globalThis.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    const kept = makeTable(data);
    kept.getRowModel();
    globalThis.gc?.();
    const heap = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;
    let table;
    const build = time(() => {
      table = makeTable(data);
      table.getRowModel();
    });
    const sortNum = time(() => {
      table.setSorting([{ id: 'amount', desc: true }]);
      table.getRowModel();
      table.setSorting([]);
    });
    const sortText = time(() => {
      table.setSorting([{ id: 'name', desc: false }]);
      table.getRowModel();
      table.setSorting([]);
    });
    const filter = time(() => {
      table.setGlobalFilter(`Persona ${Math.floor(Math.random() * 9)}`);
      table.getRowModel();
      table.setGlobalFilter('');
    });
    const page = time(() => {
      table.setPageIndex(1);
      table.getRowModel();
      table.setPageIndex(0);
    });
    const rows = table.getRowModel().rows.length;
    if (rows !== 25) throw new Error(`expected one page of 25 rows, got ${rows}`);
    const f = (x) => x.toFixed(1).padStart(9);
    console.log(String(n).padStart(7), f(build), f(sortNum), f(sortText), f(filter), f(page), heap.toFixed(1).padStart(9));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) benchTable();
