import { launchSecretQueryParameters, redactUrl } from '@chaba/contracts/log-redaction';
import { afterEach, describe, expect, it } from 'vitest';
import { buildProviderApp } from '../src/app';
import { startFakeWallet, type FakeWallet } from './fake-wallet';

const secret = 'provider-test-secret-0123456789';
const names = new Set(launchSecretQueryParameters);

describe('redactUrl (the launch and wallet protocol’s, shared with the Chaba server)', () => {
  it('hides the value of every secret parameter and keeps the rest of the URL', () => {
    expect(redactUrl('/play/hilo?token=abc&lang=th&mobile=true', names)).toBe(
      '/play/hilo?token=[redacted]&lang=th&mobile=true',
    );
    expect(redactUrl('/api/round?session=s1&player_token=p1&launch_token=l1', names)).toBe(
      '/api/round?session=[redacted]&player_token=[redacted]&launch_token=[redacted]',
    );
    expect(redactUrl('/healthz', names)).toBe('/healthz');
    expect(redactUrl('/verify?lang=en&nonce=3', names)).toBe('/verify?lang=en&nonce=3');
  });

  it('hides a secret parameter spelt in upper case, percent-encoded or without a value', () => {
    expect(redactUrl('/play/hilo?TOKEN=abc', names)).toBe('/play/hilo?TOKEN=[redacted]');
    expect(redactUrl('/play/hilo?%74oken=abc', names)).toBe('/play/hilo?%74oken=[redacted]');
    expect(redactUrl('/play/hilo?player%5Ftoken=abc', names)).toBe('/play/hilo?player%5Ftoken=[redacted]');
    expect(redactUrl('/play/hilo?token', names)).toBe('/play/hilo?token=[redacted]');
    // A malformed escape is not a secret name: logged as sent.
    expect(redactUrl('/play/hilo?%E0%A4%A=1', names)).toBe('/play/hilo?%E0%A4%A=1');
  });
});

describe('the aggregator’s logs', () => {
  let wallet: FakeWallet | undefined;
  afterEach(async () => wallet?.close());

  it('never contain a launch token, a session id or a player token', async () => {
    wallet = await startFakeWallet({ secret, balanceBaht: 1000 });
    const logged: string[] = [];
    let wins = 0;
    const app = await buildProviderApp({
      walletUrl: wallet.url,
      providerCode: 'chaba-demo',
      secret,
      memberSiteOrigin: 'https://member.example',
      logger: { level: 'info', stream: { write: (line: string) => void logged.push(line) } },
      retryDelaysMs: [0],
      outboxIntervalMs: 10,
      // The win goes unanswered, then is refused: the outbox logs the settlement it could not make.
      fetch: async (input, init) => {
        if (!String(input).endsWith('/win')) return fetch(input, init);
        wins += 1;
        if (wins <= 4) throw new TypeError('fetch failed');
        return Response.json({ status: 'UNKNOWN_TRANSACTION' });
      },
    });
    try {
      const launchToken = wallet.issueLaunchToken('hibiscus-slot');
      const launched = await app.inject({ method: 'GET', url: `/play/hibiscus-slot?token=${launchToken}` });
      expect(launched.statusCode).toBe(303);
      const session = new URL(launched.headers.location as string, 'http://provider').searchParams.get(
        'session',
      )!;
      const spelledToken = wallet.issueLaunchToken('hilo');
      await app.inject({ method: 'GET', url: `/play/hilo?%74oken=${spelledToken}` });
      await app.inject({ method: 'GET', url: `/api/session?SESSION=${session}` });
      const round = await app.inject({
        method: 'POST',
        url: `/api/round?session=${session}`,
        payload: { bet: 10 },
      });
      expect(round.json().settlement).toBe('pending');
      for (let wait = 0; wait < 100 && !logged.some((line) => line.includes('delayed settlement')); wait++) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const playerToken = String(wallet.calls.find((call) => call.action === 'bet')!.body.player_token);

      const all = logged.join('\n');
      // The log did see these requests and the refused settlement.
      expect(all).toContain('/play/hibiscus-slot?token=[redacted]');
      expect(all).toContain('/api/round?session=[redacted]');
      expect(all).toContain('wallet refused a delayed settlement');
      for (const hidden of [launchToken, spelledToken, session, playerToken])
        expect(all).not.toContain(hidden);
    } finally {
      await app.close();
    }
  });
});
