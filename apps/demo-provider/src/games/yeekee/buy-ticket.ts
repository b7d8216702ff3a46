import { randomUUID } from 'node:crypto';
import { bahtToSatang, satangToBahtNumber } from '@chaba/contracts/money';
import type { Queryable } from '../../database';
import type { GameSession } from '../../sessions';
import { retryWhileUnreachable, WalletUnreachableError } from '../../wallet-client';
import { betTypeRules, type YeekeeBetType, type YeekeeLine } from './rules';
import {
  lockOpenRound,
  maxTicketsPerSessionPerRound,
  rollbackOf,
  sessionKey,
  setTicketStatus,
  sha256,
  ticketView,
  type LotteryContext,
  type TicketRow,
  type TicketView,
} from './store';

/**
 * Buying a Yeekee ticket (decision 0027): one row `pending` under a lock on the round's row (the round
 * still open, every number within its limit), then one wallet bet for its lines together, whose answer
 * makes it `open` or `refused`; a bet with no answer is rolled back and the ticket `cancelled`.
 */

export type BuyAnswer =
  | { status: 'OK'; ticket: TicketView; balanceSatang: number }
  | { status: 'ROUND_CLOSED' | 'TOO_MANY_TICKETS' | 'PURCHASE_MISMATCH' | 'INVALID_TOKEN' | 'PLAYER_BLOCKED' }
  | { status: 'NUMBER_FULL'; betType: YeekeeBetType; number: string; availableBaht: number }
  | {
      status: 'INSUFFICIENT_FUNDS' | 'LIMIT_EXCEEDED' | 'WALLET_UNAVAILABLE' | 'WALLET_ERROR';
      balanceSatang: number;
    };

/**
 * The numbers already full in this round: the stake of every real ticket still in play on the same
 * bet type and number, plus this ticket's, must stay within the type's limit.
 */
async function firstFullLine(
  c: LotteryContext,
  tx: Queryable,
  roundKey: string,
  lines: readonly YeekeeLine[],
): Promise<Extract<BuyAnswer, { status: 'NUMBER_FULL' }> | undefined> {
  const { db } = c;
  const s = db.schema;
  for (const line of lines) {
    const [row] = await tx.query<{ staked: string | number }>(
      `select coalesce(sum(l.stake_satang), 0) as staked
       from ${s}.yeekee_ticket_lines l join ${s}.yeekee_tickets t on t.id = l.ticket_id
       where l.round_key = $1 and l.bet_type = $2 and l.number = $3
         and t.mode = 'real' and t.status in ('pending', 'open', 'settled')`,
      [roundKey, line.betType, line.number],
    );
    const limitSatang = betTypeRules[line.betType].maxPerNumberBaht * 100;
    const stakedSatang = Number(row?.staked ?? 0);
    if (stakedSatang + line.amountBaht * 100 > limitSatang) {
      return {
        status: 'NUMBER_FULL',
        betType: line.betType,
        number: line.number,
        availableBaht: Math.max(0, Math.floor((limitSatang - stakedSatang) / 100)),
      };
    }
  }
  return undefined;
}

/**
 * Buys a ticket for the round open now. Idempotent by the page's purchase id: the same id again
 * answers the same ticket (another ticket under that id is PURCHASE_MISMATCH). Call inside
 * `serialize(session, …)`: a trial ticket moves the session's play money.
 */
export async function buyTicket(
  c: LotteryContext,
  session: GameSession,
  purchase: { purchaseId: string; lines: YeekeeLine[] },
): Promise<BuyAnswer> {
  const { db, now } = c;
  const s = db.schema;
  const sessionHash = sessionKey(session);
  const requestHash = sha256(
    JSON.stringify(purchase.lines.map((line) => [line.betType, line.number, line.amountBaht])),
  );
  const stakeSatang = purchase.lines.reduce((sum, line) => sum + line.amountBaht * 100, 0);
  const at = now();
  type Claim =
    | { kind: 'existing'; id: string }
    | { kind: 'created'; id: string }
    | { kind: 'mismatch' | 'closed' | 'poor' | 'tooMany' }
    | { kind: 'full'; full: Extract<BuyAnswer, { status: 'NUMBER_FULL' }> };
  const claimed = await db.transaction(async (tx): Promise<Claim> => {
    const [existing] = await tx.query<TicketRow>(
      `select * from ${s}.yeekee_tickets where session_hash = $1 and purchase_id = $2`,
      [sessionHash, purchase.purchaseId],
    );
    if (existing) {
      return existing.request_hash === requestHash
        ? { kind: 'existing', id: existing.id }
        : { kind: 'mismatch' };
    }
    const round = await lockOpenRound(c, tx, at);
    if (!round) return { kind: 'closed' };
    const [mine] = await tx.query<{ count: number }>(
      `select count(*)::int as count from ${s}.yeekee_tickets where round_key = $1 and session_hash = $2`,
      [round.round_key, sessionHash],
    );
    if ((mine?.count ?? 0) >= maxTicketsPerSessionPerRound) return { kind: 'tooMany' };
    if (session.mode === 'trial' && stakeSatang > session.balanceSatang) return { kind: 'poor' };
    if (session.mode === 'real') {
      const full = await firstFullLine(c, tx, round.round_key, purchase.lines);
      if (full) return { kind: 'full', full };
    }
    const id = await insertTicket(c, tx, {
      round: round.round_key,
      session,
      sessionHash,
      purchase,
      requestHash,
      stakeSatang,
      at,
    });
    return { kind: 'created', id };
  });

  switch (claimed.kind) {
    case 'mismatch':
      return { status: 'PURCHASE_MISMATCH' };
    case 'closed':
      return { status: 'ROUND_CLOSED' };
    case 'tooMany':
      return { status: 'TOO_MANY_TICKETS' };
    case 'poor':
      return { status: 'INSUFFICIENT_FUNDS', balanceSatang: session.balanceSatang };
    case 'full':
      return claimed.full;
    case 'existing':
      return answerFor(await ticketView(c, claimed.id), session);
    case 'created':
      if (session.mode === 'real') return placeBet(c, session, claimed.id, stakeSatang);
      session.balanceSatang -= stakeSatang;
      return { status: 'OK', ticket: await ticketView(c, claimed.id), balanceSatang: session.balanceSatang };
  }
}

