import type { Executor } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import { sql } from 'drizzle-orm';
import type { ReportPage, RowWindow } from './report-page';
import { instantsOf, type DayRange } from './report-range';

export interface GameReportRow {
  provider: string;
  gameCode: string | null;
  gameName: string | null;
  betSatang: bigint;
  winSatang: bigint;
  rounds: number;
  players: number;
}

/**
 * Per game (or per provider) over a range, from the ledger's game transactions: stakes less
 * rolled-back stakes, wins, and the rounds and players with a stake that stood. A rollback carries the bet's id, not its game: the
 * game is the bet's, found by the bet's idempotency key. Largest stakes first.
 */
export async function gameReport(
  db: Executor,
  options: { range: DayRange; group: 'game' | 'provider'; window: RowWindow },
): Promise<ReportPage<GameReportRow>> {
  const { start, end } = instantsOf(options.range);
  const byGame = options.group === 'game';
  const gameColumn = byGame ? sql`game_code` : sql`null::text`;
  const rows = await queryRows<{
    provider: string;
    game_code: string | null;
    game_name: string | null;
    bets: string;
    wins: string;
    rounds: string;
    players: string;
    total: string;
  }>(
    db,
    sql`with legs as (
          select t.id, t.event_type, t.metadata,
                 sum(greatest(p.amount_satang, 0)) as amount,
                 max(case when a.kind = 'game_provider' then substr(a.code, 15) end) as provider,
                 max(a.member_id) as member_id
          from ledger_transactions t
          join ledger_postings p on p.transaction_id = t.id
          join ledger_accounts a on a.id = p.account_id
          where t.created_at >= ${start.toISOString()}::timestamptz and t.created_at < ${end.toISOString()}::timestamptz
            and t.event_type in ('game_bet', 'game_win', 'game_rollback')
          group by t.id
        ), played as (
          select legs.*, coalesce(legs.metadata->>'gameCode', bet.metadata->>'gameCode', '') as game_code
          from legs
          left join ledger_transactions bet on legs.event_type = 'game_rollback'
            and bet.idempotency_key = 'game:' || legs.provider || ':' || (legs.metadata->>'reference')
        ), rounds as (
          -- A round counts, with its player, when a stake in it stood (was not rolled back).
          select provider, ${gameColumn} as game_code, metadata->>'roundId' as round_id, member_id
          from played where event_type in ('game_bet', 'game_rollback')
          group by 1, 2, 3, 4
          having sum(case when event_type = 'game_bet' then amount else -amount end) > 0
        ), round_totals as (
          select provider, game_code, count(*) as rounds, count(distinct member_id) as players
          from rounds group by 1, 2
        ), amounts as (
          select provider, ${gameColumn} as game_code,
            coalesce(sum(amount) filter (where event_type = 'game_bet'), 0)
              - coalesce(sum(amount) filter (where event_type = 'game_rollback'), 0) as bets,
            coalesce(sum(amount) filter (where event_type = 'game_win'), 0) as wins
          from played group by 1, 2
        ), grouped as (
          select a.provider, a.game_code, a.bets, a.wins,
                 coalesce(r.rounds, 0) as rounds, coalesce(r.players, 0) as players
          from amounts a
          left join round_totals r on r.provider = a.provider and r.game_code is not distinct from a.game_code
        )
        select g.provider, nullif(g.game_code, '') as game_code, games.name_th as game_name,
               g.bets::text as bets, g.wins::text as wins, g.rounds::text as rounds, g.players::text as players,
               count(*) over ()::text as total
        from grouped g
        left join games on games.provider = g.provider and games.code = g.game_code
        order by g.bets desc, g.provider, g.game_code
        limit ${options.window.limit} offset ${options.window.offset}`,
  );
  return {
    // A page past the end carries no row, so no total: the console never asks for one.
    total: Number(rows[0]?.total ?? 0),
    rows: rows.map((row) => ({
      provider: row.provider,
      gameCode: byGame ? row.game_code : null,
      gameName: byGame ? row.game_name : null,
      betSatang: BigInt(row.bets),
      winSatang: BigInt(row.wins),
      rounds: Number(row.rounds),
      players: Number(row.players),
    })),
  };
}
