/**
 * The game wallet under load (issue 4): bet-then-win callback pairs, as a game aggregator sends them,
 * over HTTP at 64 connections against the real PostgreSQL, as a ratio to pgbench's built-in TPC-B-like
 * transactions per second measured on the same server in the same run.
 *
 * Setup: players are members made in the database who deposit through the ledger (a prepared deposit
 * each, paid by one signed bank statement post) and open the demo slot (launch → authenticate, as
 * apps/server/test/games.test.ts does). autocannon then runs in a worker thread; each connection loops
 * over a bet and the win that settles the same round, with fresh transaction ids, the players taken
 * in turn and every body signed (game-wallet.requests.cts). pgbench gets a database of its own
 * (`pgbench -i -s 10`), and each round runs `pgbench -c 64 -j 2 -T 10 -M prepared` and then the wallet
 * load for as long, so that a slow spell of the machine hits both alike. A pair (bet + win) is the unit;
 * the ratio is pairs/s ÷ pgbench tps. While each runs, the database sessions are sampled from
 * pg_stat_activity (on CPU, waiting on a lock, idle waiting for the app…), and afterwards the ledger
 * is checked. Hub88's protocol (decision 55) runs too, in the same round right after the demo
 * protocol's run and for as long: bet + win pairs through /api/providers/hub88/wallet/transaction/*,
 * each body signed with Hub88's RSA key (pre-signed before the run: signing is Hub88's cost, not
 * ours) and verified by the server, the same players in Hub88 sessions; its pairs/s ÷ the demo's is
 * the protocol's ratio (target ≥ 0.9), and the RSA verification's cost per call is measured apart.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:wallet
 *
 * Settings (environment): DATABASE_URL (required; the benchmark creates and drops chaba_bench_<random>
 * and chaba_pgbench_<random> there), BENCH_CONNECTIONS (64), BENCH_DURATION_SECONDS (10),
 * BENCH_ROUNDS (3; the round with the median ratio is reported), BENCH_WARMUP_SECONDS (2),
 * BENCH_PLAYERS (64), BENCH_POOL_SIZE (10, the server's default pool), PGBENCH_SCALE (10),
 * PGBENCH (the pgbench program; `pgbench` on the PATH).
 */
