import { hashToken } from '@chaba/core/auth/secrets';
import { hub88User } from '@chaba/core/games/hub88-user';
import { hub88Provider } from '@chaba/core/games/hub88-wallet';
import { signHub88Body } from '@chaba/core/games/hub88-signature';
import { gameSessions, games } from '@chaba/db/schema';
import { generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import { call, type TestApp } from './helpers';

/** A key pair in PEM, as HUB88_* settings hold them. */
function pemKeyPair() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKey,
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

/**
 * The Hub88 settings of a test app: our key pair (unused by the wallet) and Hub88's, whose private
 * key the tests sign with, as Hub88 does.
 */
export function hub88TestSettings() {
  const ours = pemKeyPair();
  const hub88 = pemKeyPair();
  return {
    env: {
      HUB88_API_URL: 'https://api.hub88.test',
      HUB88_OPERATOR_ID: '88',
      HUB88_PRIVATE_KEY: ours.privatePem,
      HUB88_PUBLIC_KEY: hub88.publicPem,
    },
    hub88PrivateKey: hub88.privateKey,
    /** A key that is not Hub88's: its signatures are refused. */
    otherPrivateKey: ours.privateKey,
  };
}

/** The game of Hub88's catalogue the tests play (added once per app). */
export const hub88Game = 'hub88_test_slot';

export async function addHub88Game(t: TestApp): Promise<void> {
  await t.connection.db
    .insert(games)
    .values({
      provider: hub88Provider,
      code: hub88Game,
      nameTh: 'สล็อตทดสอบ',
      nameEn: 'Test slot',
      nameCn: '测试',
      category: 'slot',
    })
    .onConflictDoNothing();
}

/**
 * A Hub88 game session of a member, as the launch makes it (a `game_sessions` row of provider hub88
 * with the token's hash), expiring `lifetimeMs` from the app's clock; its token.
 */
export async function hub88Session(t: TestApp, memberId: number, lifetimeMs = 3_600_000): Promise<string> {
  const token = `hub88-${randomUUID()}`;
  await t.connection.db.insert(gameSessions).values({
    tokenHash: hashToken(token),
    memberId,
    provider: hub88Provider,
    gameCode: hub88Game,
    expiresAt: new Date(t.clock.now().getTime() + lifetimeMs),
  });
  return token;
}

/** A Wallet API call as Hub88 makes it: the JSON body signed with `key` (Hub88's by default). */
export function callHub88(
  t: TestApp,
  path: string,
  body: unknown,
  options: { key: KeyObject; raw?: string; signature?: string | null },
) {
  const raw = options.raw ?? JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const signature = options.signature === undefined ? signHub88Body(options.key, raw) : options.signature;
  if (signature !== null) headers['x-hub88-signature'] = signature;
  return call(t.app, 'POST', `/api/providers/hub88/wallet/${path}`, { body: raw, headers });
}

/** A member's Hub88 player: its `user`, token and the bodies of its calls (amounts in Hub88 units). */
export function hub88Player(memberId: number, token: string) {
  const user = hub88User(memberId);
  const common = () => ({ user, token, request_uuid: randomUUID() });
  const round = (transactionUuid: string, amount: number) => ({
    ...common(),
    transaction_uuid: transactionUuid,
    round: `round-${transactionUuid}`,
    game_code: hub88Game,
    currency: 'THB',
    amount,
    is_free: false,
    round_closed: false,
  });
  return {
    user,
    balance: () => ({ ...common(), game_code: hub88Game }),
    bet: round,
    win: (transactionUuid: string, betUuid: string, amount: number) => ({
      ...round(transactionUuid, amount),
      reference_transaction_uuid: betUuid,
      round: `round-${betUuid}`,
    }),
    rollback: (transactionUuid: string, betUuid: string) => ({
      ...common(),
      transaction_uuid: transactionUuid,
      reference_transaction_uuid: betUuid,
      round: `round-${betUuid}`,
      game_code: hub88Game,
    }),
  };
}
