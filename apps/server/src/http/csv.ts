import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/*
 * CSV files of the back office: the reports (issue 12) and every list (issue 30, decision 64). One
 * writer: RFC 4180 (comma, CRLF, quotes doubled), led by a UTF-8 byte order mark so that Excel reads
 * Thai names, formula-looking text escaped.
 */

type Cell = string | number | null | undefined;

/**
 * Rows as CSV lines, the header first, each ending CRLF, the first led by the byte order mark. Nested
 * objects become `name_field` columns. A cell that starts like a formula (=, +, -, @, tab, CR) gets a
 * leading apostrophe when it is text, so that a member's name cannot run in a spreadsheet (CSV
 * injection); numbers are written as they are.
 */
export function* csvLines(rows: Iterable<Record<string, unknown>>): Generator<string> {
  let columns: string[] | undefined;
  for (const row of rows) {
    const flat = flatten(row);
    if (columns === undefined) {
      columns = Object.keys(flat);
      yield `\uFEFF${columns.map(csvCell).join(',')}\r\n`;
    }
    yield `${columns.map((column) => csvCell(flat[column])).join(',')}\r\n`;
  }
  if (columns === undefined) yield '\uFEFF\r\n';
}

function flatten(row: Record<string, unknown>, prefix = ''): Record<string, Cell> {
  const out: Record<string, Cell> = {};
  for (const [key, value] of Object.entries(row)) {
    const name = prefix ? `${prefix}_${key}` : key;
    if (value !== null && typeof value === 'object')
      Object.assign(out, flatten(value as Record<string, unknown>, name));
    else out[name] = value as Cell;
  }
  return out;
}

function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** `chaba-<report>-<from>_<to>.csv`. */
export const csvFileName = (report: string, range: { from: string; to: string }) =>
  `chaba-${report}-${range.from}_${range.to}.csv`;

/** Sends rows as a CSV download, line by line (a list's export holds up to 50,000 rows). */
export function sendCsv(reply: FastifyReply, name: string, rows: Iterable<Record<string, unknown>>) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .send(Readable.from(csvLines(rows)));
}
