import type { Executor } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import {
  gameTransactions,
  memberLogins,
  memberNotes,
  members,
  moneyRequests,
  staffAccounts,
} from '@chaba/db/schema';
import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { escapeLike } from './search-members';

const downline = alias(members, 'downline');

/**
 * The member page's long lists, newest first and a page at a time: `cursor` is the last id of the
 * previous page, `nextCursor` null on the last page. Each is one indexed query of at most a page.
 */
export interface PageOptions {
  memberId: number;
  cursor?: number;
  limit: number;
}

const pageSize = (options: PageOptions) => Math.min(options.limit, 200);

/** A page of rows fetched one longer than asked: the extra row says another page exists. */
function pageOf<Row>(rows: Row[], limit: number, idOf: (row: Row) => number) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, nextCursor: rows.length > limit && last !== undefined ? idOf(last) : null };
}

/** The postings on the member's own accounts (wallet, withdrawal hold, referral bonus). */
export async function listMemberLedger(db: Executor, options: PageOptions) {
  const limit = pageSize(options);
  const rows = await queryRows<{
    id: string;
    transaction_id: string;
    event_type: string;
    kind: string;
    amount: string;
    created_at: string;
  }>(
    db,
    sql`select p.id::text, p.transaction_id::text, t.event_type, a.kind, p.amount_satang::text as amount, p.created_at
        from ledger_accounts a
        join ledger_postings p on p.account_id = a.id
        join ledger_transactions t on t.id = p.transaction_id
        where a.member_id = ${options.memberId}
          ${options.cursor === undefined ? sql`` : sql`and p.id < ${options.cursor}`}
        order by p.id desc limit ${limit + 1}`,
  );
  return pageOf(
    rows.map((row) => ({
      id: Number(row.id),
      transactionId: Number(row.transaction_id),
      eventType: row.event_type,
      accountKind: row.kind,
      amountSatang: BigInt(row.amount),
      createdAt: new Date(row.created_at),
    })),
    limit,
    (row) => row.id,
  );
}

/** The member's deposits and withdrawals, of one type or both. */
export async function listMemberRequests(
  db: Executor,
  options: PageOptions & { type?: 'deposit' | 'withdraw' },
) {
  const limit = pageSize(options);
  const rows = await db
    .select()
    .from(moneyRequests)
    .where(
      and(
        eq(moneyRequests.memberId, options.memberId),
        options.type === undefined ? undefined : eq(moneyRequests.type, options.type),
        options.cursor === undefined ? undefined : lt(moneyRequests.id, options.cursor),
      ),
    )
    .orderBy(desc(moneyRequests.id))
    .limit(limit + 1);
  return pageOf(rows, limit, (row) => row.id);
}

/** The bet log's filters: start of the round in [from, to), game or studio text, won or lost. */
export interface RoundFilters {
  from?: Date | undefined;
  to?: Date | undefined;
  /** Part of the game's code or of its Thai or English name, any case. */
  game?: string | undefined;
  /** Part of the studio's name, any case. */
  studio?: string | undefined;
  /** The round's game code, exactly (the bet log's game select, from `listMemberRoundGames`). */
  gameCode?: string | undefined;
  /** The catalogue studio of the round's game (the bet log's studio select). */
  studioId?: number | undefined;
  /** `won`: the round paid more than was bet; `lost`: less (a round that paid its stake back is neither). */
  outcome?: 'won' | 'lost' | undefined;
}

/** A round's calls are read from a day either side of the range: a round rarely spans more. */
const roundSpanMs = 86_400_000;

/**
 * The member's game rounds (the bet log) with what was bet, won and rolled back in each, and the
 * game's names and studio from the catalogue (none for a code the catalogue does not know), filtered
 * by `RoundFilters`; a round's id on the page is the id of its first wallet call.
 */
