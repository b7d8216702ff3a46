import type { Hub88Status } from '@chaba/contracts/hub88-wallet';
import type { Executor } from '@chaba/db/client';
import { members } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import type { WalletAnswer } from './game-transactions';
import { memberIdOfHub88User } from './hub88-user';
import { placeBet } from './place-bet';
import { readPlayerBalance } from './read-player-balance';
import { rollBackBet } from './roll-back-bet';
import { settleWin } from './settle-win';
import { hub88ProviderCode } from './hub88-game-provider';

/**
 * Hub88's Wallet API mapped onto the one game wallet (decision 55): each call goes to the same use
 * case, and so the same SQL function, as the demo protocol's (`placeBet`, `settleWin`, `rollBackBet`,
 * `readPlayerBalance`: session, replays, player protection, turnover, ledger); this module only names
 * the member from Hub88's `user`, refuses what is not ours to take (another currency) and maps the
 * outcome to Hub88's status. Hub88's documents: "Wallet API"
 * (https://docs.hub88.io/developer-docs/operator-api-reference/wallet-api) and "Seamless Wallet
 * response statuses - Operator API"
 * (https://docs.hub88.io/developer-docs/operator-api-reference/operator-api-overview/seamless-wallet-response-statuses-operator-api).
 */
/** The provider code of Hub88's games and sessions: the launch's (hub88-game-provider). */
export const hub88Provider = hub88ProviderCode;
/** The one currency of Chaba's wallets. */
export const hub88Currency = 'THB';

/** A Hub88 call's outcome: its status, and the wallet's balance when it is known. */
export interface Hub88Outcome {
  status: Hub88Status;
  balanceSatang?: bigint;
}

/** Player protection's refusals that are a limit the player reached, not a locked account. */
const limitReasons = new Set(['loss_limit_reached', 'play_time_reached']);

/**
 * The Hub88 status of a wallet function's answer. An expired token is RS_ERROR_TOKEN_EXPIRED for a
 * bet only (RS_ERROR_USER_DISABLED when staff's lock of the member ended it): wins and rollbacks
 * settle after the token expired (the functions accept them), so their INVALID_TOKEN is always an
 * unknown token or another member's. Player protection's refusal is
 * RS_ERROR_LIMIT_REACHED for a loss limit or play time, RS_ERROR_USER_DISABLED for a time-out,
 * self-exclusion or closed account; its reason is stored with the bet, so a replay maps the same.
 */
export function hub88StatusOf(answer: WalletAnswer, kind: 'bet' | 'win' | 'rollback'): Hub88Status {
  switch (answer.status) {
    case 'OK':
      return 'RS_OK';
    case 'INVALID_TOKEN':
      if (kind === 'bet' && answer.reason === 'token_expired') return 'RS_ERROR_TOKEN_EXPIRED';
      // Staff's lock ended the member's sessions: the user is locked, not merely out of time.
      if (kind === 'bet' && answer.reason === 'member_locked') return 'RS_ERROR_USER_DISABLED';
      return 'RS_ERROR_INVALID_TOKEN';
    case 'INSUFFICIENT_FUNDS':
      return 'RS_ERROR_NOT_ENOUGH_MONEY';
    case 'LIMIT_EXCEEDED':
      return limitReasons.has(answer.reason ?? '') ? 'RS_ERROR_LIMIT_REACHED' : 'RS_ERROR_USER_DISABLED';
    case 'DUPLICATE_MISMATCH':
      return 'RS_ERROR_DUPLICATE_TRANSACTION';
    case 'TRANSACTION_ROLLED_BACK':
      return 'RS_ERROR_TRANSACTION_ROLLED_BACK';
    case 'UNKNOWN_TRANSACTION':
      return 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST';
    case 'UNKNOWN_GAME':
      return 'RS_ERROR_INVALID_GAME';
  }
}

function outcomeOf(answer: WalletAnswer, kind: 'bet' | 'win' | 'rollback'): Hub88Outcome {
  const status = hub88StatusOf(answer, kind);
  return 'balanceSatang' in answer ? { status, balanceSatang: answer.balanceSatang } : { status };
}

/** What every Hub88 call names: the player (`user`), the token Chaba gave at launch, the call's clock. */
interface Hub88Call {
  user: string;
  token: string;
  now: Date;
}

/** A bet's or a win's fields, as Hub88 sends them, the amount already in satang. */
interface Hub88RoundCall extends Hub88Call {
  transactionUuid: string;
  round: string;
  gameCode: string;
  currency: string;
  amountSatang: bigint;
}

