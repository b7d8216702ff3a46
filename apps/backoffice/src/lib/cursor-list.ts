import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from './api';
import { useCursorPages } from './cursor-pages';

type CursorAnswer = z.ZodType<{ data: unknown[]; next_cursor: number | null; total?: number }>;

/**
 * A list the server pages by cursor (`?cursor=&limit=`, answering `next_cursor`): the page shown,
 * its query and the table's pager in one. `query` holds the list's filters; a change starts again at
 * the first page.
 */
export function useCursorList<Schema extends CursorAnswer>(
  path: string,
  schema: Schema,
  options: { query?: Record<string, string | number | undefined>; pageSize?: number; enabled?: boolean } = {},
) {
  const pageSize = options.pageSize ?? 50;
  const filterKey = JSON.stringify([path, options.query ?? {}]);
  const pages = useCursorPages(filterKey, pageSize);
  const result = useQuery({
    queryKey: [path, options.query ?? {}, pages.cursor, pageSize],
    queryFn: ({ signal }) =>
      callApi(path, { query: { ...options.query, cursor: pages.cursor, limit: pageSize }, schema, signal }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
  const answer = result.data as z.infer<Schema> | undefined;
  return {
    result,
    rows: answer?.data as z.infer<Schema>['data'] | undefined,
    page: pages.page(answer),
    onPageChange: (index: number) => pages.go(index, answer?.next_cursor),
  };
}