import autocannon, { type Result } from 'autocannon';
import { checkLedger } from '@chaba/core/ledger/check-ledger';
import { signWebhook } from '@chaba/core/integrations/verify-signature';
import { queryRows } from '@chaba/db/query-rows';
import { sql } from 'drizzle-orm';
import { execFile } from 'node:child_process';
import { hashToken } from '@chaba/core/auth/secrets';
import { hub88User } from '@chaba/core/games/hub88-user';
import { hub88Provider } from '@chaba/core/games/hub88-wallet';
import { isHub88SignatureValid, signHub88Body } from '@chaba/core/games/hub88-signature';
import { gameSessions, games } from '@chaba/db/schema';
import { createHmac, generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import {
  createMembers,
  createScratchDatabase,
  describeMachine,
  distribution,
  formatTable,
  loadAverage,
  readWholeNumber,
  round,
  startBenchApp,
  withBenchDatabase,
  writeResult,
  type BenchApp,
  type BenchDatabase,
  type BenchMember,
  type Distribution,
  callJson,
} from './support';
import { withAdminClient } from '@chaba/db/test-database';

const settings = {
  connections: readWholeNumber('BENCH_CONNECTIONS', 64, 1),
  durationSeconds: readWholeNumber('BENCH_DURATION_SECONDS', 10, 1),
  rounds: readWholeNumber('BENCH_ROUNDS', 3, 1),
  warmupSeconds: readWholeNumber('BENCH_WARMUP_SECONDS', 2, 0),
  players: readWholeNumber('BENCH_PLAYERS', 64, 1),
  poolSize: readWholeNumber('BENCH_POOL_SIZE', 10, 1),
  pgbenchScale: readWholeNumber('PGBENCH_SCALE', 10, 1),
  pgbenchThreads: 2,
  betBaht: 10,
  winBaht: 9.5,
  depositBaht: 10_000,
};
const pgbenchProgram = process.env.PGBENCH ?? 'pgbench';
const requestGenerator = fileURLToPath(new URL('./game-wallet.requests.cts', import.meta.url));
const gameCode = 'hibiscus-slot';
const hub88GameCode = 'hub88_bench_slot';
/** Hub88's key pair (it signs, the server verifies with the public key) and ours (unused here). */
const hub88Keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const ourKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const hub88Env = {
  HUB88_API_URL: 'https://api.hub88.test',
  HUB88_OPERATOR_ID: '88',
  HUB88_PRIVATE_KEY: ourKeys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  HUB88_PUBLIC_KEY: hub88Keys.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
};
/** Hub88 amounts: 100,000 to the baht. */
const hub88PerBaht = 100_000;
const run = promisify(execFile);
const loadAverageAtStart = loadAverage();

interface PgbenchMeasurement {
  tps: number;
  transactions: number;
  failed: number;
  latencyAverageMs: number;
  /** From pgbench's per-transaction log (-l). */
  latencyMs: Distribution;
  machineCpuBusyPercent: number | null;
  /** CPU time of PostgreSQL's processes (this database's sessions and the server's own) per transaction. */
  postgresCpuMsPerTransaction: number | null;
  sessions: SessionShares;
}

interface WalletMeasurement {
  pairsPerSecond: number;
  pairs: number;
  /** Calls answered (bets and wins), per autocannon. */
  calls: number;
  durationSeconds: number;
  callLatencyP50Ms: number;
  callLatencyP99Ms: number;
  callLatencyMaxMs: number;
  /** Bets without their win when the run stopped (at most one per connection). */
  unsettledBets: number;
  /** Game transactions not answered OK and applied: must be 0. */
  notOk: number;
  /** CPU time of this process (server and load generator; not PostgreSQL's) per pair. */
  processCpuMsPerPair: number;
  /**
   * The same split by thread: the server's (the main thread: HTTP, the route, node-postgres) and the
   * load generator's (autocannon's worker thread, signing the bodies), and the rest (GC, libuv).
   */
  cpuMsPerPair: { server: number; loadGenerator: number; otherThreads: number; postgres: number | null };
  machineCpuBusyPercent: number | null;
  sessions: SessionShares;
}

/** Share (%) of the sampled database sessions in each state, and the average number of sessions. */
type SessionShares = { samples: number; averageSessions: number; shares: Record<string, number> };

async function main(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    throw new Error(
      'the wallet benchmark runs against PostgreSQL: set DATABASE_URL, e.g. ' +
        'DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:wallet',
    );
  }
  const pgbenchVersion = (await run(pgbenchProgram, ['--version'])).stdout.trim();
  const pgbenchDatabase = await createScratchDatabase(serverUrl, 'chaba_pgbench');
  const logFolder = await mkdtemp(path.join(os.tmpdir(), 'chaba-pgbench-'));
  const cleanUpPgbench = async () => {
    await pgbenchDatabase.drop();
    await rm(logFolder, { recursive: true, force: true });
  };
  try {
    process.stdout.write(`pgbench -i -s ${settings.pgbenchScale} into ${pgbenchDatabase.name}…\n`);
    await run(pgbenchProgram, ['-i', '-s', String(settings.pgbenchScale), '-q', pgbenchDatabase.url]);
    await withBenchDatabase(
      async (database) => {
        const server = await startBenchApp(database.connection.db, { env: hub88Env });
        try {
          await measure(serverUrl, database, server, {
            url: pgbenchDatabase.url,
            name: pgbenchDatabase.name,
            logFolder,
            version: pgbenchVersion,
          });
        } finally {
          await server.close();
        }
      },
      { poolSize: settings.poolSize, extraCleanUp: cleanUpPgbench },
    );
  } finally {
    await cleanUpPgbench();
  }
}

