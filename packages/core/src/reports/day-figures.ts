import type { Executor } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import { sql } from 'drizzle-orm';
import { ledgerAccount } from '../ledger/accounts';
import { bangkokDaySql, bangkokHourSql } from './report-range';

/**
 * The business figures of one Bangkok day, all from the ledger but the registrations (members):
 * - deposits: `deposit` transactions (money credited to a wallet from a bank, the gateway or suspense);
 * - withdrawals: `withdrawal_payout` (paid out of the hold to the member's bank);
 * - bets: `game_bet` less `game_rollback` (a rolled-back stake was never bet); wins: `game_win`;
 * - bonus: `promotion_bonus` + `activity_bonus` − `promotion_forfeit` (a cancelled bonus taken back);
 * - referral: `referral_bonus` (the weekly commission, an expense when the summary earns it);
 * - first depositors: members whose first `deposit` ever falls on the day;
 * - active players: members with at least one `game_bet` on the day;
 * - cashback, rebate, commission, staff bonuses, coupons (issue 29, decision 58), the lucky wheel
 *   and the daily check-in (issue 31, decision 73), VIP level-up and birthday bonuses (decision 72)
 *   and staff's manual adjustments: what left each one's own expense account, less what came back to it (a cancelled or
 *   reversed one, a staff debit), whatever the transaction's type (`bookAccounts`).
 * A transaction's amount is the sum of its positive postings (every one of these moves one amount
 * between two accounts).
 */
export interface DayFigures {
  day: string;
  depositCount: number;
  depositSatang: bigint;
  withdrawalCount: number;
  withdrawalSatang: bigint;
  firstDepositors: number;
  registrations: number;
  activePlayers: number;
  betCount: number;
  betSatang: bigint;
  winSatang: bigint;
  bonusSatang: bigint;
  referralSatang: bigint;
  cashbackSatang: bigint;
  rebateSatang: bigint;
  commissionSatang: bigint;
  staffBonusSatang: bigint;
  couponSatang: bigint;
  adjustmentSatang: bigint;
  vipLevelUpSatang: bigint;
  vipBirthdaySatang: bigint;
  wheelSatang: bigint;
  checkinSatang: bigint;
}

/** The figures read as the net outflow of one expense account each (decision 58). */
export const bookAccounts = {
  cashbackSatang: ledgerAccount.cashbackExpense(),
  rebateSatang: ledgerAccount.rebateExpense(),
  commissionSatang: ledgerAccount.commissionExpense(),
  staffBonusSatang: ledgerAccount.staffBonusExpense(),
  couponSatang: ledgerAccount.couponExpense(),
  adjustmentSatang: ledgerAccount.staffAdjustments(),
  vipLevelUpSatang: ledgerAccount.vipLevelUpExpense(),
  vipBirthdaySatang: ledgerAccount.vipBirthdayExpense(),
  wheelSatang: ledgerAccount.wheelExpense(),
  checkinSatang: ledgerAccount.checkinExpense(),
} as const;
type BookFigure = keyof typeof bookAccounts;
const bookFigures = Object.keys(bookAccounts) as BookFigure[];

/** What NGR takes from GGR: every bonus, commission and adjustment figure of the day. */
export function costsOf(figures: DayFigures): bigint {
  return bookFigures.reduce(
    (total, figure) => total + figures[figure],
    figures.bonusSatang + figures.referralSatang,
  );
}

export const reportedEventTypes = [
  'deposit',
  'withdrawal_payout',
  'game_bet',
  'game_rollback',
  'game_win',
  'promotion_bonus',
  'activity_bonus',
  'promotion_forfeit',
  'referral_bonus',
] as const;

export const emptyDay = (day: string): DayFigures => ({
  day,
  depositCount: 0,
  depositSatang: 0n,
  withdrawalCount: 0,
  withdrawalSatang: 0n,
  firstDepositors: 0,
  registrations: 0,
  activePlayers: 0,
  betCount: 0,
  betSatang: 0n,
  winSatang: 0n,
  bonusSatang: 0n,
  referralSatang: 0n,
  cashbackSatang: 0n,
  rebateSatang: 0n,
  commissionSatang: 0n,
  staffBonusSatang: 0n,
  couponSatang: 0n,
  adjustmentSatang: 0n,
  vipLevelUpSatang: 0n,
  vipBirthdaySatang: 0n,
  wheelSatang: 0n,
  checkinSatang: 0n,
});

const eventList = sql.raw(reportedEventTypes.map((type) => `'${type}'`).join(', '));

/**
 * Narrows the transactions aliased `t` to those that move money on one member's own accounts (the
 * player view's lifetime figures, decision 65), found through the member's accounts and their
 * postings' indexes; nothing when no member is given.
 */
const ofMember = (memberId: number | undefined) =>
  memberId === undefined
    ? sql``
    : sql`and t.id in (select mp.transaction_id from ledger_accounts ma
        join ledger_postings mp on mp.account_id = ma.id where ma.member_id = ${memberId})`;