/** The answer a ticket already bought gives again (a replayed purchase). */
function answerFor(ticket: TicketView, session: GameSession): BuyAnswer {
  if (
    ticket.status === 'refused' &&
    (ticket.refusal === 'INSUFFICIENT_FUNDS' || ticket.refusal === 'LIMIT_EXCEEDED')
  ) {
    return { status: ticket.refusal, balanceSatang: session.balanceSatang };
  }
  if (ticket.status === 'cancelled')
    return { status: 'WALLET_UNAVAILABLE', balanceSatang: session.balanceSatang };
  return { status: 'OK', ticket, balanceSatang: session.balanceSatang };
}

async function placeBet(
  c: LotteryContext,
  session: GameSession,
  ticketId: string,
  stakeSatang: number,
): Promise<BuyAnswer> {
  const { wallet, outbox, log, retry } = c;
  const playerToken = session.playerToken;
  if (!playerToken) {
    await setTicketStatus(c, ticketId, 'refused', 'INVALID_TOKEN');
    return { status: 'INVALID_TOKEN' };
  }
  const roundId = `yeekee:${ticketId}`;
  let answer;
  try {
    answer = await retryWhileUnreachable(
      () =>
        wallet.bet({
          player_token: playerToken,
          transaction_id: `${ticketId}:bet`,
          round_id: roundId,
          game_code: session.gameCode,
          amount: satangToBahtNumber(BigInt(stakeSatang)),
        }),
      retry,
    );
  } catch (error) {
    if (!(error instanceof WalletUnreachableError)) {
      await setTicketStatus(c, ticketId, 'refused', 'WALLET_ERROR');
      throw error;
    }
    // Whether the wallet took the bet is unknown: it is rolled back, now or by the outbox.
    await outbox.add({ action: 'rollback', request: rollbackOf(ticketId, playerToken) });
    await setTicketStatus(c, ticketId, 'cancelled', 'WALLET_UNAVAILABLE');
    void outbox.flush();
    return { status: 'WALLET_UNAVAILABLE', balanceSatang: session.balanceSatang };
  }
  if (answer.balance !== undefined) session.balanceSatang = Number(bahtToSatang(answer.balance));
  switch (answer.status) {
    case 'OK':
      await setTicketStatus(c, ticketId, 'open');
      return { status: 'OK', ticket: await ticketView(c, ticketId), balanceSatang: session.balanceSatang };
    case 'INSUFFICIENT_FUNDS':
    case 'LIMIT_EXCEEDED':
      await setTicketStatus(c, ticketId, 'refused', answer.status);
      return { status: answer.status, balanceSatang: session.balanceSatang };
    case 'INVALID_TOKEN':
    case 'PLAYER_BLOCKED':
      await setTicketStatus(c, ticketId, 'refused', answer.status);
      return { status: answer.status };
    default:
      log.error({ ticketId, answer }, 'wallet refused a Yeekee bet for an unexpected reason');
      await setTicketStatus(c, ticketId, 'refused', 'WALLET_ERROR');
      return { status: 'WALLET_ERROR', balanceSatang: session.balanceSatang };
  }
}

/** Writes a ticket and its lines; a real one `pending` until the wallet answers its bet. */
async function insertTicket(
  c: LotteryContext,
  tx: Queryable,
  ticket: {
    round: string;
    session: GameSession;
    sessionHash: string;
    purchase: { purchaseId: string; lines: YeekeeLine[] };
    requestHash: string;
    stakeSatang: number;
    at: Date;
  },
): Promise<string> {
  const s = c.db.schema;
  const id = randomUUID();
  await tx.query(
    `insert into ${s}.yeekee_tickets (id, round_key, session_hash, purchase_id, request_hash, mode,
       player_token, game_code, stake_satang, status, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      id,
      ticket.round,
      ticket.sessionHash,
      ticket.purchase.purchaseId,
      ticket.requestHash,
      ticket.session.mode,
      ticket.session.playerToken ?? null,
      ticket.session.gameCode,
      ticket.stakeSatang,
      ticket.session.mode === 'trial' ? 'open' : 'pending',
      ticket.at,
    ],
  );
  for (const [index, line] of ticket.purchase.lines.entries()) {
    await tx.query(
      `insert into ${s}.yeekee_ticket_lines (ticket_id, line, round_key, bet_type, number, stake_satang)
       values ($1, $2, $3, $4, $5, $6)`,
      [id, index, ticket.round, line.betType, line.number, line.amountBaht * 100],
    );
  }
  return id;
}
