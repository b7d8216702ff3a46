import { createHash } from 'node:crypto';
import type { ProviderDatabase, Queryable } from '../../database';
import { hashServerSeed, newServerSeed } from '../../fairness';
import type { GameSession } from '../../sessions';
import type { SettlementLog, SettlementOutbox } from '../../settlement-outbox';
import type { WalletClient } from '../../wallet-client';
import type { YeekeeBetType } from './rules';
import { roundAt, type RoundSlot } from './schedule';

/**
 * The Yeekee lottery's rows (migration 2 of database.ts) and the views the page and the API show of
 * them. Every function takes the lottery's context first; lottery.ts puts them together.
 */

export const maxShotsPerRound = 10_000;
export const maxShotsPerSessionPerRound = 10;
/** Tickets of one session in one round (refused ones too): a bound on the rows one page can make. */
export const maxTicketsPerSessionPerRound = 50;
export const shownShots = 100;
export const shownResults = 10;
export const shownTickets = 20;

/** What every part of the lottery works with. */
export interface LotteryContext {
  db: ProviderDatabase;
  wallet: WalletClient;
  outbox: SettlementOutbox;
  log: SettlementLog;
  retry: { retries: number; delaysMs: readonly number[] };
  now: () => Date;
  roundMinutes: number;
}

export interface RoundView {
  key: string;
  date: string;
  number: number;
  opensAt: string;
  closesAt: string;
  status: 'open' | 'closed';
  serverSeedHash: string;
  /** Revealed once the round is closed. */
  serverSeed: string | null;
  shotCount: number;
  shotSum: number;
  seedNumber: number | null;
  result: string | null;
}

export interface ShotView {
  sequence: number;
  number: string;
  shooter: string;
  at: string;
  mine: boolean;
}

export interface TicketView {
  id: string;
  roundKey: string;
  roundNumber: number;
  status: 'pending' | 'open' | 'refused' | 'cancelled' | 'settled';
  refusal: string | null;
  stakeSatang: number;
  returnSatang: number | null;
  result: string | null;
  createdAt: string;
  lines: { betType: YeekeeBetType; number: string; stakeSatang: number; returnSatang: number | null }[];
}

export interface RoundRow {
  round_key: string;
  bangkok_date: string | Date;
  number: number;
  opens_at: Date | string;
  closes_at: Date | string;
  status: 'open' | 'closed';
  server_seed: string;
  server_seed_hash: string;
  shot_count: number;
  shot_sum: string | number;
  seed_number: number | null;
  result: string | null;
}

export interface TicketRow {
  id: string;
  round_key: string;
  session_hash: string;
  request_hash: string;
  mode: 'real' | 'trial';
  player_token: string | null;
  game_code: string;
  stake_satang: string | number;
  return_satang: string | number | null;
  status: TicketView['status'];
  refusal: string | null;
  created_at: Date | string;
}

export interface LineRow {
  ticket_id: string;
  line: number;
  bet_type: YeekeeBetType;
  number: string;
  stake_satang: string | number;
  return_satang: string | number | null;
}

export const iso = (value: Date | string) => new Date(value).toISOString();
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The key the lottery knows a session by: the same SHA-256 of its id as the sessions table. */
export const sessionKey = (session: GameSession) => sha256(session.id);

/** A shooter as the public list shows them: a short, stable pseudonym of the session, never its id. */
export const shooterName = (sessionHash: string) => `${sha256(`shooter:${sessionHash}`).slice(0, 4)}••`;

export function roundView(row: RoundRow): RoundView {
  const closed = row.status === 'closed';
  return {
    key: row.round_key,
    date: iso(row.bangkok_date).slice(0, 10),
    number: row.number,
    opensAt: iso(row.opens_at),
    closesAt: iso(row.closes_at),
    status: row.status,
    serverSeedHash: row.server_seed_hash,
    serverSeed: closed ? row.server_seed : null,
    shotCount: row.shot_count,
    shotSum: Number(row.shot_sum),
    seedNumber: closed ? row.seed_number : null,
    result: closed ? row.result : null,
  };
}

/** Makes the round's row (and its secret seed) if it has none yet. */
export async function ensureRound(c: LotteryContext, slot: RoundSlot, tx: Queryable = c.db): Promise<void> {
  const { db } = c;
  const s = db.schema;
  const serverSeed = newServerSeed();
  await tx.query(
    `insert into ${s}.yeekee_rounds
       (round_key, bangkok_date, number, opens_at, closes_at, server_seed, server_seed_hash, status)
     values ($1, $2, $3, $4, $5, $6, $7, 'open') on conflict (round_key) do nothing`,
    [slot.key, slot.date, slot.number, slot.opensAt, slot.closesAt, serverSeed, hashServerSeed(serverSeed)],
  );
}

