import { useState } from 'react';
import type { PageInfo } from '../ui/data-table';

/**
 * Paging by cursor (the audit log, login history): each page's answer names the cursor of the next
 * one. The cursors of the pages seen are kept, so "previous" goes back without asking the server for
 * an offset. A new filter (its `resetKey`) starts again at the first page.
 */
export function useCursorPages(resetKey: string, pageSize: number) {
  const [state, setState] = useState<{ key: string; cursors: (number | undefined)[] }>({
    key: resetKey,
    cursors: [undefined],
  });
  const cursors = state.key === resetKey ? state.cursors : [undefined];
  const pageIndex = cursors.length - 1;
  return {
    cursor: cursors[pageIndex],
    /** The table's pager for an answer with `next_cursor` (and `total` when the list counts). */
    page(answer: { next_cursor: number | null; total?: number } | undefined): PageInfo {
      const total = answer?.total !== undefined && Number.isFinite(answer.total) ? answer.total : undefined;
      return { pageIndex, pageSize, total, hasMore: answer !== undefined && answer.next_cursor !== null };
    },
    /** Moves one page on (with the answer's next cursor) or back. */
    go(toIndex: number, nextCursor: number | null | undefined) {
      if (toIndex > pageIndex && nextCursor != null) {
        setState({ key: resetKey, cursors: [...cursors, nextCursor] });
      } else if (toIndex < pageIndex) {
        setState({ key: resetKey, cursors: cursors.slice(0, toIndex + 1) });
      }
    },
  };
}
