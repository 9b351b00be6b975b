import { Alert, Group, Pagination, Text, TextInput } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type FilterFn,
  type SortingState,
} from '@tanstack/react-table';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../page-loader';
import type { Paged } from './console-api';
import classes from './console.module.css';

export const CLIENT_PAGE_SIZE = 25;

/** Text as the filter compares it: lower case, accents and other marks dropped ('Natación' -> 'natacion'). */
export const foldForFilter = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The text filter over every column: a cell matches when it contains what was typed, whatever
 * the case and the accents on either side ("natacion" finds "Natación", "NATACIÓN" finds
 * "natación"), as the office types names and titles in a hurry.
 */
export const foldedIncludes: FilterFn<unknown> = (row, columnId, filterValue) => {
  const wanted = foldForFilter(String(filterValue ?? '').trim());
  if (!wanted) return true;
  const value = row.getValue(columnId);
  return value !== null && value !== undefined && foldForFilter(String(value)).includes(wanted);
};

interface ServerPaging {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}

interface DataTableProps<T> {
  /** The table's accessible name (its caption). */
  caption: string;
  data: T[];
  columns: ColumnDef<T, any>[];
  /** Present when the API pages: the table shows what it got and asks the server for other pages. */
  server?: ServerPaging;
  /** Client tables get a text filter over every column. */
  filterable?: boolean;
  toolbar?: ReactNode;
  rowKey?: (row: T) => string;
}

/**
 * The console's table (TanStack Table): sortable headers, a text filter and pages. Client mode
 * sorts, filters and pages what the API returned (only one page is in the DOM, so 5,000 rows
 * stay fast); server mode shows the page the API sent and its total.
 */
export function DataTable<T>({ caption, data, columns, server, filterable = !server, toolbar, rowKey }: DataTableProps<T>) {
  const { t, i18n } = useTranslation('console');
  // TanStack keeps each row's cell values until the data changes: a new array on a change of
  // language makes the cells be read again, so a live switch to Basque leaves no Spanish behind.
  const lang = i18n.language;
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const rowsData = useMemo(() => [...data], [data, lang]);
  const [sorting, setSorting] = useState<SortingState>([]);
  const [globalFilter, setGlobalFilter] = useState('');
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize: CLIENT_PAGE_SIZE });
  const table = useReactTable({
    data: rowsData,
    columns,
    state: { sorting, globalFilter, pagination },
    onSortingChange: setSorting,
    onGlobalFilterChange: setGlobalFilter,
    onPaginationChange: setPagination,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    globalFilterFn: foldedIncludes as FilterFn<T>,
    getPaginationRowModel: server ? undefined : getPaginationRowModel(),
    manualPagination: Boolean(server),
    autoResetPageIndex: false,
    // Every column sorts ascending first, numbers included (TanStack starts numbers descending).
    sortDescFirst: false,
    getRowId: rowKey ? (row) => rowKey(row) : undefined,
  });
  const rows = table.getRowModel().rows;
  const count = server ? server.total : table.getFilteredRowModel().rows.length;
  const pageSize = server ? server.pageSize : pagination.pageSize;
  const page = server ? server.page : pagination.pageIndex + 1;
  const pages = Math.max(1, Math.ceil(count / pageSize));
  const first = count === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(count, page * pageSize);

  return (
    <div>
      <Group justify="space-between" align="flex-end" mb="sm" wrap="wrap" gap="sm">
        {filterable ? (
          <TextInput
            label={t('table.filter')}
            value={globalFilter}
            onChange={(e) => {
              setGlobalFilter(e.currentTarget.value);
              setPagination((p) => ({ ...p, pageIndex: 0 }));
            }}
            w={260}
          />
        ) : (
          <span />
        )}
        {toolbar}
      </Group>
      <div className={classes.scroll}>
        <table className={classes.table}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const label = header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    >
                      {header.column.getCanSort() && !server ? (
                        <button type="button" className={classes.sortButton} onClick={header.column.getToggleSortingHandler()}>
                          {label} <span aria-hidden>{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}</span>
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                ))}
              </tr>
            ))}
            {rows.length === 0 && (
              <tr>
                <td colSpan={columns.length}>{t('table.empty')}</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <Group justify="space-between" mt="sm" wrap="wrap">
        <Text size="sm" role="status">
          {t('table.range', { first, last, count })}
        </Text>
        {pages > 1 && (
          <Pagination
            total={pages}
            value={page}
            onChange={(p) => (server ? server.onPage(p) : setPagination((s) => ({ ...s, pageIndex: p - 1 })))}
            getControlProps={(control) => ({ 'aria-label': t(`table.${control}`) })}
            getItemProps={(p) => ({ 'aria-label': t('table.page', { page: p }) })}
          />
        )}
      </Group>
    </div>
  );
}

interface ServerTableProps<T> extends Pick<DataTableProps<T>, 'caption' | 'columns' | 'rowKey' | 'toolbar'> {
  /** A query of one page of an /api/admin list ({rows, total, page, page_size}). */
  query: UseQueryResult<Paged<T>>;
  page: number;
  onPage: (page: number) => void;
}

/** A server-paged list of the console: a loader, a load failure, or the table of the page the API sent. */
export function ServerTable<T>({ query, page, onPage, ...table }: ServerTableProps<T>) {
  const { t } = useTranslation('console');
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <Alert color="red">{t('form.loadFailed')}</Alert>;
  return <DataTable {...table} data={query.data.rows} server={{ page, total: query.data.total, pageSize: query.data.page_size, onPage }} />;
}