export async function listMemberRounds(db: Executor, options: PageOptions & RoundFilters) {
  const limit = pageSize(options);
  const contains = (text: string | undefined) => (text ? `%${escapeLike(text.trim())}%` : undefined);
  const game = contains(options.game);
  const studio = contains(options.studio);
  const rows = await queryRows<{
    id: string;
    provider: string;
    round_id: string;
    game_code: string | null;
    bet: string;
    win: string;
    rolled_back: string;
    started_at: string;
    name_th: string | null;
    name_en: string | null;
    name_cn: string | null;
    studio: string | null;
  }>(
    db,
    sql`select * from (select r.*, g.name_th, g.name_en, g.name_cn, s.name as studio, s.id as studio_id
        from (select min(id)::text as id, provider, round_id, max(game_code) as game_code,
          coalesce(sum(amount_satang) filter (where kind = 'bet' and status = 'applied'), 0)::text as bet,
          coalesce(sum(amount_satang) filter (where kind = 'win' and status = 'applied'), 0)::text as win,
          coalesce(sum(amount_satang) filter (where kind = 'bet' and status = 'rolled_back'), 0)::text as rolled_back,
          min(created_at) as started_at
        from game_transactions where member_id = ${options.memberId}
          ${options.from ? sql`and created_at >= ${new Date(options.from.getTime() - roundSpanMs).toISOString()}::timestamptz` : sql``}
          ${options.to ? sql`and created_at < ${new Date(options.to.getTime() + roundSpanMs).toISOString()}::timestamptz` : sql``}
        group by provider, round_id
        having true
          ${options.cursor === undefined ? sql`` : sql`and min(id) < ${options.cursor}`}
          ${options.from ? sql`and min(created_at) >= ${options.from.toISOString()}::timestamptz` : sql``}
          ${options.to ? sql`and min(created_at) < ${options.to.toISOString()}::timestamptz` : sql``}
        ) r
        left join games g on g.provider = r.provider and g.code = r.game_code
        left join game_studios s on s.id = g.studio_id) round
        where true
          ${game ? sql`and (round.game_code ilike ${game} or round.name_th ilike ${game} or round.name_en ilike ${game})` : sql``}
          ${studio ? sql`and round.studio ilike ${studio}` : sql``}
          ${options.gameCode === undefined ? sql`` : sql`and round.game_code = ${options.gameCode}`}
          ${options.studioId === undefined ? sql`` : sql`and round.studio_id = ${options.studioId}`}
          ${options.outcome === 'won' ? sql`and round.win::bigint > round.bet::bigint` : sql``}
          ${options.outcome === 'lost' ? sql`and round.win::bigint < round.bet::bigint` : sql``}
        order by round.id::bigint desc limit ${limit + 1}`,
  );
  return pageOf(
    rows.map((row) => ({
      id: Number(row.id),
      provider: row.provider,
      roundId: row.round_id,
      gameCode: row.game_code,
      betSatang: BigInt(row.bet),
      winSatang: BigInt(row.win),
      rolledBackSatang: BigInt(row.rolled_back),
      startedAt: new Date(row.started_at),
      gameNames:
        row.name_th === null ? null : { th: row.name_th, en: row.name_en ?? '', cn: row.name_cn ?? '' },
      studio: row.studio,
    })),
    limit,
    (row) => row.id,
  );
}

/**
 * One of the member's rounds, named by the id of its first wallet call (as in the bet log): each
 * wallet call the aggregator made in it, oldest first; null when it is not a round of this member.
 */
export async function readMemberRound(db: Executor, options: { memberId: number; roundRowId: number }) {
  const [first] = await db
    .select({ provider: gameTransactions.provider, roundId: gameTransactions.roundId })
    .from(gameTransactions)
    .where(and(eq(gameTransactions.id, options.roundRowId), eq(gameTransactions.memberId, options.memberId)));
  if (!first) return null;
  return db
    .select()
    .from(gameTransactions)
    .where(
      and(
        eq(gameTransactions.memberId, options.memberId),
        eq(gameTransactions.provider, first.provider),
        eq(gameTransactions.roundId, first.roundId),
      ),
    )
    .orderBy(asc(gameTransactions.id))
    .limit(roundCallsShown);
}