/** `/user/info`: RS_OK for one of our members (`chaba-<id>`), RS_ERROR_UNKNOWN for any other user. */
export async function readHub88UserInfo(db: Executor, options: { user: string }): Promise<Hub88Outcome> {
  const memberId = memberIdOfHub88User(options.user);
  if (memberId === null) return { status: 'RS_ERROR_UNKNOWN' };
  const [member] = await db.select({ id: members.id }).from(members).where(eq(members.id, memberId));
  return { status: member ? 'RS_OK' : 'RS_ERROR_UNKNOWN' };
}

/**
 * `/user/balance`: the balance behind a live token of `user` (`user` may be absent only in demo
 * play); RS_ERROR_TOKEN_EXPIRED when the token ran out, RS_ERROR_INVALID_TOKEN when it is unknown or
 * not this user's.
 *
 * @throws DomainError server_busy (readPlayerBalance)
 */
export async function readHub88Balance(
  db: Executor,
  options: Omit<Hub88Call, 'user'> & { user?: string },
): Promise<Hub88Outcome> {
  const memberId = options.user === undefined ? undefined : memberIdOfHub88User(options.user);
  if (memberId === null) return { status: 'RS_ERROR_INVALID_TOKEN' };
  const result = await readPlayerBalance(db, {
    provider: hub88Provider,
    playerToken: options.token,
    now: options.now,
    memberId,
  });
  if (result.status === 'OK') return { status: 'RS_OK', balanceSatang: result.balanceSatang };
  return { status: result.tokenExpired ? 'RS_ERROR_TOKEN_EXPIRED' : 'RS_ERROR_INVALID_TOKEN' };
}

/**
 * `/transaction/bet` through `placeBet`, the catalogue's games only (RS_ERROR_INVALID_GAME otherwise).
 *
 * @throws DomainError player_protection_unavailable (placeBet)
 */
export async function placeHub88Bet(db: Executor, options: Hub88RoundCall): Promise<Hub88Outcome> {
  const memberId = memberIdOfHub88User(options.user);
  if (memberId === null) return { status: 'RS_ERROR_INVALID_TOKEN' };
  if (options.currency !== hub88Currency) return { status: 'RS_ERROR_WRONG_CURRENCY' };
  const answer = await placeBet(db, { ...roundCall(options, memberId), knownGameOnly: true });
  return outcomeOf(answer, 'bet');
}

/**
 * `/transaction/win` through `settleWin`, naming its bet: RS_ERROR_TRANSACTION_DOES_NOT_EXIST when
 * the bet is not this member's applied bet, RS_ERROR_TRANSACTION_ROLLED_BACK when it was rolled back.
 *
 * @throws DomainError server_busy (settleWin)
 */
export async function settleHub88Win(
  db: Executor,
  options: Hub88RoundCall & { referenceTransactionUuid: string },
): Promise<Hub88Outcome> {
  const memberId = memberIdOfHub88User(options.user);
  if (memberId === null) return { status: 'RS_ERROR_INVALID_TOKEN' };
  if (options.currency !== hub88Currency) return { status: 'RS_ERROR_WRONG_CURRENCY' };
  const answer = await settleWin(db, {
    ...roundCall(options, memberId),
    betTransactionId: options.referenceTransactionUuid,
  });
  return outcomeOf(answer, 'win');
}

/**
 * `/transaction/rollback` through `rollBackBet`. A rollback of a bet never seen is recorded and answers
 * RS_OK with the balance; that bet, arriving later, answers RS_ERROR_TRANSACTION_ROLLED_BACK.
 *
 * @throws DomainError server_busy (rollBackBet)
 */
export async function rollBackHub88Bet(
  db: Executor,
  options: Hub88Call & { transactionUuid: string; referenceTransactionUuid: string; round?: string },
): Promise<Hub88Outcome> {
  const memberId = memberIdOfHub88User(options.user);
  if (memberId === null) return { status: 'RS_ERROR_INVALID_TOKEN' };
  const answer = await rollBackBet(db, {
    provider: hub88Provider,
    playerToken: options.token,
    transactionId: options.transactionUuid,
    referenceTransactionId: options.referenceTransactionUuid,
    roundId: options.round ?? '',
    now: options.now,
    memberId,
  });
  return outcomeOf(answer, 'rollback');
}

function roundCall(options: Hub88RoundCall, memberId: number) {
  return {
    provider: hub88Provider,
    playerToken: options.token,
    transactionId: options.transactionUuid,
    roundId: options.round,
    gameCode: options.gameCode,
    amountSatang: options.amountSatang,
    now: options.now,
    memberId,
  };
}
