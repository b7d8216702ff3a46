import type { Executor } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import { sql } from 'drizzle-orm';
import { cachedBalanceOfA } from './accounts';

export interface LedgerCheckResult {
  ok: boolean;
  transactions: number;
  accounts: number;
  /** Each problem in words, at most 100 of each kind. */
  problems: string[];
}

/**
 * Proves the ledger's invariants from the rows themselves: every transaction sums to zero and has
 * postings, every cached balance equals the sum of its postings, and no account that must stay
 * non-negative is negative. An outside-world account's cached balance is the sum of its slots.
 * `npm run ledger:check` runs it against the configured database.
 */
export async function checkLedger(db: Executor): Promise<LedgerCheckResult> {
  const problems: string[] = [];
  const unbalanced = await queryRows<{ id: number; total: string }>(
    db,
    sql`
    select t.id, coalesce(sum(p.amount_satang), 0)::text as total
    from ledger_transactions t left join ledger_postings p on p.transaction_id = t.id
    group by t.id
    having coalesce(sum(p.amount_satang), 0) <> 0 or count(p.id) < 2
    limit 100`,
  );
  for (const row of unbalanced)
    problems.push(`transaction ${row.id} sums to ${row.total} or has fewer than 2 postings`);

  const drifted = await queryRows<{ code: string; cached: string; actual: string }>(
    db,
    sql`
    select code, cached::text, actual::text from (
      select a.code, ${cachedBalanceOfA} as cached,
             (select coalesce(sum(p.amount_satang), 0) from ledger_postings p where p.account_id = a.id) as actual
      from ledger_accounts a) balances
    where cached <> actual
    limit 100`,
  );
  for (const row of drifted)
    problems.push(`account ${row.code} caches ${row.cached} but its postings sum to ${row.actual}`);

  const negative = await queryRows<{ code: string; balance: string }>(
    db,
    sql`
    select code, balance_satang::text as balance from ledger_accounts
    where not allow_negative and balance_satang < 0 limit 100`,
  );
  for (const row of negative) problems.push(`account ${row.code} is negative: ${row.balance}`);

  const counts = await queryRows<{ transactions: string; accounts: string }>(
    db,
    sql`
    select (select count(*) from ledger_transactions)::text as transactions,
           (select count(*) from ledger_accounts)::text as accounts`,
  );
  const totals = counts[0];
  return {
    ok: problems.length === 0,
    transactions: Number(totals?.transactions ?? 0),
    accounts: Number(totals?.accounts ?? 0),
    problems,
  };
}
