import type { ListQuery } from '@chaba/contracts/list-query';
import { maxListExportRows } from '@chaba/contracts/list-query';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
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
export function orderOf<Sort extends string>(
  columns: SortColumns<Sort>,
  query: { sort: Sort; dir: 'asc' | 'desc' },
  tiebreak: SQLWrapper,
): SQL {
  const direction = query.dir === 'asc' ? sql`asc` : sql`desc`;
  return sql`${columns[query.sort]} ${direction} nulls last, ${tiebreak} ${direction}`;
}

/** The rows of the asked page, or every row up to the export's bound for a CSV file. */
export function windowOf(query: Pick<ListQuery, 'page' | 'page_size' | 'format'>): {
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
