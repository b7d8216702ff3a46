import { randomUUID } from 'node:crypto';
import { bahtToSatang, satangToBahtNumber } from '@chaba/contracts/money';
import { startRound } from './fairness';
import type { GameOutcome, PreparedBet, SettledBet } from './games/catalogue';
import { recordRound, type GameSession } from './sessions';
import type { SettlementLog, SettlementOutbox } from './settlement-outbox';
import { retryWhileUnreachable, WalletUnreachableError, type WalletClient } from './wallet-client';

/**
 * One round, decided here and never in the browser: bet → outcome → win (amount 0 on a loss, so every
 * round is settled) → the balance of the last wallet answer. Trial sessions play the same round with
 * the session's play money and never call the wallet.
 *
 * A bet the wallet refuses (INSUFFICIENT_FUNDS, LIMIT_EXCEEDED: a limit the player set on themselves)
 * ends the round before it is played, with the balance; nothing is retried or rolled back.
 * When the wallet does not answer a bet, the bet is retried with the same transaction id (the wallet
 * is idempotent by it); when it still does not answer, the bet is rolled back, since we cannot know
 * whether it was taken. A win is written to the settlement outbox (the aggregator's database) before it
 * is sent and removed once the wallet answers; a win or rollback that cannot be delivered stays there.
 */

export interface RoundView {
  roundId: string;
  nonce: number;
  clientSeed: string;
  serverSeedHash: string;
  stakeSatang: number;
  returnSatang: number;
  bets: SettledBet[];
  outcome: GameOutcome;
}

export type RoundAnswer =
  | {
      status: 'OK';
      round: RoundView;
      balanceSatang: number;
      /** 'pending': the win is queued for retry, the balance shown is the expected one. */
      settlement: 'settled' | 'pending' | 'refused';
    }
  | { status: 'INSUFFICIENT_FUNDS'; balanceSatang: number }
  /** A limit the player set on themselves (loss limit, play time, time-out): no round, no retry. */
  | { status: 'LIMIT_EXCEEDED'; balanceSatang: number }
  | {
      status: 'INVALID_TOKEN' | 'PLAYER_BLOCKED' | 'WALLET_UNAVAILABLE' | 'WALLET_ERROR';
      balanceSatang?: number;
    };

export interface RoundDependencies {
  wallet: WalletClient;
  outbox: SettlementOutbox;
  log: SettlementLog;
  retry: { retries: number; delaysMs: readonly number[] };
  now: () => Date;
  /** Writes the session to the aggregator's database (its nonce, balance and rounds). */
  saveSession: (session: GameSession) => Promise<void>;
}

/** Call inside `serialize(session, …)`: it reads and writes the session's balance and nonce. */
export async function playRound(
  session: GameSession,
  prepared: PreparedBet,
  dependencies: RoundDependencies,
): Promise<RoundAnswer> {
  if (session.mode === 'trial') return playTrialRound(session, prepared, dependencies.now);
  const playerToken = session.playerToken;
  if (!playerToken) return { status: 'INVALID_TOKEN' };
  const round = { roundId: randomUUID(), playerToken };
  const refused = await placeBet(session, prepared.stakeSatang, round, dependencies);
  if (refused) return refused;

  const { nonce, clientSeed, random } = startRound(session.fairness);
  // The nonce is stored as taken before the outcome can be seen, so that no restart replays it.
  await dependencies.saveSession(session);
  const played = prepared.play(random);
  const view = roundView(session, round.roundId, nonce, clientSeed, prepared, played);
  const settlement = await settleWin(session, played.returnSatang, round, dependencies);
  recordRound(session, { ...view, at: dependencies.now().toISOString() });
  return { status: 'OK', round: view, balanceSatang: session.balanceSatang, settlement };
}

interface WalletRound {
  roundId: string;
  playerToken: string;
}

/**
 * The bet, retried while the wallet does not answer and rolled back when it never does. Gives the
 * answer to send when the round cannot go on, or undefined once the bet is taken.
 */
