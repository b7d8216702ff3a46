import type { ListQuery } from '@chaba/contracts/list-query';
import { maxListExportRows } from '@chaba/contracts/list-query';
import { and, eq, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { addDays, bangkokMidnight } from '../bangkok-time';

/**
 * The one piece every back-office list is built of (issue 30, decision 64): a list names its
 * sortable columns as a map from the contract's sort keys to SQL expressions, and these helpers turn
 * the parsed query into ORDER BY, WHERE and the page's LIMIT/OFFSET. A caller's text never becomes
 * SQL: the sort key is one of the contract's enum (a 422 before this), looked up in the list's map.
 */

/** A list's sortable columns: the contract's sort keys to their expressions. */
export type SortColumns<Sort extends string> = Record<Sort, SQLWrapper>;

/**
 * ORDER BY the asked column and direction, then `tiebreak` (the id) the same way, so that a page
 * boundary is stable when many rows share a value. NULLs come last either way.
 */
function orderOf<Sort extends string>(
  columns: SortColumns<Sort>,
  query: { sort: Sort; dir: 'asc' | 'desc' },
  tiebreak: SQLWrapper,
): SQL {
  const direction = query.dir === 'asc' ? sql`asc` : sql`desc`;
  return sql`${columns[query.sort]} ${direction} nulls last, ${tiebreak} ${direction}`;
}

/** The rows of the asked page, or every row up to the export's bound for a CSV file. */
function windowOf(query: Pick<ListQuery, 'page' | 'page_size' | 'format'>): {
  limit: number;
  offset: number;
} {
  if (query.format === 'csv') return { limit: maxListExportRows, offset: 0 };
  return { limit: query.page_size, offset: (query.page - 1) * query.page_size };
}

/** `column` within the Bangkok days `from`..`to` (both included; either may be absent). */
export function dayRange(column: SQLWrapper, range: { from?: string; to?: string }): SQL[] {
  const conditions: SQL[] = [];
  if (range.from !== undefined) conditions.push(sql`${column} >= ${bangkokMidnight(range.from)}`);
  if (range.to !== undefined) conditions.push(sql`${column} < ${bangkokMidnight(addDays(range.to, 1))}`);
  return conditions;
}

/** A baht amount from a filter as satang (a filter may carry more decimals than money does). */
export const filterSatang = (baht: number) => BigInt(Math.round(baht * 100));

/** A satang `column` within `min`..`max` baht (both included; either may be absent). */
export function amountRange(column: SQLWrapper, range: { min?: number; max?: number }): SQL[] {
  const conditions: SQL[] = [];
  if (range.min !== undefined) conditions.push(sql`${column} >= ${filterSatang(range.min)}`);
  if (range.max !== undefined) conditions.push(sql`${column} <= ${filterSatang(range.max)}`);
  return conditions;
}

/**
 * The digits of a search that is a part of a phone or account number, as Thai statements and
 * passbooks print them (`xxx-x-x1234-x`, `123-4`, `x1234`): digits with `x`, dashes and spaces. Null
 * for any other text (a name, a customer id).
 */
export function numberPart(q: string | undefined): string | null {
  const text = q?.trim() ?? '';
  if (!/^[\dxX\s-]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  return digits === '' ? null : digits;
}

/**
 * `column` holds `digits` anywhere: `like '%1234%'`, served by the column's trigram index (pg_trgm
 * GIN) from three digits on. The digits need no escaping: they hold no `%`, `_` or `\`.
 */
export const containsDigits = (column: SQLWrapper, digits: string): SQL =>
  sql`${column} like ${`%${digits}%`}`;

/** `%`, `_` and `\` stand for themselves in a LIKE pattern. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** Satang from the database (a bigint, or its text from a raw query) as baht. */
export const bahtOf = (satang: bigint | string | number | null | undefined) =>
  satang === null || satang === undefined ? 0 : Number(satang) / 100;

/** The shared query's filters, as a list reads them (a list's own `status` is its enum). */
type ListFilters<Status extends string> = Partial<
  Pick<ListQuery, 'from' | 'to' | 'min' | 'max' | 'bank' | 'staff' | 'q'> & { status: Status }
>;

/**
 * Where a list reads the shared query's filters: a filter the list has no entry for is ignored (its
 * contract says so). A function entry builds the condition itself (a status that is no column).
 */
export interface ListColumns<Status extends string> {
  /** `from`/`to`: the Bangkok day of this time. */
  day?: SQLWrapper;
  /** `min`/`max`: this satang amount, in baht. */
  amount?: SQLWrapper;
  /** `status`: this column holds it, or the condition the function gives. */
  status?: SQLWrapper | ((status: Status) => SQL | undefined);
  /** `bank`: this column holds the bank's code. */
  bank?: SQLWrapper;
  /** `staff`: one of these columns holds the staff id. */
  staff?: SQLWrapper[];
  /** `q` that is a part of a number (`numberPart`): one of these columns holds its digits. */
  digits?: SQLWrapper[];
  /** `q` otherwise (every `q` when the list has no `digits`), trimmed: the condition it gives. */
  text?: (q: string) => SQL | undefined;
}

/**
 * The conditions of a list's query (issue 30, decisions 64, 68, 69 and 80), read through the list's
 * column map: the day and amount ranges, the status, the bank, the staff member, and `q` as a part
 * of a number or as the list's own text search. AND them with the list's own.
 */
export function listConditions<Status extends string>(
  query: ListFilters<Status>,
  columns: ListColumns<Status>,
): (SQL | undefined)[] {
  const { status, bank, staff } = query;
  return [
    ...(columns.day ? dayRange(columns.day, query) : []),
    ...(columns.amount ? amountRange(columns.amount, query) : []),
    status === undefined || columns.status === undefined
      ? undefined
      : typeof columns.status === 'function'
        ? columns.status(status)
        : eq(columns.status, status),
    bank === undefined || columns.bank === undefined ? undefined : eq(columns.bank, bank),
    staff === undefined ? undefined : or(...(columns.staff ?? []).map((column) => eq(column, staff))),
    searchOf(query.q, columns),
  ];
}

/** `q` (trimmed; none when empty) as a part of a number, else as the list's text search. */
function searchOf(text: string | undefined, columns: Pick<ListColumns<string>, 'digits' | 'text'>) {
  const q = text?.trim();
  if (!q) return undefined;
  const digits = columns.digits ? numberPart(q) : null;
  if (digits !== null) return or(...(columns.digits ?? []).map((column) => containsDigits(column, digits)));
  return columns.text?.(q);
}

/** What a list's totals query answers: how many rows match and each money sum, as text (a bigint's). */
export type ListTotalsRow<Sum extends string> = { count: string } & Record<Sum, string>;

/**
 * The columns of a list's totals query: `count` and, for each money column, its sum over the
 * matching rows (`sums`: aggregates such as `sum(amount)`; none is 0).
 */
export function listTotals<Sum extends string>(sums: Record<Sum, SQLWrapper>) {
  const columns: Record<string, SQL<string>> = { count: sql<string>`count(*)::text` };
  for (const [name, sum] of Object.entries<SQLWrapper>(sums))
    columns[name] = sql<string>`coalesce(${sum}, 0)::text`;
  return columns as { count: SQL<string> } & Record<Sum, SQL<string>>;
}

/**
 * A list's page (issue 30, decision 80): `rows` (a select with its joins, `$dynamic()`) where all
 * `conditions` hold, ordered by the asked one of `sortColumns` (then by `id`), the asked page or every
 * row up to the export's bound; and at the same time `totals` where they hold: how many rows match
 * and the sums of the money columns (`listTotals`), in satang.
 */
export async function readListPage<Sort extends string, Rows extends PgSelect, Sum extends string = never>(
  query: Pick<ListQuery, 'dir' | 'page' | 'page_size' | 'format'> & { sort: Sort },
  list: {
    rows: Rows;
    conditions: (SQL | undefined)[];
    sortColumns: SortColumns<NoInfer<Sort> | 'id'>;
    totals: (where: SQL | undefined) => PromiseLike<ListTotalsRow<Sum>[]>;
  },
): Promise<{ rows: Awaited<Rows>; total: number; totals: Record<Sum, bigint> }> {
  const where = and(...list.conditions);
  const { limit, offset } = windowOf(query);
  const order = orderOf(list.sortColumns, query, list.sortColumns.id);
  const [rows, [counted]] = await Promise.all([
    list.rows.where(where).orderBy(order).limit(limit).offset(offset),
    list.totals(where),
  ]);
  if (counted === undefined) throw new Error('a totals query answers one row');
  const { count, ...sums } = counted;
  const totals = Object.fromEntries(Object.entries<string>(sums).map(([name, sum]) => [name, BigInt(sum)]));
  return { rows: rows as Awaited<Rows>, total: Number(count), totals: totals as Record<Sum, bigint> };
}
