import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { SortingState } from '@tanstack/react-table';

/**
 * A list's page, order and filters, kept in the URL's query (`?status=pending&page=2&sort=amount.desc`):
 * a reload, the back button or a link sent to a colleague shows the same list. Changing a filter or
 * the order goes back to the first page.
 */
export function useListParams<Filters extends Record<string, string>>(
  defaults: Filters,
  defaultSort?: string,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const defaultsKey = JSON.stringify(defaults);
  const filters = useMemo(() => {
    const values = { ...defaults };
    for (const key of Object.keys(defaults) as (keyof Filters)[]) {
      const value = searchParams.get(key as string);
      if (value !== null) values[key] = value as Filters[keyof Filters];
    }
    return values;
    // The defaults are a literal per desk: their content, not their identity, matters.
  }, [searchParams, defaultsKey]);
  const pageIndex = Math.max(0, Number(searchParams.get('page') ?? '1') - 1) || 0;
  const sortParameter = searchParams.get('sort') ?? defaultSort;
  const sorting: SortingState = useMemo(() => {
    if (!sortParameter) return [];
    const [id = '', direction] = sortParameter.split('.');
    return [{ id, desc: direction === 'desc' }];
  }, [sortParameter]);

  const update = useCallback(
    (changes: Record<string, string | undefined>, keepPage = false) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '' || value === defaults[key]) next.delete(key);
            else next.set(key, value);
          }
          if (!keepPage) next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setSearchParams, defaultsKey],
  );

  return {
    filters,
    pageIndex,
    sorting,
    /** `amount.desc`, as the list APIs take it. */
    sort: sorting[0] ? `${sorting[0].id}.${sorting[0].desc ? 'desc' : 'asc'}` : undefined,
    setFilters: (changes: Partial<Filters>) => update(changes as Record<string, string | undefined>),
    setPage: (index: number) => update({ page: index > 0 ? String(index + 1) : undefined }, true),
    setSorting: (next: SortingState) =>
      update({ sort: next[0] ? `${next[0].id}.${next[0].desc ? 'desc' : 'asc'}` : undefined }),
  };
}
