/** One page of a report's rows and how many rows it has in all. */
export interface ReportPage<Row> {
  rows: Row[];
  total: number;
}

/** Which rows to read: a page of the screen, or every row (at most `maxExportRows`) for a file. */
export interface RowWindow {
  offset: number;
  limit: number;
}

/** A CSV export holds at most this many rows: a report longer than that is narrowed by its dates. */
export const maxExportRows = 10_000;