/** The round open at `at`, locked for the transaction, or undefined once it has closed. */
export async function lockOpenRound(
  c: LotteryContext,
  tx: Queryable,
  at: Date,
): Promise<RoundRow | undefined> {
  const { db, roundMinutes } = c;
  const s = db.schema;
  const slot = roundAt(at, roundMinutes);
  await ensureRound(c, slot, tx);
  const [round] = await tx.query<RoundRow>(
    `select * from ${s}.yeekee_rounds where round_key = $1 for update`,
    [slot.key],
  );
  if (!round || round.status !== 'open' || at.getTime() >= new Date(round.closes_at).getTime()) {
    return undefined;
  }
  return round;
}

export async function readRound(c: LotteryContext, key: string): Promise<RoundRow | undefined> {
  const { db } = c;
  const s = db.schema;
  return (await db.query<RoundRow>(`select * from ${s}.yeekee_rounds where round_key = $1`, [key]))[0];
}

export async function ticketViews(c: LotteryContext, rows: TicketRow[]): Promise<TicketView[]> {
  const { db } = c;
  const s = db.schema;
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const lines = await db.query<LineRow>(
    `select * from ${s}.yeekee_ticket_lines where ticket_id = any($1) order by ticket_id, line`,
    [ids],
  );
  const rounds = await db.query<Pick<RoundRow, 'round_key' | 'number' | 'status' | 'result'>>(
    `select round_key, number, status, result from ${s}.yeekee_rounds where round_key = any($1)`,
    [[...new Set(rows.map((row) => row.round_key))]],
  );
  const roundByKey = new Map(rounds.map((round) => [round.round_key, round]));
  return rows.map((row) => {
    const round = roundByKey.get(row.round_key);
    return {
      id: row.id,
      roundKey: row.round_key,
      roundNumber: round?.number ?? 0,
      status: row.status,
      refusal: row.refusal,
      stakeSatang: Number(row.stake_satang),
      returnSatang: row.return_satang === null ? null : Number(row.return_satang),
      result: round?.status === 'closed' ? round.result : null,
      createdAt: iso(row.created_at),
      lines: lines
        .filter((line) => line.ticket_id === row.id)
        .map((line) => ({
          betType: line.bet_type,
          number: line.number,
          stakeSatang: Number(line.stake_satang),
          returnSatang: line.return_satang === null ? null : Number(line.return_satang),
        })),
    };
  });
}

export async function ticketView(c: LotteryContext, id: string): Promise<TicketView> {
  const { db } = c;
  const s = db.schema;
  const rows = await db.query<TicketRow>(`select * from ${s}.yeekee_tickets where id = $1`, [id]);
  const [view] = await ticketViews(c, rows);
  if (!view) throw new Error(`ticket ${id} vanished`);
  return view;
}

export async function shotsOf(
  c: LotteryContext,
  roundKey: string,
  sessionHash?: string,
  limit = maxShotsPerRound,
): Promise<ShotView[]> {
  const { db } = c;
  const s = db.schema;
  const rows = await db.query<{
    sequence: number;
    number: string;
    shooter: string;
    shot_at: Date | string;
    session_hash: string;
  }>(
    `select sequence, number, shooter, shot_at, session_hash from ${s}.yeekee_shots
     where round_key = $1 order by sequence desc limit $2`,
    [roundKey, limit],
  );
  return rows.map((row) => ({
    sequence: row.sequence,
    number: row.number,
    shooter: row.shooter,
    at: iso(row.shot_at),
    mine: row.session_hash === sessionHash,
  }));
}

/** A pending ticket's outcome; a ticket no longer pending keeps its own. */
export async function setTicketStatus(
  c: LotteryContext,
  id: string,
  status: TicketView['status'],
  refusal: string | null = null,
) {
  const { db } = c;
  const s = db.schema;
  await db.query(
    `update ${s}.yeekee_tickets set status = $2, refusal = $3 where id = $1 and status = 'pending'`,
    [id, status, refusal],
  );
}

/** The rollback of a ticket's bet. */
export const rollbackOf = (ticketId: string, playerToken: string) => ({
  player_token: playerToken,
  transaction_id: `${ticketId}:rollback`,
  reference_transaction_id: `${ticketId}:bet`,
  round_id: `yeekee:${ticketId}`,
});