/**
 * The ledger's reported transactions in [start, end), one row each: its Bangkok day and hour, type,
 * amount, the member it concerns, and the id of its wallet posting (to tell a member's first deposit).
 * `perTransaction` reads each transaction's postings through their index: the plan for a short span
 * (an hour or a day of a busy operator), where the planner would otherwise scan every posting.
 */
export const ledgerLegs = (
  start: Date,
  end: Date,
  options: { perTransaction?: boolean; memberId?: number } = {},
) =>
  options.perTransaction
    ? sql`
  select t.id, ${sql.raw(bangkokDaySql('t.created_at'))} as day, ${sql.raw(bangkokHourSql('t.created_at'))} as hour,
         t.event_type, legs.amount, legs.member_id, legs.wallet_posting_id, legs.wallet_id
  from ledger_transactions t
  cross join lateral (
    select sum(greatest(p.amount_satang, 0)) as amount, max(a.member_id) as member_id,
           max(case when a.kind = 'member_wallet' then p.id end) as wallet_posting_id,
           max(case when a.kind = 'member_wallet' then p.account_id end) as wallet_id
    from ledger_postings p join ledger_accounts a on a.id = p.account_id
    where p.transaction_id = t.id) legs
  where t.created_at >= ${start.toISOString()}::timestamptz and t.created_at < ${end.toISOString()}::timestamptz
    and t.event_type in (${eventList}) ${ofMember(options.memberId)}`
    : sql`
  select t.id, ${sql.raw(bangkokDaySql('t.created_at'))} as day, ${sql.raw(bangkokHourSql('t.created_at'))} as hour,
         t.event_type,
         sum(greatest(p.amount_satang, 0)) as amount,
         max(a.member_id) as member_id,
         max(case when a.kind = 'member_wallet' then p.id end) as wallet_posting_id,
         max(case when a.kind = 'member_wallet' then p.account_id end) as wallet_id
  from ledger_transactions t
  join ledger_postings p on p.transaction_id = t.id
  join ledger_accounts a on a.id = p.account_id
  where t.created_at >= ${start.toISOString()}::timestamptz and t.created_at < ${end.toISOString()}::timestamptz
    and t.event_type in (${eventList}) ${ofMember(options.memberId)}
  group by t.id`;

interface DayRow {
  day: string;
  deposit_count: string;
  deposit_satang: string;
  withdrawal_count: string;
  withdrawal_satang: string;
  first_depositors: string;
  active_players: string;
  bet_count: string;
  bet_satang: string;
  win_satang: string;
  bonus_satang: string;
  referral_satang: string;
}

/**
 * The figures of each Bangkok day (or hour, with `by: 'hour'`) in [start, end) that had any, read
 * from the ledger now. `day` holds the day or hour key. With `memberId`, one member's share of them:
 * the transactions on that member's own accounts (and the member's registration).
 */
export async function readDayFigures(
  db: Executor,
  options: { start: Date; end: Date; by?: 'day' | 'hour'; perTransaction?: boolean; memberId?: number },
): Promise<DayFigures[]> {
  const { start, end, memberId } = options;
  const bucket = sql.raw(options.by === 'hour' ? 'hour' : 'day');
  const sum = (filter: string) => sql.raw(`coalesce(sum(amount) filter (where ${filter}), 0)`);
  const [rows, registrations, books] = await Promise.all([
    queryRows<DayRow>(
      db,
      sql`with legs as (${ledgerLegs(start, end, { perTransaction: options.perTransaction, memberId })})
        select ${bucket} as day,
          count(*) filter (where event_type = 'deposit')::text as deposit_count,
          ${sum("event_type = 'deposit'")}::text as deposit_satang,
          count(*) filter (where event_type = 'withdrawal_payout')::text as withdrawal_count,
          ${sum("event_type = 'withdrawal_payout'")}::text as withdrawal_satang,
          count(distinct member_id) filter (where event_type = 'deposit' and not exists (
            select 1 from ledger_postings earlier
            join ledger_transactions et on et.id = earlier.transaction_id
            where earlier.account_id = legs.wallet_id and earlier.id < legs.wallet_posting_id
              and et.event_type = 'deposit'))::text as first_depositors,
          count(distinct member_id) filter (where event_type = 'game_bet')::text as active_players,
          (count(*) filter (where event_type = 'game_bet')
            - count(*) filter (where event_type = 'game_rollback'))::text as bet_count,
          (${sum("event_type = 'game_bet'")} - ${sum("event_type = 'game_rollback'")})::text as bet_satang,
          ${sum("event_type = 'game_win'")}::text as win_satang,
          (${sum("event_type in ('promotion_bonus', 'activity_bonus')")}
            - ${sum("event_type = 'promotion_forfeit'")})::text as bonus_satang,
          ${sum("event_type = 'referral_bonus'")}::text as referral_satang
        from legs group by 1 order by 1`,
    ),
    readRegistrations(db, { start, end, by: options.by ?? 'day', memberId }),
    readBooks(db, { start, end, by: options.by ?? 'day', memberId }),
  ]);
  const byDay = new Map<string, DayFigures>();
  for (const row of rows) {
    byDay.set(row.day, {
      day: row.day,
      depositCount: Number(row.deposit_count),
      depositSatang: BigInt(row.deposit_satang),
      withdrawalCount: Number(row.withdrawal_count),
      withdrawalSatang: BigInt(row.withdrawal_satang),
      firstDepositors: Number(row.first_depositors),
      registrations: 0,
      activePlayers: Number(row.active_players),
      betCount: Number(row.bet_count),
      betSatang: BigInt(row.bet_satang),
      winSatang: BigInt(row.win_satang),
      bonusSatang: BigInt(row.bonus_satang),
      referralSatang: BigInt(row.referral_satang),
      cashbackSatang: 0n,
      rebateSatang: 0n,
      commissionSatang: 0n,
      staffBonusSatang: 0n,
      couponSatang: 0n,
      adjustmentSatang: 0n,
      vipLevelUpSatang: 0n,
      vipBirthdaySatang: 0n,
      wheelSatang: 0n,
      checkinSatang: 0n,
    });
  }
  for (const book of books) {
    const figures = byDay.get(book.day) ?? emptyDay(book.day);
    byDay.set(book.day, { ...figures, [book.figure]: book.amount });
  }
  for (const [day, count] of registrations) {
    const figures = byDay.get(day) ?? emptyDay(day);
    byDay.set(day, { ...figures, registrations: count });
  }
  return [...byDay.values()].sort((a, b) => (a.day < b.day ? -1 : 1));
}

