import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TokenResponse } from '@chaba/contracts/auth';
import type { ProfileResponse } from '@chaba/contracts/profile';
import type { PrepareDepositResponse } from '@chaba/contracts/money';
import { signWebhook } from '@chaba/core/integrations/verify-signature';
import { ledgerAccount, readBalance } from '@chaba/core/ledger/accounts';
import { ledgerAccounts } from '@chaba/db/schema';
import type { DatabaseConnection } from '@chaba/db/client';
import { eq } from 'drizzle-orm';
import { startDemoProvider, type RunningProvider } from '../../apps/demo-provider/src/start';
import { configSchema, type Config } from '../../apps/server/src/config';
import { startServer, type RunningServer } from '../../apps/server/src/start';
import { registerMemberThroughApi, type ApiMember } from './api';
import { setUpE2e, type E2eEnvironment } from './browser';
import {
  createTravellingClock,
  e2eDataDirectory,
  e2ePostgresConnection,
  type TravellingClock,
} from './server';

/**
 * The central loop of issue 4 in the browser: the real server (API + member site) and, beside it, the
 * demo game aggregator of apps/demo-provider, which reaches the server's seamless wallet only over
 * HTTP with signed calls, as `npm start` runs them. support/server.ts starts the server alone (its
 * launch links would point at an aggregator nobody started), so the lobby tests start both here.
 */

const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));
const webBuildDirectory = path.join(repositoryRoot, 'apps/web/build');

export interface GameLoopServer {
  /** The server's base address, e.g. http://127.0.0.1:41234 */
  url: string;
  /** The aggregator's base address, as the server puts it in launch links (DEMO_PROVIDER_URL). */
  providerUrl: string;
  config: Config;
  running: RunningServer;
  /** The server's clock: the real time until a test moves it forward (support/server.ts). */
  clock: TravellingClock;
  /**
   * The aggregator's clock, apart from the server's: moving it closes Yeekee rounds without ageing
   * the member's login or the server's play sessions.
   */
  providerClock: TravellingClock;
  /** How many wallet calls (/api/providers/…) the server has received so far. */
  walletCalls(): number;
  close(): Promise<void>;
}