async function measure(
  serverUrl: string,
  database: BenchDatabase,
  server: BenchApp,
  pgbench: { url: string; name: string; logFolder: string; version: string },
): Promise<void> {
  if (database.label !== 'postgresql' || !database.name) throw new Error('needs PostgreSQL');
  process.stdout.write(`setting up ${settings.players} players (deposit, launch, authenticate)…\n`);
  const players = await setUpPlayers(database, server);
  const serverSettings = await withAdminClient(serverUrl, async (client) => {
    const { rows } = await client.query<{ name: string; setting: string }>(
      `select name, setting from pg_settings where name in
       ('server_version', 'fsync', 'synchronous_commit', 'shared_buffers', 'max_connections', 'wal_level')`,
    );
    return Object.fromEntries(rows.map((row) => [row.name, row.setting]));
  });

  if (settings.warmupSeconds > 0) {
    process.stdout.write(`warm-up: wallet ${settings.warmupSeconds} s, both protocols…\n`);
    await loadWallet(server, players.demo, 'warmup', settings.warmupSeconds);
    const pairs = hub88Pairs(players.hub88, 'warmuph', 300 * settings.warmupSeconds);
    await loadWallet(server, players.demo, 'warmuph', settings.warmupSeconds, pairs);
  }
  const rounds: {
    pgbench: PgbenchMeasurement;
    wallet: WalletMeasurement;
    ratio: number;
    hub88: WalletMeasurement;
    hub88ToDemo: number;
  }[] = [];
  for (let index = 1; index <= settings.rounds; index += 1) {
    process.stdout.write(
      `round ${index}/${settings.rounds}: pgbench -c ${settings.connections} -j ${settings.pgbenchThreads} ` +
        `-T ${settings.durationSeconds} -M prepared…\n`,
    );
    const pgbenchResult = await runPgbench(serverUrl, pgbench);
    // The two protocols take turns at going first, so that what one run leaves the database (dead
    // rows, a checkpoint, autovacuum) does not always fall on the same one.
    const hub88First = index % 2 === 0;
    const runHub88 = async (pairCount: number) => {
      process.stdout.write(`round ${index}/${settings.rounds}: signing ${pairCount} Hub88 pairs…\n`);
      const pairs = hub88Pairs(players.hub88, `r${index}h`, pairCount);
      process.stdout.write(
        `round ${index}/${settings.rounds}: Hub88 bet+win, ${settings.connections} connections for ` +
          `${settings.durationSeconds} s…\n`,
      );
      const measured = await runWallet(serverUrl, database, server, players.demo, `r${index}h`, pairs);
      if (measured.pairs >= pairCount) process.stdout.write('  (the pre-signed Hub88 pairs ran out)\n');
      return measured;
    };
    // Enough pre-signed pairs for a run as fast as the demo protocol's last one and a half more.
    const enoughPairs = (demoPairs: number) => Math.ceil(demoPairs * 1.5) + 100;
    const lastDemoPairs = rounds.at(-1)?.wallet.pairs ?? 0;
    const hub88Early = hub88First ? await runHub88(enoughPairs(lastDemoPairs)) : undefined;
    process.stdout.write(
      `round ${index}/${settings.rounds}: wallet bet+win, ${settings.connections} connections for ` +
        `${settings.durationSeconds} s…\n`,
    );
    const wallet = await runWallet(serverUrl, database, server, players.demo, `r${index}`);
    const hub88 = hub88Early ?? (await runHub88(enoughPairs(wallet.pairs)));
    rounds.push({
      pgbench: pgbenchResult,
      wallet,
      ratio: round(wallet.pairsPerSecond / pgbenchResult.tps, 4),
      hub88,
      hub88ToDemo: round(hub88.pairsPerSecond / wallet.pairsPerSecond, 3),
    });
  }
  const medianRound = [...rounds].sort((a, b) => a.ratio - b.ratio)[Math.floor(rounds.length / 2)]!;
  const ledger = await checkLedger(database.connection.db);
  const notOk = rounds.reduce((sum, r) => sum + r.wallet.notOk + r.hub88.notOk, 0);
  const verifyMicroseconds = measureHub88Verification();

  const report = {
    benchmark: 'game wallet bet+win pairs over HTTP vs pgbench TPC-B-like',
    date: new Date().toISOString(),
    database: database.label,
    machine: describeMachine(loadAverageAtStart),
    postgres: serverSettings,
    pgbench: pgbench.version,
    settings: { ...settings, pipelining: 1, loadGeneratorWorkers: 1 },
    // The round with the median ratio.
    wallet: medianRound.wallet,
    pgbenchResult: medianRound.pgbench,
    ratioPairsToPgbenchTps: medianRound.ratio,
    hub88: medianRound.hub88,
    hub88ToDemo: medianRound.hub88ToDemo,
    hub88SignatureVerificationMicroseconds: verifyMicroseconds,
    ledger: { ok: ledger.ok, transactions: ledger.transactions, problems: ledger.problems },
    rounds,
  };
  const file = await writeResult('game-wallet', database.label, report);

  const rows = [
    [
      '',
      'pairs/s',
      'pgb tps',
      'ratio',
      'call p50',
      'call p99',
      'pgb p99',
      'cpu ms/pr',
      'srv/load/pg ms/pr',
      'pg ms/pgb tx',
      'busy %',
    ],
    ...rounds.map((r, index) => [
      `round ${index + 1}`,
      r.wallet.pairsPerSecond,
      r.pgbench.tps,
      r.ratio,
      r.wallet.callLatencyP50Ms,
      r.wallet.callLatencyP99Ms,
      r.pgbench.latencyMs.p99,
      r.wallet.processCpuMsPerPair,
      `${r.wallet.cpuMsPerPair.server}/${r.wallet.cpuMsPerPair.loadGenerator}/${r.wallet.cpuMsPerPair.postgres ?? '?'}`,
      r.pgbench.postgresCpuMsPerTransaction ?? '?',
      `${r.wallet.machineCpuBusyPercent ?? '?'}/${r.pgbench.machineCpuBusyPercent ?? '?'}`,
    ]),
    ...rounds.map((r, index) => [
      `hub88 ${index + 1}`,
      r.hub88.pairsPerSecond,
      '',
      r.hub88ToDemo,
      r.hub88.callLatencyP50Ms,
      r.hub88.callLatencyP99Ms,
      '',
      r.hub88.processCpuMsPerPair,
      `${r.hub88.cpuMsPerPair.server}/${r.hub88.cpuMsPerPair.loadGenerator}/${r.hub88.cpuMsPerPair.postgres ?? '?'}`,
      '',
      `${r.hub88.machineCpuBusyPercent ?? '?'}`,
    ]),
  ];
  process.stdout.write(`\n${formatTable(rows)}\n`);
  process.stdout.write(
    `ratio pairs/s ÷ pgbench tps: ${medianRound.ratio} (median round; rounds: ${rounds
      .map((r) => r.ratio)
      .join(', ')})\n`,
  );
  process.stdout.write(
    `Hub88 pairs/s ÷ demo pairs/s: ${medianRound.hub88ToDemo} (median round; rounds: ${rounds
      .map((r) => r.hub88ToDemo)
      .join(
        ', ',
      )}; the hub88 rows' ratio column); RSA-SHA256 verification: ${verifyMicroseconds} µs a call\n`,
  );
  process.stdout.write(`database sessions during the median round's wallet run (% of samples):\n`);
  process.stdout.write(`  ${describeShares(medianRound.wallet.sessions)}\n`);
  process.stdout.write(`  pgbench: ${describeShares(medianRound.pgbench.sessions)}\n`);
  process.stdout.write(
    `ledger check: ${ledger.ok ? 'ok' : 'FAILED'} (${ledger.transactions} transactions); ` +
      `wallet answers not OK: ${notOk}\n`,
  );
  if (!ledger.ok) process.stdout.write(`  ${ledger.problems.join('\n  ')}\n`);
  process.stdout.write(`written to ${path.relative(process.cwd(), file)}\n`);
  if (!ledger.ok || notOk > 0) process.exitCode = 1;
}

