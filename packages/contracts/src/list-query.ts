import { z } from 'zod';
import { banks } from './banks';
import { dateSchema, recordId, requiredString, safeText } from './validation';

/**
 * The query every list of the back office takes (issue 30, decision 64): server-side filters, the
 * order by one of the list's own columns, a page of an allowed size, and `format=csv` for the whole
 * filtered list as a file. Days are Asia/Bangkok calendar days (both included); amounts are baht.
 * Each list names its sort columns and its statuses; an unknown one is refused (422), never read
 * into SQL.
 */

/** The page sizes a list offers. */
export const listPageSizes = [25, 50, 100, 200] as const;
/** A CSV export holds at most this many rows (narrow the filter for more). */
export const maxListExportRows = 50_000;
/** The largest amount a filter takes, in baht. */
const maxFilterBaht = 1_000_000_000;

const invalid = { error: 'invalid' } as const;
const baht = z.coerce.number(invalid).min(0, invalid).max(maxFilterBaht, invalid);

/** Refuses `to` before `from` and `max` below `min`. */
function checkRanges(
  value: {
    from?: string | undefined;
    to?: string | undefined;
    min?: number | undefined;
    max?: number | undefined;
  },
  context: z.RefinementCtx,
) {
  if (value.from !== undefined && value.to !== undefined && value.from > value.to)
    context.addIssue({ code: 'custom', message: 'date_order', path: ['to'] });
  if (value.min !== undefined && value.max !== undefined && value.min > value.max)
    context.addIssue({ code: 'custom', message: 'amount_order', path: ['max'] });
}

/**
 * A list's query: `sort` one of `sortColumns` (default `defaultSort`), `dir`, `page` (from 1),
 * `page_size` (25, 50, 100 or 200), `from`/`to`, `min`/`max`, `status` one of `statuses`, `bank`,
 * `staff` (a staff id), `q` (text; digits find any part of a phone or account number), `format`.
 */
export function listQuery<Sort extends string, Status extends string>(options: {
  sortColumns: readonly [Sort, ...Sort[]];
  defaultSort: NoInfer<Sort>;
  statuses: readonly [Status, ...Status[]];
}) {
  return z
    .object({
      sort: z.enum(options.sortColumns, invalid).default(options.defaultSort as never),
      dir: z.enum(['asc', 'desc'], invalid).default('desc'),
      page: z.coerce.number(invalid).int(invalid).min(1, invalid).max(100_000, invalid).default(1),
      page_size: z.coerce
        .number(invalid)
        .int(invalid)
        .refine((size) => (listPageSizes as readonly number[]).includes(size), invalid)
        .default(50),
      from: dateSchema.optional(),
      to: dateSchema.optional(),
      min: baht.optional(),
      max: baht.optional(),
      status: z.enum(options.statuses, invalid).optional(),
      /** A bank's code in either case, as stored: lower case. */
      bank: z
        .string(invalid)
        .trim()
        .toLowerCase()
        .refine((code) => banks.some((bank) => bank.code === code), invalid)
        .optional(),
      staff: recordId.optional(),
      q: safeText(64).optional(),
      format: z.enum(['json', 'csv'], invalid).default('json'),
    })
    .superRefine(checkRanges);
}

/** The parsed query of any list, as the server's list helper takes it. */
export type ListQuery = z.infer<ReturnType<typeof listQuery<string, string>>>;

/** A list's page: its rows, its place, how many rows match and the totals of its money columns. */
export const listPage = <Row extends z.ZodType, Totals extends z.ZodType>(row: Row, totals: Totals) =>
  z.object({
    data: z.array(row),
    page: z.number().int(),
    page_size: z.number().int(),
    total: z.number().int(),
    /** The sums of the money columns over every matching row (not only this page), baht. */
    totals,
  });

// ---------------------------------------------------------------------------------------------
// Saved views

/** The lists a staff member may save views of. */
export const savedViewLists = [
  'members',
  'withdrawals',
  'deposits',
  'statement_lines',
  'adjustments',
  'audit',
  'staff',
  'sessions',
  'risk',
] as const;
export type SavedViewList = (typeof savedViewLists)[number];

/** A saved view's query: the list's URL query, `key=value` pairs (at most 20, short values). */
const viewQuery = z
  .record(z.string().regex(/^[a-z_]{1,20}$/, invalid), safeText(100))
  .refine((value) => Object.keys(value).length <= 20, invalid);

export const savedViewsQuery = z.object({ list: z.enum(savedViewLists, invalid) });
export const createSavedViewRequest = z.object({
  list: z.enum(savedViewLists, invalid),
  name: requiredString(60),
  query: viewQuery,
});
export const savedView = z.object({
  id: z.number().int(),
  list: z.enum(savedViewLists),
  name: z.string(),
  query: z.record(z.string(), z.string()),
  created_at: z.string(),
});
export type SavedView = z.infer<typeof savedView>;
export const savedViewsResponse = z.object({ data: z.array(savedView) });
export const savedViewResponse = z.object({ data: savedView });
export const savedViewDeletedResponse = z.object({ ok: z.literal(true) });