/** A port nobody listens on right now (the server must know the aggregator's address before it starts). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The server on a fresh PGlite of its own, and the demo aggregator calling its wallet. */
export async function startGameLoopServer(): Promise<GameLoopServer> {
  if (!existsSync(path.join(webBuildDirectory, 'server/index.js'))) {
    throw new Error(`the member site is not built (${webBuildDirectory}): run \`npm run build\` first`);
  }
  const providerPort = await freePort();
  const providerUrl = `http://127.0.0.1:${providerPort}`;
  const dataDirectory = await e2eDataDirectory('chaba-e2e-lobby-');
  const config = configSchema.parse({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDirectory,
    LOG_LEVEL: 'silent',
    WEB_BUILD_DIR: webBuildDirectory,
    DEMO_PROVIDER_URL: providerUrl,
    // Every browser test of a file registers and logs in from 127.0.0.1, as in support/server.ts.
    LOGIN_FAILURES_PER_ADDRESS: '1000',
    // Test files log in far faster than members do; e2e/proof-of-work.test.ts asks for it always.
    PROOF_OF_WORK_ABOVE_PER_MINUTE: '1000000',
    SMS_PER_ADDRESS_PER_HOUR: '1000',
  });
  let running: RunningServer | undefined;
  let provider: RunningProvider | undefined;
  let connection: DatabaseConnection | undefined;
  const clock = createTravellingClock();
  const providerClock = createTravellingClock();
  try {
    connection = await e2ePostgresConnection();
    running = await startServer(config, { logger: false, clock, connection });
    // The server answers on 127.0.0.1 only; use that rather than `localhost`, which may resolve to ::1.
    const url = `http://127.0.0.1:${new URL(running.url).port}`;
    let walletCalls = 0;
    running.app.server.on('request', (request: { url?: string }) => {
      if (request.url?.startsWith('/api/providers/')) walletCalls += 1;
    });
    provider = await startDemoProvider({
      port: providerPort,
      host: '127.0.0.1',
      walletUrl: url,
      secret: config.DEMO_PROVIDER_SECRET,
      publicUrl: providerUrl,
      // The browser opens the member site at `url`: the only page that may frame the games.
      memberSiteOrigin: url,
      logger: false,
      now: () => providerClock.now(),
    });
    const started = { running, provider };
    return {
      url,
      providerUrl,
      config,
      running,
      clock,
      providerClock,
      walletCalls: () => walletCalls,
      async close() {
        await started.provider.close();
        await started.running.close();
        await connection?.close();
        await rm(dataDirectory, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await provider?.close().catch(() => {});
    await running?.close().catch(() => {});
    await connection?.close().catch(() => {});
    await rm(dataDirectory, { recursive: true, force: true });
    throw error;
  }
}

export type GameLoopEnvironment = E2eEnvironment<GameLoopServer>;

/**
 * setUpE2e of support/browser.ts with the aggregator beside the server: one server, one aggregator
 * and one Chromium per file, under the same rules (screenshots on failure; a page that throws, logs
 * a console error — the game's frame included — or misses one of its files fails the test).
 */
export function setUpGameLoopE2e(): GameLoopEnvironment {
  return setUpE2e(startGameLoopServer);
}

async function apiCall<T>(
  baseUrl: string,
  url: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<T> {
  const headers: Record<string, string> = { 'accept-language': 'th', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  }
  const response = await fetch(`${baseUrl}${url}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    body,
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${url}: HTTP ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

/** A member's bearer token, from the login API. */
export async function logInThroughApi(baseUrl: string, phone: string, password: string): Promise<string> {
  const answer = await apiCall<TokenResponse>(baseUrl, '/api/login', {
    body: { phone, password },
  });
  return answer.access_token;
}

/** The member's credit as the server has it: profile games[0].credit, in baht. */
export async function creditOnServer(baseUrl: string, token: string): Promise<number> {
  const answer = await apiCall<ProfileResponse>(baseUrl, '/api/customers/profile', { token });
  const credit = answer.data.games[0]?.credit;
  if (typeof credit !== 'number') throw new Error(`the profile has no credit: ${JSON.stringify(answer)}`);
  return credit;
}

/**
 * A deposit as a member makes it: the deposit request, then the bank's statement line paying exactly
 * the amount asked (which may carry added satang), signed like scripts/simulate.ts signs it.
 * Answers the amount paid in.
 */
export async function depositThroughBank(
  server: GameLoopServer,
  token: string,
  amount: number,
): Promise<number> {
  const prepared = await apiCall<PrepareDepositResponse>(server.url, '/api/requests/deposit/prepare', {
    token,
    body: { amount },
  });
  const body = JSON.stringify({
    lines: [
      {
        id: `e2e-${randomUUID()}`,
        account_number: prepared.data.to_account_number,
        amount: prepared.data.amount,
        occurred_at: new Date().toISOString(),
        from_name: 'E2E',
      },
    ],
  });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const answer = await apiCall<{ data: Array<{ status: string }> }>(
    server.url,
    '/api/integrations/bank-statements',
    {
      body,
      headers: {
        'x-timestamp': timestamp,
        'x-signature': signWebhook(server.config.BANK_WEBHOOK_SECRET, timestamp, body),
      },
    },
  );
  if (answer.data.length !== 1) throw new Error(`statement line not recorded: ${JSON.stringify(answer)}`);
  return prepared.data.amount;
}

/** Asks to withdraw `amount` baht: the amount leaves the credit at once (it is held for the payout). */
export async function withdrawThroughApi(
  baseUrl: string,
  token: string,
  phone: string,
  amount: number,
): Promise<void> {
  await apiCall(baseUrl, '/api/requests/withdraw', { token, body: { phone, amount } });
}

export interface FundedMember extends ApiMember {
  token: string;
  credit: number;
}

/** A member registered through the API, with `amount` baht deposited through the bank (0: none). */
export async function memberWithCredit(server: GameLoopServer, amount: number): Promise<FundedMember> {
  const member = await registerMemberThroughApi(server.url);
  const token = await logInThroughApi(server.url, member.phone, member.password);
  if (amount > 0) await depositThroughBank(server, token, amount);
  return { ...member, token, credit: await creditOnServer(server.url, token) };
}

/**
 * Money in the books, in satang: every member's wallet together, and the demo aggregator's account
 * (whatever members won or lost there). Trial play must move neither.
 */
export async function moneyInTheBooks(
  server: GameLoopServer,
): Promise<{ memberWallets: bigint; provider: bigint }> {
  const db = server.running.connection.db;
  const wallets = await db
    .select({ balance: ledgerAccounts.balanceSatang })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.kind, 'member_wallet'));
  const memberWallets = wallets.reduce((sum, wallet) => sum + (wallet.balance ?? 0n), 0n);
  const provider = await readBalance(db, ledgerAccount.gameProvider('chaba-demo'));
  return { memberWallets, provider };
}
