/**
 * A login flood against the game wallet (issue 9): before the change, 600 concurrent logins raised
 * `wallet/balance` from 3 ms to 4.1 s, because argon2 ran inside a database transaction. Now the
 * hash runs outside any transaction, at most one per core at once with a short queue, and the rest
 * is refused at once (503 server_busy). The goal: `balance` and `bet` under 100 ms at p99 during the
 * flood.
 *
 * Setup: players are members made in the database who deposit through the ledger (one signed bank
 * statement post) and open the demo slot (launch → authenticate). Then, in a worker thread
 * (login-flood.client.ts): the wallet alone for BENCH_DURATION_SECONDS (a few loops of balance + bet),
 * then the same wallet load while BENCH_FLOOD (600) wrong logins are kept in flight, each from another
 * client address (TRUST_PROXY=127.0.0.1 and X-Forwarded-For, as behind a proxy, so that the
 * per-address limits do not stop the flood before the hashing does): first by clients that wait the
 * Retry-After of a 503 (`polite`: a login storm of real members), then by clients that send their next
 * login at once (`hostile`: a request flood, which only a limit in front of the app can stop).
 *
 *   npm run bench:login-flood                                                      # PGlite
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:login-flood # PostgreSQL
 *
 * Settings (environment): DATABASE_URL, BENCH_DURATION_SECONDS (10), BENCH_FLOOD (600),
 * BENCH_WALLET_LOOPS (4), BENCH_PLAYERS (8), BENCH_POOL_SIZE (10, the server's default pool).
 */
import { passwordHashing, passwordHashingLoad } from '@chaba/core/auth/secrets';
import { signWebhook } from '@chaba/core/integrations/verify-signature';
import { createHmac } from 'node:crypto';
import {
  createMembers,
  describeMachine,
  distribution,
  formatTable,
  loadAverage,
  readWholeNumber,
  round,
  startBenchApp,
  startTypeScriptWorker,
  withBenchDatabase,
  writeResult,
  type BenchApp,
  type BenchDatabase,
  callJson,
} from './support';
import type { FloodSettings, PhaseResult } from './login-flood.client';

const settings = {
  durationSeconds: readWholeNumber('BENCH_DURATION_SECONDS', 10, 1),
  flood: readWholeNumber('BENCH_FLOOD', 600, 1),
  walletLoops: readWholeNumber('BENCH_WALLET_LOOPS', 4, 1),
  players: readWholeNumber('BENCH_PLAYERS', 8, 1),
  poolSize: readWholeNumber('BENCH_POOL_SIZE', 10, 1),
  depositBaht: 10_000,
};
const gameCode = 'hibiscus-slot';
const goalMs = 100;
const loadAverageAtStart = loadAverage();

await withBenchDatabase(
  async (database) => {
    const server = await startBenchApp(database.connection.db, { env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      process.stdout.write(`setting up ${settings.players} players (deposit, launch, authenticate)…\n`);
      const players = await setUpPlayers(database, server);
      process.stdout.write(
        `wallet alone for ${settings.durationSeconds} s, then with ${settings.flood} wrong logins in flight ` +
          `(clients that wait Retry-After, then clients that do not), ${settings.durationSeconds} s each…\n`,
      );
      let maxRunning = 0;
      let maxWaiting = 0;
      const sampler = setInterval(() => {
        const load = passwordHashingLoad();
        maxRunning = Math.max(maxRunning, load.running);
        maxWaiting = Math.max(maxWaiting, load.waiting);
      }, 5);
      const worker = startTypeScriptWorker(new URL('./login-flood.client.ts', import.meta.url), {
        base: server.base,
        players,
        secret: server.context.config.DEMO_PROVIDER_SECRET,
        gameCode,
        durationSeconds: settings.durationSeconds,
        floodConcurrency: settings.flood,
        walletLoops: settings.walletLoops,
      } satisfies FloodSettings);
      const result = await new Promise<Phases>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      });
      clearInterval(sampler);
      await worker.terminate();
      await report(database, result, { maxRunning, maxWaiting });
    } finally {
      await server.close();
    }
  },
  { poolSize: settings.poolSize },
);

type Phases = Record<'baseline' | 'polite' | 'hostile', PhaseResult>;