/** A Hub88 player: its `user` and the token of its Hub88 game session. */
interface Hub88Player {
  user: string;
  token: string;
}

/**
 * Members with credit on their wallet, each with a player token for the demo slot and a Hub88 game
 * session (made as the launch makes it: a game_sessions row of the token's hash) on a Hub88 game.
 */
async function setUpPlayers(
  database: BenchDatabase,
  server: BenchApp,
): Promise<{ demo: string[]; hub88: Hub88Player[] }> {
  const members = await createMembers(database.connection.db, settings.players, 50);
  const { config } = server.context;
  const prepared = await inBatches(members, async (member) => {
    const answer = await callJson(server, 'POST', '/api/requests/deposit/prepare', {
      token: member.token,
      body: { amount: settings.depositBaht },
    });
    return answer.data as { id: number; amount: number; to_account_number: string };
  });
  // One statement post pays them all, as a statement reader delivering a page of lines.
  const lines = prepared.map((request, index) => ({
    id: `wallet-bench-fund-${members[index]!.id}`,
    account_number: request.to_account_number,
    amount: request.amount,
    occurred_at: new Date().toISOString(),
  }));
  const body = JSON.stringify({ lines });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const funded = await callJson(server, 'POST', '/api/integrations/bank-statements', {
    raw: body,
    headers: {
      'x-signature': signWebhook(config.BANK_WEBHOOK_SECRET, timestamp, body),
      'x-timestamp': timestamp,
    },
  });
  const unmatched = (funded.data as { status: string }[]).filter((line) => line.status !== 'matched');
  if (unmatched.length > 0) throw new Error(`funding lines not matched: ${JSON.stringify(unmatched)}`);

  const demo = await inBatches(members, async (member: BenchMember) => {
    const launch = await callJson(
      server,
      'GET',
      `/lobby/api/launch-game/chaba-demo/${gameCode}?mobile=true`,
      {
        token: member.token,
      },
    );
    const launchToken = new URL(launch.url as string).searchParams.get('token');
    const raw = JSON.stringify({ launch_token: launchToken });
    const auth = await callJson(server, 'POST', '/api/providers/chaba-demo/wallet/authenticate', {
      raw,
      headers: { 'x-signature': createHmac('sha256', config.DEMO_PROVIDER_SECRET).update(raw).digest('hex') },
    });
    if (auth.status !== 'OK' || !(auth.balance >= settings.depositBaht)) {
      throw new Error(`authenticate: ${JSON.stringify(auth)}`);
    }
    return auth.player_token as string;
  });
  const { db } = database.connection;
  await db.insert(games).values({
    provider: hub88Provider,
    code: hub88GameCode,
    nameTh: 'สล็อต',
    nameEn: 'Bench slot',
    nameCn: '老虎机',
    category: 'slot',
  });
  const hub88 = members.map((member) => ({ user: hub88User(member.id), token: `hub88-${randomUUID()}` }));
  await db.insert(gameSessions).values(
    members.map((member, index) => ({
      tokenHash: hashToken(hub88[index]!.token),
      memberId: member.id,
      provider: hub88Provider,
      gameCode: hub88GameCode,
      expiresAt: new Date(Date.now() + 24 * 3_600_000),
    })),
  );
  return { demo, hub88 };
}

