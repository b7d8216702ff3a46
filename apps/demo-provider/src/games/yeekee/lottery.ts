import type { GameSession } from '../../sessions';
import { buyTicket } from './buy-ticket';
import { nextRound, roundAt, roundOfKey, type RoundSlot } from './schedule';
import { closeDueRounds, recoverPendingTickets, settleClosedRounds } from './settle-rounds';
import { shootNumber } from './shoot-number';
import {
  ensureRound,
  readRound,
  roundView,
  sessionKey,
  shotsOf,
  shownResults,
  shownShots,
  shownTickets,
  ticketViews,
  type LotteryContext,
  type RoundRow,
  type RoundView,
  type ShotView,
  type TicketRow,
} from './store';

/**
 * The Yeekee lottery of the demo aggregator (decision 0027): its rounds, the numbers players shoot,
 * tickets bought through the signed wallet, and the settlement of every ticket when its round closes.
 * Everything is in the aggregator's database (migration 2), so that a round closing while the process
 * is stopped is closed and settled at the next start, once.
 *
 * A real ticket is one wallet bet (its lines together) and one win (0 when nothing won), under the
 * round id `yeekee:<ticket id>`. Its row is written `pending` before the bet is sent; the bet's answer
 * makes it `open` (or `refused`). A `pending` row found at start belongs to a process that stopped
 * before the answer: its bet is rolled back through the outbox (a rollback of a bet never taken changes
 * nothing) and the ticket is `cancelled`. At the close, an `open` ticket's win is held in the outbox
 * before the ticket is marked `settled`, and sent; the wallet is idempotent by transaction id, so a stop
 * at any moment ends with the win paid once.
 */

export {
  maxShotsPerRound,
  maxShotsPerSessionPerRound,
  maxTicketsPerSessionPerRound,
  sessionKey,
  shooterName,
  type RoundView,
  type ShotView,
  type TicketView,
} from './store';
export type { BuyAnswer } from './buy-ticket';
export type { ShootAnswer } from './shoot-number';

export interface YeekeeOptions extends LotteryContext {
  /** How often due rounds are closed and settled. */
  tickMs?: number;
}

export type YeekeeLottery = ReturnType<typeof createYeekeeLottery>;

export function createYeekeeLottery(options: YeekeeOptions) {
  const { tickMs, ...context } = options;
  let ticking: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  /** The round this process last made sure of (with the next one): a new one only when it changes. */
  let ensuredKey: string | undefined;

  /** One pass: the current and next rounds exist, due rounds are closed, their tickets settled. */
  function tick(): Promise<void> {
    if (stopped) return Promise.resolve();
    ticking ??= (async () => {
      const current = roundAt(context.now(), context.roundMinutes);
      if (current.key !== ensuredKey) {
        await ensureRound(context, current);
        await ensureRound(context, nextRound(current, context.roundMinutes));
        ensuredKey = current.key;
      }
      await closeDueRounds(context);
      await settleClosedRounds(context, () => stopped);
    })()
      .catch((error: unknown) => context.log.error({ error: String(error) }, 'Yeekee pass failed'))
      .finally(() => (ticking = undefined));
    return ticking;
  }

  return {
    roundMinutes: context.roundMinutes,
    tick,
    /** Call inside `serialize(session, …)`: a trial ticket moves the session's play money. */
    buyTicket: (session: GameSession, purchase: Parameters<typeof buyTicket>[2]) =>
      buyTicket(context, session, purchase),
    shoot: (session: GameSession, number: string) => shootNumber(context, session, number),
    state: (session: GameSession) => lotteryState(context, session),
    round: (key: string) => publishedRound(context, key),
    creditTrialWins: (session: GameSession) => creditTrialWins(context, session),

    /**
     * Recovers what a stopped process left (before any new ticket can be pending), then closes and
     * settles at once, in the background, and every `tickMs`.
     */
    async start(): Promise<void> {
      await recoverPendingTickets(context);
      void tick();
      timer = setInterval(() => void tick(), tickMs ?? 1_000);
      timer.unref();
    },

    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      stopped = true;
      await ticking;
    },
  };
}

/** What the game page shows: the round open now, its shots, the next round's hash, recent results. */
async function lotteryState(c: LotteryContext, session: GameSession) {
  const s = c.db.schema;
  const sessionHash = sessionKey(session);
  const at = c.now();
  const current = roundAt(at, c.roundMinutes);
  const next = nextRound(current, c.roundMinutes);
  const [currentRow, nextRow] = [await madeRound(c, current), await madeRound(c, next)];
  const results = await c.db.query<RoundRow>(
    `select * from ${s}.yeekee_rounds where status = 'closed' order by closes_at desc limit ${shownResults}`,
  );
  const tickets = await c.db.query<TicketRow>(
    `select * from ${s}.yeekee_tickets where session_hash = $1 order by created_at desc limit ${shownTickets}`,
    [sessionHash],
  );
  return {
    now: at.toISOString(),
    round: currentRow ? roundView(currentRow) : null,
    nextRound: nextRow ? { ...roundView(nextRow), serverSeed: null } : null,
    shots: await shotsOf(c, current.key, sessionHash, shownShots),
    results: results.map(roundView),
    tickets: await ticketViews(c, tickets),
  };
}

/** The round's row, made first if the pass every second has not made it yet. */
async function madeRound(c: LotteryContext, slot: RoundSlot): Promise<RoundRow | undefined> {
  const row = await readRound(c, slot.key);
  if (row) return row;
  await ensureRound(c, slot);
  return readRound(c, slot.key);
}

/** A round with every shot, for the verify view and anyone's own recomputation. */
async function publishedRound(
  c: LotteryContext,
  key: string,
): Promise<{ round: RoundView; shots: ShotView[] } | undefined> {
  if (!roundOfKey(key, c.roundMinutes)) return undefined;
  const row = await readRound(c, key);
  if (!row) return undefined;
  return { round: roundView(row), shots: (await shotsOf(c, key)).reverse() };
}

/**
 * Trial tickets settled since the page last asked: their returns go into the session's play money.
 * Call inside `serialize(session, …)`, then save the session.
 */
async function creditTrialWins(c: LotteryContext, session: GameSession): Promise<boolean> {
  if (session.mode !== 'trial') return false;
  const rows = await c.db.query<{ return_satang: string | number }>(
    `update ${c.db.schema}.yeekee_tickets set trial_credited = true
     where session_hash = $1 and mode = 'trial' and status = 'settled' and not trial_credited
     returning return_satang`,
    [sessionKey(session)],
  );
  if (rows.length === 0) return false;
  session.balanceSatang += rows.reduce((sum, row) => sum + Number(row.return_satang ?? 0), 0);
  return true;
}
