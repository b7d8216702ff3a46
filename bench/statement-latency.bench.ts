/**
 * Statement-to-credit latency (issue 3): how long after a bank statement line reaches the webhook
 * the member's browser hears that the deposit was credited. For each deposit, over real HTTP: the
 * member prepares it (POST /api/requests/deposit/prepare), the statement reader posts the signed line
 * that pays it (POST /api/integrations/bank-statements, X-Signature and X-Timestamp), and the clock
 * runs from sending the line until the member's open stream (GET /api/customers/stream) delivers
 * "changed" for the deposit. The spec promises 3–5 minutes; we aim for under a second.
 *
 * Members are made straight in the database with an access token (no argon2 login per member), and
 * each makes a few deposits in a row on one open stream: the first is their first deposit, the
 * others are not. Lanes run side by side (8 members at once by default). The member and bank side
 * runs in a worker thread (statement-latency.client.ts) so its clock does not wait on the server's
 * event loop; it still shares the machine's cores with the server.
 *
 *   npm run bench:statements
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:statements
 *
 * Settings (environment): BENCH_DEPOSITS (1000 per round), BENCH_CONCURRENCY (8 lanes),
 * BENCH_DEPOSITS_PER_MEMBER (4), BENCH_ROUNDS (3; the median of each figure over the rounds is
 * reported), BENCH_WARMUP_DEPOSITS (40, unmeasured, 0 to skip). The result is printed and written to
 * bench/results/ as JSON.
 */
import { checkLedger } from '@chaba/core/ledger/check-ledger';
import { bankStatementLines, moneyRequests } from '@chaba/db/schema';
import { and, count, eq, inArray } from 'drizzle-orm';
import path from 'node:path';
import type { ClientInput, ClientOutput } from './statement-latency.client';
import {
  createMembers,
  describeMachine,
  distribution,
  formatTable,
  loadAverage,
  median,
  readWholeNumber,
  round,
  startBenchApp,
  startTypeScriptWorker,
  withBenchDatabase,
  writeResult,
  type BenchApp,
  type BenchDatabase,
  type Distribution,
} from './support';

const settings = {
  deposits: readWholeNumber('BENCH_DEPOSITS', 1000, 1),
  concurrency: readWholeNumber('BENCH_CONCURRENCY', 8, 1),
  depositsPerMember: readWholeNumber('BENCH_DEPOSITS_PER_MEMBER', 4, 1),
  rounds: readWholeNumber('BENCH_ROUNDS', 3, 1),
  warmupDeposits: readWholeNumber('BENCH_WARMUP_DEPOSITS', 40, 0),
};

const loadAverageAtStart = loadAverage();

interface RoundResult {
  deposits: number;
  members: number;
  /** Line sent → "changed" on the member's stream. */
  latencyMs: Distribution;
  /** Line sent → the webhook's HTTP answer. */
  webhookAnswerMs: Distribution;
  /** The member's deposit prepare (request → answer), the step before the line. */
  prepareMs: Distribution;
  /** A lane's whole deposit: prepare sent → "changed" read. Lanes ÷ its mean bounds the rate. */
  laneMs: Distribution;
  /** Opening a member's stream (ticket, GET, "ready"), once per member. */
  streamOpenMs: Distribution;
  depositsPerSecond: number;
  /** CPU time of this process (server and client worker; not PostgreSQL's) per deposit. */
  processCpuMsPerDeposit: number;
  loadAverageAtEnd: number[];
}

async function runRound(
  database: BenchDatabase,
  server: BenchApp,
  label: string,
  deposits: number,
  series: number,
): Promise<{ result: RoundResult; memberIds: number[] }> {
  const { db } = database.connection;
  const memberCount = Math.ceil(deposits / settings.depositsPerMember);
  const members = await createMembers(db, memberCount, series);
  const input: ClientInput = {
    base: server.base,
    secret: server.context.config.BANK_WEBHOOK_SECRET,
    lanes: settings.concurrency,
    depositsPerMember: settings.depositsPerMember,
    label,
    members: members.map(({ id, token, accountNumber }) => ({ id, token, accountNumber })),
  };
  const cpuBefore = process.cpuUsage();
  const output = await runClient(input);
  const cpu = process.cpuUsage(cpuBefore);
  const made = output.samples.length;
  return {
    memberIds: members.map((member) => member.id),
    result: {
      deposits: made,
      members: memberCount,
      latencyMs: distribution(output.samples.map((sample) => sample.latencyMs)),
      webhookAnswerMs: distribution(output.samples.map((sample) => sample.webhookMs)),
      prepareMs: distribution(output.samples.map((sample) => sample.prepareMs)),
      laneMs: distribution(output.samples.map((sample) => sample.laneMs)),
      streamOpenMs: distribution(output.streamOpenMs),
      depositsPerSecond: round(made / (output.wallMs / 1000), 1),
      processCpuMsPerDeposit: round((cpu.user + cpu.system) / 1000 / made, 2),
      loadAverageAtEnd: loadAverage(),
    },
  };
}

function runClient(input: ClientInput): Promise<ClientOutput> {
  const worker = startTypeScriptWorker(new URL('./statement-latency.client.ts', import.meta.url), input);
  return new Promise<ClientOutput>((resolve, reject) => {
    worker.once('message', (output: ClientOutput) => {
      resolve(output);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`client worker exited with ${code} before answering`)));
  });
}

