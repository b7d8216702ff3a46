import { members, moneyRequests, staffAdjustments } from '@chaba/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { listConditions, type ListColumns } from './list-sql';

const dialect = new PgDialect();

/** The WHERE clause the conditions make, as PostgreSQL is sent it. */
function whereOf(conditions: ReturnType<typeof listConditions>) {
  const where = and(...conditions);
  if (where === undefined) return null;
  const { sql: text, params } = dialect.sqlToQuery(where);
  return { sql: text, params };
}

const columns: ListColumns<'pending' | 'completed'> = {
  day: moneyRequests.createdAt,
  amount: moneyRequests.amountSatang,
  status: moneyRequests.status,
  bank: members.bank,
  staff: [staffAdjustments.createdByStaffId, staffAdjustments.decidedByStaffId],
  digits: [members.phone, members.accountNumber],
  text: (q) => eq(moneyRequests.ref, q),
};

describe('listConditions', () => {
  it('reads each filter through its column: Bangkok days, baht as satang, one of several staff columns', () => {
    const where = whereOf(
      listConditions(
        {
          from: '2026-11-20',
          to: '2026-11-21',
          min: 100.5,
          max: 200,
          status: 'pending',
          bank: 'scb',
          staff: 7,
        },
        columns,
      ),
    );
    expect(where?.sql).toBe(
      '("money_requests"."created_at" >= $1 and "money_requests"."created_at" < $2' +
        ' and "money_requests"."amount_satang" >= $3 and "money_requests"."amount_satang" <= $4' +
        ' and "money_requests"."status" = $5 and "members"."bank" = $6' +
        ' and ("staff_adjustments"."created_by_staff_id" = $7 or "staff_adjustments"."decided_by_staff_id" = $8))',
    );
    expect(where?.params).toEqual([
      new Date('2026-11-19T17:00:00.000Z'),
      new Date('2026-11-21T17:00:00.000Z'),
      10050n,
      20000n,
      'pending',
      'scb',
      7,
      7,
    ]);
  });

  it('ignores a filter the list has no column for, and a blank search', () => {
    expect(whereOf(listConditions({ bank: 'scb', staff: 7, q: '  ', status: 'pending' }, {}))).toBeNull();
  });

  it("finds a number's digits anywhere in the number columns, and other text by the list's own search", () => {
    expect(whereOf(listConditions({ q: ' xxx-x-x1234-x ' }, columns))).toEqual({
      sql: '("members"."phone" like $1 or "members"."account_number" like $2)',
      params: ['%1234%', '%1234%'],
    });
    expect(whereOf(listConditions({ q: ' CB-12 ' }, columns))).toEqual({
      sql: '"money_requests"."ref" = $1',
      params: ['CB-12'],
    });
  });

  it('takes every search as text in a list without number columns, and a status through its function', () => {
    const where = whereOf(
      listConditions(
        { q: '1234', status: 'completed' },
        { text: (q) => sql`t = ${q}`, status: (status) => sql`s = ${status}` },
      ),
    );
    expect(where).toEqual({ sql: '(s = $1 and t = $2)', params: ['completed', '1234'] });
  });
});
