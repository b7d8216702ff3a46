import { z } from 'zod';
import { bahtNumber } from './money';
import { safeText } from './validation';

/**
 * The seamless-wallet protocol between a game aggregator and the Chaba server, modelled on what the
 * major aggregators define. The aggregator calls
 * `POST /api/providers/{provider}/wallet/{authenticate|balance|bet|win|rollback}` with a JSON body,
 * signed: header `X-Signature` = hex HMAC-SHA256 of the raw body with the provider's secret.
 *
 * Business outcomes are HTTP 200 with a `status`; a bad signature is HTTP 401, a malformed body 422
 * (`{message, errors}`): a wrong type, a missing field, a control character in a text, an amount with
 * more than two decimals or out of range. Amounts are baht numbers with at most two decimals. Every money call is idempotent by the
 * aggregator's `transaction_id`: a replay answers as the first time; the same id with another amount
 * answers `DUPLICATE_MISMATCH` and changes nothing. A bet whose rollback came first (the aggregator
 * gave up on it and cancelled it, then the bet arrived late) answers `TRANSACTION_ROLLED_BACK` and
 * changes nothing.
 *
 * A bet refused by player protection (a limit the player set on themselves: a loss limit, a play-time
 * limit, a time-out or self-exclusion) answers `LIMIT_EXCEEDED` with the balance and changes nothing:
 * the round does not happen, the game tells the player, and it is not a failure to retry or roll
 * back. Wins and rollbacks are never refused by player protection. When player protection cannot
 * answer, the bet answers HTTP 503 and nothing is recorded: the aggregator treats it as no answer
 * (retries with the same id, then rolls it back).
 */
export const walletStatus = z.enum([
  'OK',
  'INVALID_TOKEN',
  'INSUFFICIENT_FUNDS',
  'LIMIT_EXCEEDED',
  'DUPLICATE_MISMATCH',
  'TRANSACTION_ROLLED_BACK',
  'UNKNOWN_TRANSACTION',
  'PLAYER_BLOCKED',
]);
export type WalletStatus = z.infer<typeof walletStatus>;

const maxBaht = 10_000_000;
/** Answers' balances, in baht (a wallet may hold more than one call's maximum). */
const money = z.number().min(0);
/** Amounts in requests: at most two decimals, in range, in baht (`bahtNumber`); else a 422. */
const amount = bahtNumber({ allowZero: true, max: maxBaht });
const id = safeText(128).min(1, { error: 'required' });

/** The one-time launch token from the game URL becomes a player session token. */
export const authenticateRequest = z.object({ launch_token: id });
export const authenticateResponse = z.object({
  status: walletStatus,
  player_token: z.string().optional(),
  player_id: z.string().optional(),
  /** The game the launch token was made for. */
  game_code: z.string().optional(),
  currency: z.literal('THB').optional(),
  language: z.enum(['th', 'en', 'cn']).optional(),
  balance: money.optional(),
});
export type AuthenticateResponse = z.infer<typeof authenticateResponse>;

export const balanceRequest = z.object({ player_token: id });

export const betRequest = z.object({
  player_token: id,
  transaction_id: id,
  round_id: id,
  game_code: id,
  amount: bahtNumber({ max: maxBaht }),
});

/** A win settles a round; amount 0 is a losing round's settlement. Accepted after the token expired. */
export const winRequest = z.object({
  player_token: id,
  transaction_id: id,
  round_id: id,
  game_code: id,
  amount,
});

/** Cancels a bet (by its transaction id); accepted after the token expired. */
export const rollbackRequest = z.object({
  player_token: id,
  transaction_id: id,
  reference_transaction_id: id,
  round_id: id,
});

/** Every answer but authenticate: the status and, whenever the player is known, the balance. */
export const walletResponse = z.object({
  status: walletStatus,
  balance: money.optional(),
  transaction_id: z.string().optional(),
});
export type WalletResponse = z.infer<typeof walletResponse>;
