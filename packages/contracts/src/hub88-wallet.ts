import { z } from 'zod';
import { safeText } from './validation';

/**
 * Hub88's Wallet API as Chaba serves it (Hub88 calls us; decision 55). Hub88's documents:
 * - the calls and their fields, "Wallet API" (Operator API Reference):
 *   https://docs.hub88.io/developer-docs/operator-api-reference/wallet-api
 * - the statuses, "Seamless Wallet response statuses - Operator API":
 *   https://docs.hub88.io/developer-docs/operator-api-reference/operator-api-overview/seamless-wallet-response-statuses-operator-api
 * - the signature, "Operator API Overview" (RSA-SHA256 of the raw body, Base64, `X-Hub88-Signature`).
 *
 * `POST /api/providers/hub88/wallet/{user/info|user/balance|transaction/bet|transaction/win|transaction/rollback}`.
 * Every answer is HTTP 200 with a `status` (the documents define no other answer), `request_uuid`
 * echoed. Amounts are Hub88's integers: the currency's value × 100,000 ("The amount of money displayed
 * in integer (Int64) format. To convert real float value to integer, it is multiplied by 100000"),
 * so 1 baht is 100,000 and 1 satang is 1,000. Chaba is THB only.
 */
export const hub88Status = z.enum([
  'RS_OK',
  'RS_ERROR_UNKNOWN',
  'RS_ERROR_INVALID_PARTNER',
  'RS_ERROR_INVALID_TOKEN',
  'RS_ERROR_INVALID_GAME',
  'RS_ERROR_WRONG_CURRENCY',
  'RS_ERROR_NOT_ENOUGH_MONEY',
  'RS_ERROR_USER_DISABLED',
  'RS_ERROR_INVALID_SIGNATURE',
  'RS_ERROR_TOKEN_EXPIRED',
  'RS_ERROR_WRONG_SYNTAX',
  'RS_ERROR_WRONG_TYPES',
  'RS_ERROR_DUPLICATE_TRANSACTION',
  'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  'RS_ERROR_TRANSACTION_ROLLED_BACK',
  'RS_ERROR_LIMIT_REACHED',
]);
export type Hub88Status = z.infer<typeof hub88Status>;

/** Hub88's amount unit: 100,000 per currency unit, so 1,000 per satang. */
export const hub88UnitsPerSatang = 1_000;
/** The most one call may move: 10,000,000 baht, as the demo protocol's cap. */
export const hub88MaxAmount = 10_000_000 * 100 * hub88UnitsPerSatang;

/**
 * A Hub88 amount of a bet or a win: an Int64 (a fraction is a wrong type), then what we accept of it
 * (each a wrong syntax): not negative, a whole number of satang, at most `hub88MaxAmount`.
 */
const hub88Amount = z
  .number()
  .int()
  .min(0, { error: 'negative' })
  .max(hub88MaxAmount, { error: 'too_large' })
  .refine((amount) => amount % hub88UnitsPerSatang === 0, { error: 'not_whole_satang' });

/** A Hub88 amount in satang, exactly (`hub88Amount` holds it to whole satang). */
export function hub88AmountToSatang(amount: number): bigint {
  return BigInt(amount) / BigInt(hub88UnitsPerSatang);
}

/** A balance in satang as Hub88's integer. */
export function satangToHub88Amount(satang: bigint): number {
  return Number(satang * BigInt(hub88UnitsPerSatang));
}

const id = safeText(128).min(1, { error: 'required' });
/** A documented optional field we read nothing from: any JSON value, so Hub88's additions never refuse a call. */
const ignored = z.unknown().optional();

/** `/user/info`: the player's details. */
export const hub88UserInfoRequest = z.object({ user: id, request_uuid: id });

/** `/user/balance`: `user` may be left out in demo play, which Chaba does not serve through Hub88. */
export const hub88BalanceRequest = z.object({
  user: id.optional(),
  token: id,
  request_uuid: id,
  game_code: id.nullable().optional(),
  supplier_user: ignored,
});

/** The fields of `/transaction/bet` and `/transaction/win` that Chaba reads; the rest are accepted and ignored. */
const roundMoney = {
  user: id,
  transaction_uuid: id,
  token: id,
  round: id,
  request_uuid: id,
  game_code: id,
  currency: safeText(16),
  amount: hub88Amount,
  supplier_transaction_id: ignored,
  supplier_user: ignored,
  round_closed: ignored,
  reward_uuid: ignored,
  is_free: ignored,
  is_aggregated: ignored,
  bet: ignored,
  meta: ignored,
};

export const hub88BetRequest = z.object(roundMoney);
/** A win names its bet (`reference_transaction_uuid`); amount 0 settles a lost round. */
export const hub88WinRequest = z.object({ ...roundMoney, reference_transaction_uuid: id });
/** A rollback cancels the bet `reference_transaction_uuid`; it carries no amount. */
export const hub88RollbackRequest = z.object({
  user: id,
  transaction_uuid: id,
  token: id,
  request_uuid: id,
  reference_transaction_uuid: id,
  round: id.optional(),
  game_code: id.nullable().optional(),
  supplier_transaction_id: ignored,
  round_closed: ignored,
  meta: ignored,
});

/** The answer of balance, bet, win and rollback: the balance when it is known (NOT_ENOUGH_MONEY too). */
export const hub88WalletResponse = z.object({
  status: hub88Status,
  request_uuid: z.string().optional(),
  user: z.string().optional(),
  currency: z.literal('THB').optional(),
  balance: z.number().int().min(0).optional(),
});
export type Hub88WalletResponse = z.infer<typeof hub88WalletResponse>;

/** The answer of `/user/info`: Chaba's players are in Thailand (ISO 3166-1 `TH`). */
export const hub88UserInfoResponse = z.object({
  status: hub88Status,
  request_uuid: z.string().optional(),
  user: z.string().optional(),
  country: z.literal('TH').optional(),
});
export type Hub88UserInfoResponse = z.infer<typeof hub88UserInfoResponse>;

/**
 * Which of Hub88's two statuses a refused body answers: RS_ERROR_WRONG_TYPES when every problem is
 * a field present with the wrong type ("The type of parameters in the request body don't match
 * expected types"), RS_ERROR_WRONG_SYNTAX otherwise ("doesn't match expected request form and/or
 * syntax": not a JSON object, a field missing, a value out of what we accept).
 */
export function hub88BodyRefusal(
  schema: z.ZodType,
  body: unknown,
): 'RS_ERROR_WRONG_SYNTAX' | 'RS_ERROR_WRONG_TYPES' {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return 'RS_ERROR_WRONG_SYNTAX';
  const result = schema.safeParse(body);
  if (result.success) return 'RS_ERROR_WRONG_SYNTAX';
  const present = (path: PropertyKey[]) => (body as Record<PropertyKey, unknown>)[path[0]!] !== undefined;
  const typesOnly = result.error.issues.every(
    (issue) => issue.code === 'invalid_type' && issue.path.length === 1 && present(issue.path),
  );
  return typesOnly ? 'RS_ERROR_WRONG_TYPES' : 'RS_ERROR_WRONG_SYNTAX';
}