/** A round's detail shows at most this many wallet calls. */
const roundCallsShown = 200;

/** The members `level` steps below the member in the referral tree (1: those they referred). */
export async function listMemberDownline(db: Executor, options: PageOptions & { level: 1 | 2 | 3 }) {
  const limit = pageSize(options);
  const chain =
    options.level === 1
      ? sql`${downline.referrerId} = ${options.memberId}`
      : options.level === 2
        ? sql`${downline.referrerId} in (select l1.id from members l1 where l1.referrer_id = ${options.memberId})`
        : sql`${downline.referrerId} in (select l2.id from members l2 join members l1 on l2.referrer_id = l1.id
            where l1.referrer_id = ${options.memberId})`;
  const rows = await db
    .select({ id: downline.id, phone: downline.phone, name: downline.name, createdAt: downline.createdAt })
    .from(downline)
    .where(and(chain, options.cursor === undefined ? undefined : lt(downline.id, options.cursor)))
    .orderBy(desc(downline.id))
    .limit(limit + 1);
  return pageOf(rows, limit, (row) => row.id);
}

/** The member's logins: when, from which address and device. */
export async function listMemberLogins(db: Executor, options: PageOptions) {
  const limit = pageSize(options);
  const rows = await db
    .select()
    .from(memberLogins)
    .where(
      and(
        eq(memberLogins.memberId, options.memberId),
        options.cursor === undefined ? undefined : lt(memberLogins.id, options.cursor),
      ),
    )
    .orderBy(desc(memberLogins.id))
    .limit(limit + 1);
  return pageOf(rows, limit, (row) => row.id);
}

/** Staff notes on the member, with who wrote each. */
export async function listMemberNotes(db: Executor, options: PageOptions) {
  const limit = pageSize(options);
  const rows = await db
    .select({ note: memberNotes, username: staffAccounts.username })
    .from(memberNotes)
    .innerJoin(staffAccounts, eq(staffAccounts.id, memberNotes.staffId))
    .where(
      and(
        eq(memberNotes.memberId, options.memberId),
        options.cursor === undefined ? undefined : lt(memberNotes.id, options.cursor),
      ),
    )
    .orderBy(desc(memberNotes.id))
    .limit(limit + 1);
  return pageOf(rows, limit, (row) => row.note.id);
}

/**
 * The games the member has played, for the bet log's game and studio selects: each code with its
 * names and studio from the catalogue (none for a code the catalogue does not know), by name; and
 * the studios among them. One pass over the member's wallet calls (their index), at most `limit`.
 */
export async function listMemberRoundGames(db: Executor, options: { memberId: number; limit?: number }) {
  const rows = await queryRows<{
    game_code: string;
    name_th: string | null;
    name_en: string | null;
    name_cn: string | null;
    studio_id: number | null;
    studio: string | null;
  }>(
    db,
    sql`select played.game_code, min(g.name_th) as name_th, min(g.name_en) as name_en,
          min(g.name_cn) as name_cn, min(s.id) as studio_id, min(s.name) as studio
        from (select distinct provider, game_code from game_transactions
          where member_id = ${options.memberId} and game_code is not null) played
        left join games g on g.provider = played.provider and g.code = played.game_code
        left join game_studios s on s.id = g.studio_id
        group by played.game_code
        order by coalesce(min(g.name_en), played.game_code)
        limit ${options.limit ?? 500}`,
  );
  const games = rows.map((row) => ({
    code: row.game_code,
    names: row.name_th === null ? null : { th: row.name_th, en: row.name_en ?? '', cn: row.name_cn ?? '' },
    studioId: row.studio_id === null ? null : Number(row.studio_id),
  }));
  const studios = new Map<number, string>();
  for (const row of rows)
    if (row.studio_id !== null && row.studio) studios.set(Number(row.studio_id), row.studio);
  return {
    games,
    studios: [...studios].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
  };
}
