import {
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type PaginationState,
  type RowData,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { Fragment, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Spinner } from './button';
import { FilterSelect } from './field';
import { EmptyState, ErrorState, LoadingState } from './page';

const features = tableFeatures({ rowSortingFeature, rowPaginationFeature });

/** A column of a desk's table, as the desk says it; the table turns it into TanStack Table's. */
export interface Column<Row> {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The server sorts by this column (its id is the sort key the list's API takes). */
  sortable?: boolean;
  align?: 'left' | 'right';
  /** On a phone each row is a card: 'title' heads it, 'actions' ends it, 'hidden' is left out. */
  mobile?: 'title' | 'actions' | 'hidden';
  className?: string;
}

/** What the server said about the page it answered. */
export interface PageInfo {
  pageIndex: number;
  pageSize: number;
  /** The number of rows of every page, when the list counts them. */
  total?: number;
  /** Without a total: whether a next page exists. */
  hasMore?: boolean;
}

export interface DataTableProps<Row extends RowData> {
  columns: Column<Row>[];
  rows: Row[] | undefined;
  rowKey: (row: Row) => string | number;
  page?: PageInfo;
  onPageChange?: (pageIndex: number) => void;
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  isLoading?: boolean;
  isFetching?: boolean;
  error?: unknown;
  onRetry?: () => void;
  empty?: ReactNode;
  /** The sums of the money columns over every matching row, by column id: a last row under the page. */
  totals?: Partial<Record<string, ReactNode>>;
  /** The page sizes to offer (with `onPageSizeChange`): a select by the page buttons. */
  pageSizes?: readonly number[];
  onPageSizeChange?: (size: number) => void;
  /** Marks a row (a new arrival, the one being decided). */
  rowClassName?: (row: Row) => string;
  /** A row's details shown under it across the table (the desk keeps which are open); null: closed. */
  expanded?: (row: Row) => ReactNode;
  testId?: string;
}

const emptyRows: never[] = [];
const noSorting: SortingState = [];

/**
 * The console's table: dense rows with a sticky header on a laptop, one card per row on a phone.
 * Sorting and paging are the server's (TanStack Table in manual mode): a click asks the desk for
 * another page or order, which it keeps in the URL, so a reload or a shared link shows the same list.
 */
export function DataTable<Row extends RowData>(props: DataTableProps<Row>) {
  const { columns, page } = props;
  const table = useServerTable(props);
  if (props.isLoading) return <LoadingState />;
  if (props.error && !props.rows) return <ErrorState error={props.error} onRetry={props.onRetry} />;
  const rows = table.getRowModel().rows;
  return (
    <div data-testid={props.testId} className="relative">
      {props.isFetching ? (
        <div className="absolute top-2 right-2 z-10 text-zinc-400" aria-hidden="true">
          <Spinner />
        </div>
      ) : null}
      {rows.length === 0 ? (
        <EmptyState>{props.empty}</EmptyState>
      ) : (
        <>
          <DesktopTable
            table={table}
            columns={columns}
            rowClassName={props.rowClassName}
            totals={props.totals}
            expanded={props.expanded}
          />
          <ul className="divide-y divide-zinc-100 md:hidden">
            {rows.map((row) => (
              <MobileCard
                key={row.id}
                id={row.id}
                row={row.original}
                columns={columns}
                className={props.rowClassName?.(row.original)}
                expanded={props.expanded?.(row.original)}
              />
            ))}
          </ul>
          {props.totals ? <MobileTotals columns={columns} totals={props.totals} /> : null}
        </>
      )}
      {page ? (
        <Pager
          page={page}
          rowsOnPage={rows.length}
          onPageChange={props.onPageChange ? (index) => table.setPageIndex(index) : undefined}
          pageSizes={props.pageSizes}
          onPageSizeChange={props.onPageSizeChange}
        />
      ) : null}
    </div>
  );
}

/** TanStack Table in manual mode: the desk's rows, its server-side order and page as controlled state. */
function useServerTable<Row extends RowData>(props: DataTableProps<Row>) {
  const { columns, rows, rowKey, page, sorting = noSorting } = props;
  const columnDefs = useMemo(
    () =>
      columns.map((column): ColumnDef<typeof features, Row> => ({
        id: column.id,
        // TanStack Table sorts only a column with an accessor; the server sorts, so any value will do.
        accessorFn: () => 0,
        header: () => column.header,
        cell: ({ row }) => column.cell(row.original),
        enableSorting: column.sortable === true,
      })),
    [columns],
  );
  const pagination: PaginationState = { pageIndex: page?.pageIndex ?? 0, pageSize: page?.pageSize ?? 50 };
  return useTable({
    features,
    columns: columnDefs,
    data: rows ?? emptyRows,
    getRowId: (row) => String(rowKey(row)),
    manualSorting: true,
    manualPagination: true,
    enableSortingRemoval: false,
    rowCount: page?.total,
    state: { sorting, pagination },
    onSortingChange: (updater: Updater<SortingState>) =>
      props.onSortingChange?.(typeof updater === 'function' ? updater(sorting) : updater),
    onPaginationChange: (updater: Updater<PaginationState>) => {
      const next = typeof updater === 'function' ? updater(pagination) : updater;
      props.onPageChange?.(next.pageIndex);
    },
  });
}

type ServerTable<Row extends RowData> = ReturnType<typeof useServerTable<Row>>;

function DesktopTable<Row extends RowData>({
  table,
  columns,
  rowClassName,
  totals,
  expanded,
}: {
  table: ServerTable<Row>;
  columns: Column<Row>[];
  rowClassName?: (row: Row) => string;
  totals?: Partial<Record<string, ReactNode>>;
  expanded?: (row: Row) => ReactNode;
}) {
  const byId = new Map(columns.map((column) => [column.id, column]));
  return (
    <table className="hidden w-full border-collapse text-left md:table">
      <thead className="sticky top-0 z-[1] bg-zinc-50">
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => {
              const column = byId.get(header.column.id)!;
              const sorted = header.column.getIsSorted();
              return (
                <th
                  key={header.id}
                  scope="col"
                  aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  className={`border-b border-zinc-200 px-3 py-2 text-[11px] font-medium tracking-wide whitespace-nowrap text-zinc-500 uppercase ${column.align === 'right' ? 'text-right' : ''}`}
                >
                  {header.column.getCanSort() ? (
                    <button
                      type="button"
                      onClick={header.column.getToggleSortingHandler()}
                      className="inline-flex items-center gap-1 uppercase hover:text-zinc-900"
                    >
                      {column.header}
                      <SortMark direction={sorted} />
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        ))}
      </thead>
      <tbody>
        {table.getRowModel().rows.map((row) => {
          const details = expanded?.(row.original);
          return (
            <Fragment key={row.id}>
              <tr
                data-row-id={row.id}
                className={`border-b border-zinc-100 last:border-0 hover:bg-zinc-50/80 ${rowClassName?.(row.original) ?? ''}`}
              >
                {columns.map((column) => (
                  <td
                    key={column.id}
                    className={`px-3 py-2 align-top ${column.align === 'right' ? 'text-right tabular' : ''} ${column.className ?? ''}`}
                  >
                    {column.cell(row.original)}
                  </td>
                ))}
              </tr>
              {details ? (
                <tr data-expanded-for={row.id} className="border-b border-zinc-100 bg-zinc-50/60">
                  <td colSpan={columns.length} className="px-3 py-3">
                    {details}
                  </td>
                </tr>
              ) : null}
            </Fragment>
          );
        })}
      </tbody>
      {totals ? <TotalsRow columns={columns} totals={totals} /> : null}
    </table>
  );
}

/** The sums of the money columns, a last row under the page's rows. */
function TotalsRow<Row>({
  columns,
  totals,
}: {
  columns: Column<Row>[];
  totals: Partial<Record<string, ReactNode>>;
}) {
  const { t } = useTranslation();
  return (
    <tfoot data-testid="table-totals">
      <tr className="border-t-2 border-zinc-200 bg-zinc-50 font-medium">
        {columns.map((column, index) => (
          <td
            key={column.id}
            className={`px-3 py-2 whitespace-nowrap ${column.align === 'right' ? 'text-right tabular' : ''}`}
          >
            {column.id in totals ? totals[column.id] : index === 0 ? t('common.totals') : null}
          </td>
        ))}
      </tr>
    </tfoot>
  );
}

/** On a phone the totals are one card under the rows. */
function MobileTotals<Row>({
  columns,
  totals,
}: {
  columns: Column<Row>[];
  totals: Partial<Record<string, ReactNode>>;
}) {
  const { t } = useTranslation();
  const summed = columns.filter((column) => column.id in totals);
  return (
    <div className="border-t-2 border-zinc-200 bg-zinc-50 px-4 py-3 md:hidden" data-testid="mobile-totals">
      <div className="mb-2 font-medium">{t('common.totals')}</div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-2">
        {summed.map((column) => (
          <div key={column.id} className="min-w-0">
            <dt className="text-[11px] text-zinc-500">{column.header}</dt>
            <dd className="tabular">{totals[column.id]}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function SortMark({ direction }: { direction: false | 'asc' | 'desc' }) {
  return (
    <svg
      viewBox="0 0 10 12"
      className={`size-2.5 ${direction ? 'text-zinc-900' : 'text-zinc-300'}`}
      aria-hidden="true"
    >
      <path d="M5 1l3.5 4h-7z" fill="currentColor" opacity={direction === 'desc' ? 0.25 : 1} />
      <path d="M5 11l3.5-4h-7z" fill="currentColor" opacity={direction === 'asc' ? 0.25 : 1} />
    </svg>
  );
}

function MobileCard<Row>({
  id,
  row,
  columns,
  className = '',
  expanded,
}: {
  id: string;
  row: Row;
  columns: Column<Row>[];
  className?: string;
  expanded?: ReactNode;
}) {
  const title = columns.find((column) => column.mobile === 'title');
  const actions = columns.filter((column) => column.mobile === 'actions');
  const rest = columns.filter((column) => !column.mobile);
  return (
    <li data-row-id={id} className={`px-4 py-3 ${className}`}>
      {title ? <div className="mb-2 font-medium">{title.cell(row)}</div> : null}
      <dl className="grid grid-cols-2 gap-x-3 gap-y-2">
        {rest.map((column) => (
          <div key={column.id} className="min-w-0">
            <dt className="text-[11px] text-zinc-500">{column.header}</dt>
            <dd className={`break-words ${column.align === 'right' ? 'tabular' : ''}`}>{column.cell(row)}</dd>
          </div>
        ))}
      </dl>
      {actions.length > 0 ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {actions.map((column) => (
            <div key={column.id} className="contents">
              {column.cell(row)}
            </div>
          ))}
        </div>
      ) : null}
      {expanded ? <div className="mt-3">{expanded}</div> : null}
    </li>
  );
}

function Pager({
  page,
  rowsOnPage,
  onPageChange,
  pageSizes,
  onPageSizeChange,
}: {
  page: PageInfo;
  rowsOnPage: number;
  /** Absent for a list the server answers in one part (a queue up to its limit): no page buttons. */
  onPageChange?: (index: number) => void;
  pageSizes?: readonly number[];
  onPageSizeChange?: (size: number) => void;
}) {
  const { t } = useTranslation();
  const from = rowsOnPage === 0 ? 0 : page.pageIndex * page.pageSize + 1;
  const to = page.pageIndex * page.pageSize + rowsOnPage;
  const hasNext = page.total !== undefined ? to < page.total : page.hasMore === true;
  return (
    <nav
      className="flex flex-wrap items-center gap-2 border-t border-zinc-200 px-3 py-2 text-xs text-zinc-500"
      aria-label={t('common.pageOf', { page: page.pageIndex + 1 })}
    >
      <span className="flex-1 whitespace-nowrap tabular" data-testid="page-range">
        {page.total !== undefined
          ? t('common.rows', { from, to, total: page.total })
          : t('common.rowsOpen', { from, to })}
      </span>
      {pageSizes && onPageSizeChange ? (
        <label className="flex items-center gap-1.5 whitespace-nowrap">
          {t('common.pageSize')}
          <FilterSelect
            value={String(page.pageSize)}
            onChange={(event) => onPageSizeChange(Number(event.target.value))}
            className="w-20"
            data-testid="page-size"
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </FilterSelect>
        </label>
      ) : null}
      {onPageChange ? (
        <>
          <Button
            size="sm"
            variant="ghost"
            disabled={page.pageIndex === 0}
            onClick={() => onPageChange(page.pageIndex - 1)}
          >
            ‹ {t('common.previous')}
          </Button>
          <span className="tabular">{t('common.pageOf', { page: page.pageIndex + 1 })}</span>
          <Button
            size="sm"
            variant="ghost"
            disabled={!hasNext}
            onClick={() => onPageChange(page.pageIndex + 1)}
          >
            {t('common.next')} ›
          </Button>
        </>
      ) : null}
    </nav>
  );
}

/** A table's loading, refreshing and failure state, as a TanStack query has it. */
export function queryStatus(query: {
  isLoading: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}) {
  return {
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    error: query.error,
    onRetry: () => void query.refetch(),
  };
}