/** `count` Hub88 bet + win pairs, the players in turn, each body signed with Hub88's private key. */
function hub88Pairs(players: Hub88Player[], prefix: string, count: number) {
  const key: KeyObject = hub88Keys.privateKey;
  const signed = (body: unknown) => {
    const raw = JSON.stringify(body);
    return [raw, signHub88Body(key, raw)] as const;
  };
  return Array.from({ length: count }, (_, index) => {
    const player = players[index % players.length]!;
    const roundId = `${prefix}-${index}`;
    const common = {
      user: player.user,
      token: player.token,
      round: roundId,
      game_code: hub88GameCode,
      currency: 'THB',
      is_free: false,
    };
    const bet = { ...common, request_uuid: randomUUID(), transaction_uuid: `${roundId}-bet` };
    const win = { ...common, request_uuid: randomUUID(), transaction_uuid: `${roundId}-win` };
    return [
      ...signed({ ...bet, amount: settings.betBaht * hub88PerBaht }),
      ...signed({
        ...win,
        amount: settings.winBaht * hub88PerBaht,
        reference_transaction_uuid: bet.transaction_uuid,
      }),
    ] as [string, string, string, string];
  });
}

/** What the server's RSA-SHA256 verification of one Hub88 body costs, in µs (the median of 5 × 400). */
function measureHub88Verification(): number {
  const [body, signature] = hub88Pairs([{ user: 'chaba-1', token: 'x'.repeat(40) }], 'verify', 1)[0]!;
  const batches = Array.from({ length: 5 }, () => {
    const started = process.hrtime.bigint();
    for (let index = 0; index < 400; index += 1)
      if (!isHub88SignatureValid(hub88Keys.publicKey, body, signature)) throw new Error('bad signature');
    return Number(process.hrtime.bigint() - started) / 400 / 1000;
  });
  return round(batches.sort((a, b) => a - b)[2]!, 1);
}

