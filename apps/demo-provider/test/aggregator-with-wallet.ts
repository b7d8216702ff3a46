import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buildProviderApp } from '../src/app';
import { startFakeWallet, type FakeWallet } from './fake-wallet';

/** The secret the fake wallet and the aggregator share in the tests. */
export const walletSecret = 'provider-test-secret-0123456789';

/**
 * The fake wallet (1,000 baht a player) and an aggregator on it with its in-memory database, as the
 * app tests run them: a failed call retried at once, the settlement outbox every 20 ms.
 */
export async function startAggregatorWithWallet() {
  const wallet = await startFakeWallet({ secret: walletSecret, balanceBaht: 1000 });
  const app = await buildProviderApp({
    walletUrl: wallet.url,
    providerCode: 'chaba-demo',
    secret: walletSecret,
    memberSiteOrigin: 'https://member.example',
    retryDelaysMs: [0],
    outboxIntervalMs: 20,
  });
  return {
    wallet,
    app,
    async close() {
      await app.close();
      await wallet.close();
    },
  };
}

/** Launches `game` with a fresh launch token, as the member site sends a member; gives the provider session id. */
export async function launchSession(
  app: FastifyInstance,
  wallet: FakeWallet,
  game: string,
  options: { lang?: string; mobile?: boolean } = {},
): Promise<string> {
  const token = wallet.issueLaunchToken(game);
  const answer = await app.inject({
    method: 'GET',
    url: `/play/${game}?token=${token}&lang=${options.lang ?? 'en'}${options.mobile ? '&mobile=true' : ''}`,
  });
  expect(answer.statusCode).toBe(303);
  return new URL(answer.headers.location as string, 'http://provider').searchParams.get('session')!;
}
