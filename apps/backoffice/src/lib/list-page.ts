import { listPageSizes } from '@chaba/contracts/list-query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { queryStatus, type Column } from '../ui/data-table';
import { callApi } from './api';
import { useListParams } from './list-params';

/** Every list page's filters carry the page size beside the list's own. */
type ListFilters = Record<string, string> & { page_size: string };

/**
 * A list page on the one list piece (issue 30, decisions 64 and 68): its filters, order and page in
 * the URL, the list's API asked with them, and what the table (`DataTable`), the tools (`ListTools`)
 * and the filter bar need. `query` is what the API and the CSV export are asked (without the page).
 */
export function useListPage<
  Filters extends ListFilters,
  Schema extends z.ZodType<{ total: number }>,
>(options: {
  path: string;
  schema: Schema;
  noFilters: Filters;
  defaultSort: string;
  /** The API's filters from the URL's, when a desk keeps another value there (a tab's `all`). */
  apiFilters?: (filters: Omit<Filters, 'page_size'>) => Record<string, string>;
}) {
  const list = useListParams(options.noFilters, options.defaultSort);
  const { page_size: pageSize, ...urlFilters } = list.filters;
  const filters = options.apiFilters ? options.apiFilters(urlFilters) : urlFilters;
  const [sort, dir] = (list.sort ?? options.defaultSort).split('.');
  const query = { ...filters, sort, dir, page_size: pageSize };
  const answer = useQuery({
    queryKey: [options.path, query, list.pageIndex],
    queryFn: ({ signal }) =>
      callApi(options.path, {
        query: { ...query, page: list.pageIndex + 1 },
        schema: options.schema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  return {
    list,
    /** The filters as the URL has them (what the filter bar shows). */
    filters: urlFilters,
    query,
    answer,
    /** The table's paging, order, page size and loading state. */
    table: {
      page: { pageIndex: list.pageIndex, pageSize: Number(pageSize), total: answer.data?.total },
      onPageChange: list.setPage,
      sorting: list.sorting,
      onSortingChange: list.setSorting,
      pageSizes: listPageSizes,
      onPageSizeChange: (size: number) => list.setFilters({ page_size: String(size) } as Partial<Filters>),
      ...queryStatus(answer),
    },
  };
}

/** A list's columns, those the list's API sorts by marked sortable (their header a sort button). */
export function sortableColumns<Row>(columns: Column<Row>[], sortColumns: readonly string[]): Column<Row>[] {
  return columns.map((column) => ({ ...column, sortable: sortColumns.includes(column.id) }));
}