async function inBatches<T, R>(items: T[], work: (item: T) => Promise<R>, size = 8): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map(work))));
  }
  return results;
}

function loadWallet(
  server: BenchApp,
  players: string[],
  prefix: string,
  durationSeconds: number,
  hub88?: ReturnType<typeof hub88Pairs>,
) {
  const common = {
    ...(hub88 ? { hub88 } : {}),
    method: 'POST',
    setupRequest: requestGenerator,
    players,
    secret: server.context.config.DEMO_PROVIDER_SECRET,
    prefix,
    gameCode,
    betAmount: settings.betBaht,
    winAmount: settings.winBaht,
  };
  return autocannon({
    url: server.base,
    connections: settings.connections,
    duration: durationSeconds,
    pipelining: 1,
    // One worker thread: the load generator gets its own event loop instead of the server's.
    workers: 1,
    requests: [
      { ...common, kind: 'bet' },
      { ...common, kind: 'win' },
    ],
  });
}

async function runWallet(
  serverUrl: string,
  database: BenchDatabase,
  server: BenchApp,
  players: string[],
  prefix: string,
  hub88?: ReturnType<typeof hub88Pairs>,
): Promise<WalletMeasurement> {
  const sampler = startSessionSampler(serverUrl, database.name!);
  const postgresCpu = await startPostgresCpu(serverUrl, database.name!);
  const threadsBefore = readThreadCpuMs();
  const cpuBefore = process.cpuUsage();
  const machineBefore = readMachineCpu();
  let result: Result;
  try {
    result = await loadWallet(server, players, prefix, settings.durationSeconds, hub88);
  } finally {
    await sampler.stop();
  }
  const machineCpuBusyPercent = busyPercent(machineBefore, readMachineCpu());
  const cpu = process.cpuUsage(cpuBefore);
  const threads = threadCpuSplit(threadsBefore, readThreadCpuMs());
  const postgresCpuMs = postgresCpu.stop();
  if (result.errors > 0 || result.timeouts > 0 || result.non2xx > 0) {
    throw new Error(
      `wallet: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers`,
    );
  }
  const rows = await queryRows<{ kind: string; status: string; answer: string; total: string }>(
    database.connection.db,
    sql`select kind, status, answer_status as answer, count(*)::text as total from game_transactions
        where transaction_id like ${`${prefix}-%`} group by 1, 2, 3`,
  );
  const countOf = (kind: string) =>
    rows
      .filter((row) => row.kind === kind && row.status === 'applied' && row.answer === 'OK')
      .reduce((sum, row) => sum + Number(row.total), 0);
  const notOk = rows
    .filter((row) => !(row.status === 'applied' && row.answer === 'OK'))
    .reduce((sum, row) => sum + Number(row.total), 0);
  const bets = countOf('bet');
  const wins = countOf('win');
  return {
    pairsPerSecond: round(wins / result.duration, 1),
    pairs: wins,
    calls: result.requests.total,
    durationSeconds: result.duration,
    callLatencyP50Ms: result.latency.p50,
    callLatencyP99Ms: result.latency.p99,
    callLatencyMaxMs: result.latency.max,
    unsettledBets: bets - wins,
    notOk,
    processCpuMsPerPair: round((cpu.user + cpu.system) / 1000 / Math.max(wins, 1), 3),
    cpuMsPerPair: {
      server: round(threads.main / Math.max(wins, 1), 3),
      loadGenerator: round(
        Math.max(0, (cpu.user + cpu.system) / 1000 - threads.main - threads.others) / Math.max(wins, 1),
        3,
      ),
      otherThreads: round(threads.others / Math.max(wins, 1), 3),
      postgres: postgresCpuMs === null ? null : round(postgresCpuMs / Math.max(wins, 1), 3),
    },
    machineCpuBusyPercent,
    sessions: await sampler.stop(),
  };
}

