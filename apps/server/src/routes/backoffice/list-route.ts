import { maxListExportRows, type ListQuery, type SavedViewList } from '@chaba/contracts/list-query';
import type { StaffPermission } from '@chaba/contracts/staff-permissions';
import { recordAudit } from '@chaba/core/audit/record-audit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { sendCsv } from '../../http/csv';
import { staffActor, staffOnly } from '../../http/staff';
import { staffErrors, staffSchema, type StaffApp } from './schemas';

const csvNote =
  ` With \`format=csv\`: every matching row (at most ${maxListExportRows.toLocaleString('en')}) in the same` +
  ' order as a UTF-8 CSV file with a byte order mark (`text/csv`); the export is audited.';

/** A list's page as its contract answers it: its rows, and its place, count and totals. */
type ListPage = { data: unknown[]; page: number; page_size: number; total: number };

/** What a page answers after its rows and its place: its totals, and what else the list adds. */
type PageTail<Page> = Omit<Page, keyof ListPage>;

/**
 * One list of the console as a declaration (issue 30, decisions 64, 68, 69 and 80): `GET path` with
 * the list's `permission` takes its `query` (the shared list query), `read`s the rows the filters keep
 * with how many match and their totals, `present`s them, and answers the page (`response`: the rows,
 * the place, the count and the `tail`), or with `format=csv` every matching row as an audited file
 * (`csvRow` makes a row fit a CSV file: one value per column).
 */
export function listRoute<
  Query extends z.ZodType<ListQuery>,
  Response extends z.ZodType<ListPage, ListPage>,
  Found extends { total: number },
>(
  app: StaffApp,
  context: AppContext,
  route: {
    path: `/api/backoffice/lists/${string}`;
    list: SavedViewList;
    permission: StaffPermission;
    summary: string;
    query: Query;
    response: Response;
    read: (query: z.output<Query>, request: FastifyRequest) => Promise<Found>;
    present: (found: Found, request: FastifyRequest) => z.input<Response>['data'];
    tail: (found: Found, request: FastifyRequest) => PageTail<z.input<Response>>;
    csvRow?: (row: z.input<Response>['data'][number]) => Record<string, unknown>;
  },
): void {
  app.get(
    route.path,
    {
      schema: {
        ...staffSchema,
        summary: route.summary + csvNote,
        // Widened to any list's: the declaration's own types checked `present` and `tail`.
        querystring: route.query as z.ZodType<ListQuery>,
        response: { 200: route.response as z.ZodType<ListPage, ListPage>, ...staffErrors },
      },
      ...staffOnly(context, { permission: route.permission }),
    },
    async (request, reply) => {
      const query = request.query as z.output<Query>;
      const found = await route.read(query, request);
      const data = route.present(found, request);
      if (query.format === 'csv') {
        const rows = route.csvRow ? data.map(route.csvRow) : (data as Record<string, unknown>[]);
        return exportList(context, request, reply, { list: route.list, query, rows });
      }
      const page = { data, page: query.page, page_size: query.page_size, total: found.total };
      return { ...page, ...route.tail(found, request) };
    },
  );
}

/**
 * A list's CSV file, audited as `list.export` with the filter it was asked with, in the same
 * transaction-less way a read is: the record is written before the file is sent.
 */
async function exportList(
  context: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { list: string; query: ListQuery; rows: Record<string, unknown>[] },
) {
  const { format: _format, page: _page, page_size: _pageSize, ...filter } = options.query;
  await recordAudit(context.db, {
    ...staffActor(context, request),
    action: 'list.export',
    targetType: 'list',
    targetId: options.list,
    details: { filter, rows: options.rows.length },
  });
  const day = context.clock.now().toISOString().slice(0, 10);
  return sendCsv(reply, `chaba-${options.list}-${day}.csv`, options.rows);
}