/** Members registered on each Bangkok day (or hour) in [start, end). */
async function readRegistrations(
  db: Executor,
  options: { start: Date; end: Date; by: 'day' | 'hour'; memberId?: number | undefined },
): Promise<Map<string, number>> {
  const bucket = options.by === 'hour' ? bangkokHourSql('created_at') : bangkokDaySql('created_at');
  const rows = await queryRows<{ day: string; n: string }>(
    db,
    sql`select ${sql.raw(bucket)} as day, count(*)::text as n from members
        where created_at >= ${options.start.toISOString()}::timestamptz
          and created_at < ${options.end.toISOString()}::timestamptz
          ${options.memberId === undefined ? sql`` : sql`and id = ${options.memberId}`}
        group by 1`,
  );
  return new Map(rows.map((row) => [row.day, Number(row.n)]));
}

/**
 * The net outflow of each book account (`bookAccounts`) on each Bangkok day (or hour) in [start, end)
 * that had any: what its postings took from it less what they gave back.
 */
async function readBooks(
  db: Executor,
  options: { start: Date; end: Date; by: 'day' | 'hour'; memberId?: number | undefined },
): Promise<{ day: string; figure: BookFigure; amount: bigint }[]> {
  const bucket = options.by === 'hour' ? bangkokHourSql('t.created_at') : bangkokDaySql('t.created_at');
  const figureOf = new Map(bookFigures.map((figure) => [bookAccounts[figure].code, figure]));
  const rows = await queryRows<{ day: string; code: string; amount: string }>(
    db,
    sql`select ${sql.raw(bucket)} as day, a.code, (-sum(p.amount_satang))::text as amount
        from ledger_transactions t
        join ledger_postings p on p.transaction_id = t.id
        join ledger_accounts a on a.id = p.account_id
        where t.created_at >= ${options.start.toISOString()}::timestamptz
          and t.created_at < ${options.end.toISOString()}::timestamptz
          and a.code = any(${sql.param([...figureOf.keys()])}::text[]) ${ofMember(options.memberId)}
        group by 1, 2`,
  );
  return rows.map((row) => ({ day: row.day, figure: figureOf.get(row.code)!, amount: BigInt(row.amount) }));
}

/** Adds up days (counts and amounts); active players are not additive and are set by the caller. */
export function sumDays(day: string, list: DayFigures[]): DayFigures {
  const total = emptyDay(day);
  for (const figures of list) {
    total.depositCount += figures.depositCount;
    total.depositSatang += figures.depositSatang;
    total.withdrawalCount += figures.withdrawalCount;
    total.withdrawalSatang += figures.withdrawalSatang;
    total.firstDepositors += figures.firstDepositors;
    total.registrations += figures.registrations;
    total.betCount += figures.betCount;
    total.betSatang += figures.betSatang;
    total.winSatang += figures.winSatang;
    total.bonusSatang += figures.bonusSatang;
    total.referralSatang += figures.referralSatang;
    for (const figure of bookFigures) total[figure] += figures[figure];
  }
  return total;
}