async function runPgbench(
  serverUrl: string,
  pgbench: { url: string; name: string; logFolder: string },
): Promise<PgbenchMeasurement> {
  await rm(pgbench.logFolder, { recursive: true, force: true });
  await mkdir(pgbench.logFolder, { recursive: true });
  const sampler = startSessionSampler(serverUrl, pgbench.name);
  // pgbench's 64 sessions connect as it starts: their CPU is counted from a moment after.
  const postgresCpuWindow = startPostgresCpuOnceConnected(serverUrl, pgbench.name, settings.connections);
  const machineBefore = readMachineCpu();
  let output: string;
  try {
    output = (
      await run(pgbenchProgram, [
        '-c',
        String(settings.connections),
        '-j',
        String(settings.pgbenchThreads),
        '-T',
        String(settings.durationSeconds),
        '-M',
        'prepared',
        '-l',
        `--log-prefix=${path.join(pgbench.logFolder, 'pgbench')}`,
        pgbench.url,
      ])
    ).stdout;
  } finally {
    await sampler.stop();
  }
  const machineCpuBusyPercent = busyPercent(machineBefore, readMachineCpu());
  const postgresCpu = await postgresCpuWindow;
  const number = (pattern: RegExp) => {
    const match = pattern.exec(output);
    if (!match) throw new Error(`pgbench output without ${pattern}:\n${output}`);
    return Number(match[1]);
  };
  // Each line of the per-transaction log: client, transaction, latency in µs, script, epoch, µs.
  const latencies: number[] = [];
  let inCpuWindow = 0;
  for (const name of await readdir(pgbench.logFolder)) {
    const text = await readFile(path.join(pgbench.logFolder, name), 'utf8');
    for (const line of text.split('\n')) {
      const fields = line.split(' ');
      const micros = Number(fields[2]);
      if (line && Number.isFinite(micros)) latencies.push(micros / 1000);
      const endedMs = Number(fields[4]) * 1000 + Number(fields[5]) / 1000;
      if (postgresCpu && endedMs >= postgresCpu.from && endedMs < postgresCpu.to) inCpuWindow += 1;
    }
  }
  return {
    tps: round(number(/tps = ([\d.]+)/), 1),
    transactions: number(/number of transactions actually processed: (\d+)/),
    failed: /number of failed transactions: (\d+)/.test(output)
      ? number(/number of failed transactions: (\d+)/)
      : 0,
    latencyAverageMs: number(/latency average = ([\d.]+) ms/),
    latencyMs: distribution(latencies),
    machineCpuBusyPercent,
    postgresCpuMsPerTransaction:
      postgresCpu === null || inCpuWindow === 0 ? null : round(postgresCpu.ms / inCpuWindow, 3),
    sessions: await sampler.stop(),
  };
}

/**
 * Samples pg_stat_activity of one database every 100 ms: how many sessions run (on CPU), wait on a
 * lock or on I/O, or sit idle waiting for their client (between transactions, or inside one).
 */