async function placeBet(
  session: GameSession,
  stakeSatang: number,
  { roundId, playerToken }: WalletRound,
  { wallet, outbox, log, retry }: RoundDependencies,
): Promise<RoundAnswer | undefined> {
  const betTransactionId = `${roundId}:bet`;
  const rollback = {
    player_token: playerToken,
    transaction_id: `${roundId}:rollback`,
    reference_transaction_id: betTransactionId,
    round_id: roundId,
  };
  // Owed from now until the win replaces it: a stop before then rolls the bet back (a rollback of a
  // bet the wallet never took changes nothing).
  await outbox.hold({ action: 'rollback', request: rollback });
  let betAnswer;
  try {
    betAnswer = await retryWhileUnreachable(
      () =>
        wallet.bet({
          player_token: playerToken,
          transaction_id: betTransactionId,
          round_id: roundId,
          game_code: session.gameCode,
          amount: satangToBahtNumber(BigInt(stakeSatang)),
        }),
      retry,
    );
  } catch (error) {
    if (!(error instanceof WalletUnreachableError)) {
      // The wallet answered and refused the call itself: no bet was taken.
      await outbox.delivered(rollback.transaction_id);
      throw error;
    }
    try {
      await retryWhileUnreachable(() => wallet.rollback(rollback), retry);
      await outbox.delivered(rollback.transaction_id);
    } catch (rollbackError) {
      if (!(rollbackError instanceof WalletUnreachableError)) throw rollbackError;
      await outbox.add({ action: 'rollback', request: rollback });
    }
    return { status: 'WALLET_UNAVAILABLE' };
  }
  if (betAnswer.balance !== undefined) session.balanceSatang = Number(bahtToSatang(betAnswer.balance));
  if (betAnswer.status !== 'OK') await outbox.delivered(rollback.transaction_id);
  switch (betAnswer.status) {
    case 'OK':
      return undefined;
    case 'INSUFFICIENT_FUNDS':
      return { status: 'INSUFFICIENT_FUNDS', balanceSatang: session.balanceSatang };
    // The wallet answered and took nothing: the round does not happen, and it is not a failure to
    // retry or roll back.
    case 'LIMIT_EXCEEDED':
      return { status: 'LIMIT_EXCEEDED', balanceSatang: session.balanceSatang };
    case 'INVALID_TOKEN':
    case 'PLAYER_BLOCKED':
      return { status: betAnswer.status };
    default:
      log.error({ roundId, answer: betAnswer }, 'wallet refused a bet for an unexpected reason');
      return { status: 'WALLET_ERROR', balanceSatang: session.balanceSatang };
  }
}

/** The win (amount 0 on a loss): when the wallet does not answer, it is queued and the balance expected. */
async function settleWin(
  session: GameSession,
  returnSatang: number,
  { roundId, playerToken }: WalletRound,
  { wallet, outbox, log, retry }: RoundDependencies,
): Promise<'settled' | 'pending' | 'refused'> {
  const balanceAfterBetSatang = session.balanceSatang;
  const win = {
    player_token: playerToken,
    transaction_id: `${roundId}:win`,
    round_id: roundId,
    game_code: session.gameCode,
    amount: satangToBahtNumber(BigInt(returnSatang)),
  };
  // Recorded before the first attempt, in place of the bet's rollback: if the aggregator stops before
  // the wallet answers, the win is still owed after its restart.
  await outbox.replace(`${roundId}:rollback`, { action: 'win', request: win });
  try {
    const winAnswer = await retryWhileUnreachable(() => wallet.win(win), retry);
    await outbox.delivered(win.transaction_id);
    if (winAnswer.balance !== undefined) session.balanceSatang = Number(bahtToSatang(winAnswer.balance));
    if (winAnswer.status === 'OK') return 'settled';
    log.error({ roundId, answer: winAnswer }, 'wallet refused a win');
    return 'refused';
  } catch (error) {
    // Any other failure is retried in the background too (and logged there if it is given up).
    await outbox.add({ action: 'win', request: win });
    if (!(error instanceof WalletUnreachableError)) throw error;
    session.balanceSatang = balanceAfterBetSatang + returnSatang;
    return 'pending';
  }
}

function playTrialRound(session: GameSession, prepared: PreparedBet, now: () => Date): RoundAnswer {
  if (prepared.stakeSatang > session.balanceSatang) {
    return { status: 'INSUFFICIENT_FUNDS', balanceSatang: session.balanceSatang };
  }
  session.balanceSatang -= prepared.stakeSatang;
  const { nonce, clientSeed, random } = startRound(session.fairness);
  const played = prepared.play(random);
  session.balanceSatang += played.returnSatang;
  const round = roundView(session, `trial-${randomUUID()}`, nonce, clientSeed, prepared, played);
  recordRound(session, { ...round, at: now().toISOString() });
  return { status: 'OK', round, balanceSatang: session.balanceSatang, settlement: 'settled' };
}

function roundView(
  session: GameSession,
  roundId: string,
  nonce: number,
  clientSeed: string,
  prepared: PreparedBet,
  played: ReturnType<PreparedBet['play']>,
): RoundView {
  return {
    roundId,
    nonce,
    clientSeed,
    serverSeedHash: session.fairness.serverSeedHash,
    stakeSatang: prepared.stakeSatang,
    returnSatang: played.returnSatang,
    bets: played.bets,
    outcome: played.outcome,
  };
}