/** Every deposit of the round is completed and its line matched: the books agree with the client. */
async function checkDeposits(database: BenchDatabase, memberIds: number[], expected: number) {
  const { db } = database.connection;
  const [completed] = await db
    .select({ total: count() })
    .from(moneyRequests)
    .where(
      and(
        inArray(moneyRequests.memberId, memberIds),
        eq(moneyRequests.type, 'deposit'),
        eq(moneyRequests.status, 'completed'),
      ),
    );
  if (completed?.total !== expected) {
    throw new Error(`expected ${expected} completed deposits, found ${completed?.total}`);
  }
  const [unmatched] = await db
    .select({ total: count() })
    .from(bankStatementLines)
    .where(eq(bankStatementLines.status, 'unmatched'));
  if (unmatched?.total !== 0) throw new Error(`${unmatched?.total} statement lines went unmatched`);
}

await withBenchDatabase(async (database) => {
  const server = await startBenchApp(database.connection.db);
  try {
    if (settings.warmupDeposits > 0) {
      process.stdout.write(`warm-up: ${settings.warmupDeposits} deposits on ${database.label}…\n`);
      await runRound(database, server, 'warmup', settings.warmupDeposits, 0);
    }
    const rounds: RoundResult[] = [];
    for (let index = 1; index <= settings.rounds; index += 1) {
      process.stdout.write(
        `round ${index}/${settings.rounds}: ${settings.deposits} deposits, ${settings.concurrency} members ` +
          `at once, ${settings.depositsPerMember} each, on ${database.label}…\n`,
      );
      const { result, memberIds } = await runRound(database, server, `r${index}`, settings.deposits, index);
      await checkDeposits(database, memberIds, result.deposits);
      rounds.push(result);
    }
    const ledger = await checkLedger(database.connection.db);

    const medianOf = (pick: (round: RoundResult) => number) => round(median(rounds.map(pick)), 2);
    const summary = {
      latencyMs: {
        p50: medianOf((r) => r.latencyMs.p50),
        p95: medianOf((r) => r.latencyMs.p95),
        p99: medianOf((r) => r.latencyMs.p99),
        max: medianOf((r) => r.latencyMs.max),
      },
      webhookAnswerMs: {
        p50: medianOf((r) => r.webhookAnswerMs.p50),
        p99: medianOf((r) => r.webhookAnswerMs.p99),
      },
      prepareMs: { p50: medianOf((r) => r.prepareMs.p50), p99: medianOf((r) => r.prepareMs.p99) },
      laneMs: { p50: medianOf((r) => r.laneMs.p50), mean: medianOf((r) => r.laneMs.mean) },
      streamOpenMs: { p50: medianOf((r) => r.streamOpenMs.p50), p99: medianOf((r) => r.streamOpenMs.p99) },
      depositsPerSecond: medianOf((r) => r.depositsPerSecond),
      processCpuMsPerDeposit: medianOf((r) => r.processCpuMsPerDeposit),
      /** Worst single deposit of all rounds. */
      worstMs: Math.max(...rounds.map((r) => r.latencyMs.max)),
    };
    const report = {
      benchmark: 'statement line → SSE "changed" (statement-to-credit latency)',
      date: new Date().toISOString(),
      database: database.label,
      machine: describeMachine(loadAverageAtStart),
      settings: { ...settings, databasePool: database.label === 'postgresql' ? 'default (10)' : 'PGlite' },
      // The median over the rounds of each figure.
      summary,
      ledger: { ok: ledger.ok, transactions: ledger.transactions, problems: ledger.problems },
      rounds,
    };
    const file = await writeResult('statement-latency', database.label, report);

    const rows = [
      ['', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'answer p50', 'deposits/s', 'cpu ms/dep'],
      ...rounds.map((r, index) => [
        `round ${index + 1}`,
        r.latencyMs.p50,
        r.latencyMs.p95,
        r.latencyMs.p99,
        r.latencyMs.max,
        r.webhookAnswerMs.p50,
        r.depositsPerSecond,
        r.processCpuMsPerDeposit,
      ]),
      [
        'median',
        summary.latencyMs.p50,
        summary.latencyMs.p95,
        summary.latencyMs.p99,
        summary.latencyMs.max,
        summary.webhookAnswerMs.p50,
        summary.depositsPerSecond,
        summary.processCpuMsPerDeposit,
      ],
    ];
    process.stdout.write(`\n${formatTable(rows, 11)}\n`);
    process.stdout.write(
      `a lane's deposit (medians): prepare p50 ${summary.prepareMs.p50} ms (p99 ${summary.prepareMs.p99}), ` +
        `prepare → "changed" mean ${summary.laneMs.mean} ms, stream open p50 ${summary.streamOpenMs.p50} ms ` +
        `once per member\n`,
    );
    process.stdout.write(
      `ledger check: ${ledger.ok ? 'ok' : 'FAILED'} (${ledger.transactions} transactions)` +
        `${ledger.ok ? '' : `\n  ${ledger.problems.join('\n  ')}`}\n`,
    );
    process.stdout.write(`written to ${path.relative(process.cwd(), file)}\n`);
    if (!ledger.ok) process.exitCode = 1;
  } finally {
    await server.close();
  }
});