function startSessionSampler(serverUrl: string, databaseName: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  const counts = new Map<string, number>();
  let samples = 0;
  let sessions = 0;
  let running = true;
  const loop = (async () => {
    await client.connect();
    while (running) {
      const { rows } = await client.query<{
        state: string | null;
        type: string | null;
        event: string | null;
      }>(
        `select state, wait_event_type as type, wait_event as event from pg_stat_activity
         where datname = $1 and pid <> pg_backend_pid() and backend_type = 'client backend'`,
        [databaseName],
      );
      samples += 1;
      for (const row of rows) {
        const label =
          row.state === 'active'
            ? row.type
              ? `${row.type}:${row.event}`
              : 'active (CPU)'
            : (row.state ?? '?');
        counts.set(label, (counts.get(label) ?? 0) + 1);
        sessions += 1;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await client.end();
  })();
  let stopped: Promise<SessionShares> | undefined;
  return {
    stop(): Promise<SessionShares> {
      running = false;
      stopped ??= loop.then(() => ({
        samples,
        averageSessions: round(sessions / Math.max(samples, 1), 1),
        shares: Object.fromEntries(
          [...counts.entries()]
            .sort((a, b) => b[1] - a[1])
            .map(([label, total]) => [label, round((100 * total) / Math.max(sessions, 1), 1)]),
        ),
      }));
      return stopped;
    },
  };
}

function describeShares(sessions: SessionShares): string {
  const parts = Object.entries(sessions.shares)
    .filter(([, share]) => share >= 1)
    .map(([label, share]) => `${label} ${share}%`);
  return `${sessions.averageSessions} sessions on average: ${parts.join(', ')}`;
}

/** Linux: the machine's CPU counters (all cores), to tell how busy it was during a run. */
function readMachineCpu(): { busy: number; total: number } | undefined {
  try {
    const fields = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]!
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
    const total = fields.slice(0, 8).reduce((sum, value) => sum + value, 0);
    return { busy: total - idle, total };
  } catch {
    return undefined;
  }
}

function busyPercent(
  before: ReturnType<typeof readMachineCpu>,
  after: ReturnType<typeof readMachineCpu>,
): number | null {
  if (!before || !after || after.total === before.total) return null;
  return round((100 * (after.busy - before.busy)) / (after.total - before.total), 1);
}

await main();

/** Linux: CPU time (ms) of each thread of this process, by thread id. */
function readThreadCpuMs(): Map<number, number> {
  const times = new Map<number, number>();
  try {
    for (const tid of readdirSync('/proc/self/task')) {
      const cpu = processCpuMs(`/proc/self/task/${tid}/stat`);
      if (cpu !== null) times.set(Number(tid), cpu);
    }
  } catch {
    // Not Linux: no split.
  }
  return times;
}

/** utime + stime of a /proc …/stat file in ms (clock ticks of 10 ms), or null when gone. */
function processCpuMs(file: string): number | null {
  try {
    const text = readFileSync(file, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/**
 * Between two readings: the main thread's CPU (the server) and that of the other threads there at
 * both (V8's and libuv's). autocannon's worker thread starts after the first reading and has usually
 * ended by the second (its /proc entry gone): its CPU is the process's total less these.
 */
function threadCpuSplit(before: Map<number, number>, after: Map<number, number>) {
  let main = 0;
  let others = 0;
  for (const [tid, ms] of after) {
    const start = before.get(tid);
    if (start === undefined) continue;
    if (tid === process.pid) main = ms - start;
    else others += ms - start;
  }
  return { main, others };
}

/**
 * CPU time of PostgreSQL's processes while a load runs: the sessions of one database and the server's
 * own processes (WAL writer, checkpointer, background writer…), read from /proc (the database runs
 * on this machine). Sessions that start or end meanwhile are missed, hence a warmed-up pool.
 */
async function startPostgresCpu(serverUrl: string, databaseName: string) {
  const pids = await withAdminClient(serverUrl, async (client) => {
    const { rows } = await client.query<{ pid: number }>(
      `select pid from pg_stat_activity
       where (datname = $1 and backend_type = 'client backend') or backend_type <> 'client backend'`,
      [databaseName],
    );
    return rows.map((row) => row.pid);
  });
  const before = new Map(pids.map((pid) => [pid, processCpuMs(`/proc/${pid}/stat`)]));
  return {
    /** ms of CPU, or null when the database's processes cannot be read (another machine). */
    stop(): number | null {
      let total = 0;
      let read = 0;
      for (const [pid, start] of before) {
        const end = processCpuMs(`/proc/${pid}/stat`);
        if (start === null || end === null) continue;
        total += end - start;
        read += 1;
      }
      return read === 0 ? null : total;
    },
  };
}

/**
 * The same for pgbench's run, over its middle half once its sessions are connected: the CPU, and the
 * window (epoch ms) in which to count the transactions pgbench's log says ended.
 */
async function startPostgresCpuOnceConnected(
  serverUrl: string,
  databaseName: string,
  sessions: number,
): Promise<{ ms: number; from: number; to: number } | null> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const connected = await withAdminClient(serverUrl, async (client) => {
      const { rows } = await client.query<{ sessions: number }>(
        `select count(*)::int as sessions from pg_stat_activity
         where datname = $1 and backend_type = 'client backend'`,
        [databaseName],
      );
      return rows[0]!.sessions;
    });
    if (connected >= sessions) {
      const cpu = await startPostgresCpu(serverUrl, databaseName);
      const from = Date.now();
      await new Promise((resolve) => setTimeout(resolve, (settings.durationSeconds * 1000) / 2));
      const ms = cpu.stop();
      return ms === null ? null : { ms, from, to: Date.now() };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
}