async function report(
  database: BenchDatabase,
  result: Phases,
  hashing: { maxRunning: number; maxWaiting: number },
): Promise<void> {
  const phases = ['baseline', 'polite', 'hostile'] as const;
  const rows = phases.flatMap((phase) =>
    (['balanceMs', 'betMs'] as const).map((kind) => {
      const d = distribution(result[phase][kind]);
      return [phase, kind.replace('Ms', ''), d.count, round(d.p50, 1), round(d.p99, 1), round(d.max, 1)];
    }),
  );
  const walletP99 = (phase: PhaseResult) =>
    Math.max(distribution(phase.balanceMs).p99, distribution(phase.betMs).p99);
  const logins = (phase: 'polite' | 'hostile') => {
    const d = distribution(result[phase].loginMs);
    return (
      `logins, ${phase}: ${d.count} answered ${JSON.stringify(result[phase].loginStatuses)}, ` +
      `p50 ${round(d.p50, 1)} ms, p99 ${round(d.p99, 1)} ms; wallet p99 ${round(walletP99(result[phase]), 1)} ms ` +
      `(goal < ${goalMs} ms: ${walletP99(result[phase]) < goalMs ? 'met' : 'NOT met'})\n`
    );
  };
  process.stdout.write(
    `\n${formatTable([['phase', 'call', 'count', 'p50 ms', 'p99 ms', 'max ms'], ...rows])}\n` +
      logins('polite') +
      logins('hostile') +
      `hashing at once: at most ${hashing.maxRunning} running (limit ${passwordHashing.concurrency}), ` +
      `${hashing.maxWaiting} waiting (limit ${passwordHashing.queueLimit})\n` +
      `wallet errors: ${phases.map((phase) => `${phase} ${result[phase].walletErrors}`).join(', ')}\n`,
  );
  const summarise = (phase: PhaseResult) => ({
    balance: distribution(phase.balanceMs),
    bet: distribution(phase.betMs),
    logins: distribution(phase.loginMs),
    loginStatuses: phase.loginStatuses,
    walletErrors: phase.walletErrors,
  });
  const whole = {
    date: new Date().toISOString(),
    settings,
    machine: describeMachine(loadAverageAtStart),
    hashing: { ...hashing, concurrency: passwordHashing.concurrency, queueLimit: passwordHashing.queueLimit },
    baseline: summarise(result.baseline),
    polite: summarise(result.polite),
    hostile: summarise(result.hostile),
  };
  const file = await writeResult('login-flood', database.label, whole);
  process.stdout.write(`result: ${file}\n`);
}

/** Members with credit on their wallet and a player token for the demo slot each. */
async function setUpPlayers(database: BenchDatabase, server: BenchApp): Promise<string[]> {
  const members = await createMembers(database.connection.db, settings.players, 60);
  const { config } = server.context;
  const prepared = [];
  for (const member of members) {
    const answer = await callJson(server, 'POST', '/api/requests/deposit/prepare', {
      token: member.token,
      body: { amount: settings.depositBaht },
    });
    prepared.push(answer.data as { amount: number; to_account_number: string });
  }
  const body = JSON.stringify({
    lines: prepared.map((request, index) => ({
      id: `login-flood-fund-${members[index]!.id}`,
      account_number: request.to_account_number,
      amount: request.amount,
      occurred_at: new Date().toISOString(),
    })),
  });
  const timestamp = String(Math.floor(Date.now() / 1000));
  await callJson(server, 'POST', '/api/integrations/bank-statements', {
    raw: body,
    headers: {
      'x-signature': signWebhook(config.BANK_WEBHOOK_SECRET, timestamp, body),
      'x-timestamp': timestamp,
    },
  });
  const players: string[] = [];
  for (const member of members) {
    const launch = await callJson(
      server,
      'GET',
      `/lobby/api/launch-game/chaba-demo/${gameCode}?mobile=true`,
      {
        token: member.token,
      },
    );
    const raw = JSON.stringify({ launch_token: new URL(launch.url as string).searchParams.get('token') });
    const auth = await callJson(server, 'POST', '/api/providers/chaba-demo/wallet/authenticate', {
      raw,
      headers: { 'x-signature': createHmac('sha256', config.DEMO_PROVIDER_SECRET).update(raw).digest('hex') },
    });
    if (auth.status !== 'OK' || !(auth.balance >= settings.depositBaht)) {
      throw new Error(`authenticate: ${JSON.stringify(auth)}`);
    }
    players.push(auth.player_token as string);
  }
  return players;
}
