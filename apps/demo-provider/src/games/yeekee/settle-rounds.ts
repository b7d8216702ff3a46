import { satangToBahtNumber } from '@chaba/contracts/money';
import { retryWhileUnreachable, WalletUnreachableError } from '../../wallet-client';
import { computeResult } from './result';
import { lineReturnSatang } from './rules';
import {
  rollbackOf,
  setTicketStatus,
  type LineRow,
  type LotteryContext,
  type RoundRow,
  type TicketRow,
} from './store';

/**
 * Closing Yeekee rounds and settling their tickets (decision 0027): a round whose time is up gets its
 * result in one transaction; each `open` ticket of a closed round has its win held in the outbox before
 * it is marked `settled`, then sent. A stop at any step ends, at the next start, with the win sent
 * again under the same transaction id, which the wallet answers once.
 */

const settleBatch = 200;

/** Closes every round whose time is up: its result from the shots and its seed, in one transaction. */
export async function closeDueRounds(c: LotteryContext): Promise<void> {
  const { db, now } = c;
  const s = db.schema;
  const due = await db.query<{ round_key: string }>(
    `select round_key from ${s}.yeekee_rounds where status = 'open' and closes_at <= $1
     order by closes_at limit 100`,
    [now()],
  );
  for (const { round_key: key } of due) {
    await db.transaction(async (tx) => {
      const [round] = await tx.query<RoundRow>(
        `select * from ${s}.yeekee_rounds where round_key = $1 for update`,
        [key],
      );
      if (!round || round.status !== 'open') return;
      const shots = await tx.query<{ number: string }>(
        `select number from ${s}.yeekee_shots where round_key = $1 order by sequence`,
        [key],
      );
      const computed = computeResult({
        serverSeed: round.server_seed,
        roundKey: key,
        shots: shots.map((shot) => shot.number),
      });
      if (computed.shotSum !== Number(round.shot_sum) || shots.length !== round.shot_count) {
        throw new Error(`Yeekee round ${key}: the shots do not add up to the round's sum`);
      }
      await tx.query(
        `update ${s}.yeekee_rounds set status = 'closed', seed_number = $2, result = $3, closed_at = $4
         where round_key = $1`,
        [key, computed.seedNumber, computed.result, now()],
      );
    });
  }
}

/** Settles the open tickets of closed rounds: each line on the result, one win per ticket. */
export async function settleClosedRounds(c: LotteryContext, stopping: () => boolean): Promise<void> {
  const { db, wallet, outbox, log, retry, now } = c;
  const s = db.schema;
  const tickets = await db.query<TicketRow & { result: string }>(
    `select t.*, r.result from ${s}.yeekee_tickets t join ${s}.yeekee_rounds r on r.round_key = t.round_key
     where t.status = 'open' and r.status = 'closed' order by t.created_at limit ${settleBatch}`,
  );
  for (const ticket of tickets) {
    if (stopping()) return;
    const lines = await db.query<LineRow>(
      `select * from ${s}.yeekee_ticket_lines where ticket_id = $1 order by line`,
      [ticket.id],
    );
    const returns = lines.map((line) =>
      lineReturnSatang(
        { betType: line.bet_type, number: line.number, amountBaht: Number(line.stake_satang) / 100 },
        ticket.result,
      ),
    );
    const returnSatang = returns.reduce((sum, value) => sum + value, 0);
    const win =
      ticket.mode === 'real' && ticket.player_token
        ? {
            player_token: ticket.player_token,
            transaction_id: `${ticket.id}:win`,
            round_id: `yeekee:${ticket.id}`,
            game_code: ticket.game_code,
            amount: satangToBahtNumber(BigInt(returnSatang)),
          }
        : undefined;
    // Owed from before the ticket says settled: a stop between the two sends it at the next start.
    if (win) await outbox.hold({ action: 'win', request: win });
    const settled = await db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: string }>(
        `update ${s}.yeekee_tickets set status = 'settled', return_satang = $2, settled_at = $3
         where id = $1 and status = 'open' returning id`,
        [ticket.id, returnSatang, now()],
      );
      if (!row) return false;
      for (const [index, line] of lines.entries()) {
        await tx.query(
          `update ${s}.yeekee_ticket_lines set return_satang = $3 where ticket_id = $1 and line = $2`,
          [ticket.id, line.line, returns[index]],
        );
      }
      return true;
    });
    if (!win) continue;
    if (!settled) {
      // Settled before (this pass held the win again): the outbox sends it, answered as a replay.
      await outbox.add({ action: 'win', request: win });
      continue;
    }
    try {
      const answer = await retryWhileUnreachable(() => wallet.win(win), retry);
      await outbox.delivered(win.transaction_id);
      if (answer.status !== 'OK') log.error({ ticketId: ticket.id, answer }, 'wallet refused a Yeekee win');
    } catch (error) {
      await outbox.add({ action: 'win', request: win });
      if (!(error instanceof WalletUnreachableError)) {
        log.error({ ticketId: ticket.id, error: String(error) }, 'Yeekee win failed');
      }
    }
  }
}

/** Tickets a stopped process left `pending`: their bets are rolled back and they are cancelled. */
export async function recoverPendingTickets(c: LotteryContext): Promise<void> {
  const { db, outbox } = c;
  const s = db.schema;
  const pending = await db.query<TicketRow>(
    `select * from ${s}.yeekee_tickets where status = 'pending' and mode = 'real' limit 1000`,
  );
  for (const ticket of pending) {
    if (ticket.player_token) {
      await outbox.add({ action: 'rollback', request: rollbackOf(ticket.id, ticket.player_token) });
    }
    await setTicketStatus(c, ticket.id, 'cancelled', 'WALLET_UNAVAILABLE');
  }
}
