/**
 * A login flood against real members (issue 24, as the attacker's battery reproduced it): 100
 * attacker loops over 64 source addresses post wrong passwords for random phones, about 600 a second,
 * each address under its own limit (LOGIN_FAILURES_PER_ADDRESS raised as for a carrier NAT). Before
 * decision 43, 29 of 33 real logins answered 503 server_busy, and with no flood 30 of 50 simultaneous
 * registrations failed at the password step. The goals: during the flood at least 95 % of real
 * members' logins succeed within 2 s (solving the proof-of-work challenge when asked, as the member
 * site does), and 50 simultaneous registrations all succeed within 10 s.
 *
 * The load runs in a worker thread (login-flood.client.ts) of this process; the server listens on
 * 127.0.0.1 and sees each loopback source address (127.0.0.x, bound with `localAddress`) as a client
 * of its own, with no proxy header. First the registrations (no flood), then the flood with members
 * logging in from their own addresses.
 *
 *   npm run bench:login-flood                                                      # PGlite
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:login-flood # PostgreSQL
 *
 * Settings (environment): DATABASE_URL, BENCH_DURATION_SECONDS (15, the flood), BENCH_ATTACKERS (100),
 * BENCH_ATTACK_ADDRESSES (64), BENCH_ATTACK_PER_SECOND (600), BENCH_MEMBER_INTERVAL_MS (300, one
 * member login every so often), BENCH_REGISTRATIONS (50), BENCH_POOL_SIZE (10, the server's default).
 */
import {
  createMembers,
  describeMachine,
  distribution,
  loadAverage,
  readWholeNumber,
  round,
  startBenchApp,
  startTypeScriptWorker,
  withBenchDatabase,
  writeResult,
  type BenchDatabase,
} from './support';
import type { AttackResult, FloodResult, FloodSettings, Outcome } from './login-flood.client';

const settings = {
  durationSeconds: readWholeNumber('BENCH_DURATION_SECONDS', 15, 3),
  attackers: readWholeNumber('BENCH_ATTACKERS', 100, 1),
  attackAddresses: Math.min(readWholeNumber('BENCH_ATTACK_ADDRESSES', 64, 1), 250),
  attackPerSecond: readWholeNumber('BENCH_ATTACK_PER_SECOND', 600, 1),
  memberIntervalMs: readWholeNumber('BENCH_MEMBER_INTERVAL_MS', 300, 10),
  registrations: readWholeNumber('BENCH_REGISTRATIONS', 50, 0),
  poolSize: readWholeNumber('BENCH_POOL_SIZE', 10, 1),
  members: 40,
  memberGoalMs: 2_000,
  registrationGoalMs: 10_000,
};
const otpCode = '246810';
const loadAverageAtStart = loadAverage();

await withBenchDatabase(
  async (database) => {
    const server = await startBenchApp(database.connection.db, {
      env: {
        // Each attacking address stays under its own limit, as in the report (a carrier NAT's setting).
        LOGIN_FAILURES_PER_ADDRESS: '100000',
        SMS_PER_ADDRESS_PER_HOUR: '100000',
        OTP_BYPASS_CODE: otpCode,
      },
    });
    try {
      const members = await createMembers(database.connection.db, settings.members, 70);
      process.stdout.write(
        `${settings.registrations} registrations at once, then ${settings.durationSeconds} s of ` +
          `${settings.attackers} attackers over ${settings.attackAddresses} addresses ` +
          `(${settings.attackPerSecond}/s) with a member logging in every ${settings.memberIntervalMs} ms…\n`,
      );
      const base: Omit<FloodSettings, 'role'> = {
        base: server.base,
        otpCode,
        registrations: settings.registrations,
        members: members.map((member) => ({ phone: member.phone, password: 'Bench1234' })),
        attackers: settings.attackers,
        attackAddresses: settings.attackAddresses,
        attackPerSecond: settings.attackPerSecond,
        durationSeconds: settings.durationSeconds,
        memberIntervalMs: settings.memberIntervalMs,
        memberGoalMs: settings.memberGoalMs,
      };
      const registrations = await runRole({ ...base, role: 'registrations' });
      const [logins, attack] = await Promise.all([
        runRole({ ...base, role: 'members' }),
        runRole({ ...base, role: 'attack' }),
      ]);
      if (registrations.role !== 'registrations' || logins.role !== 'members' || attack.role !== 'attack') {
        throw new Error('a worker played another role');
      }
      const result = {
        registrations: registrations.outcomes,
        registrationsMs: registrations.wholeMs,
        memberLogins: logins.outcomes,
        attack: attack.attack,
      };
      await report(database, result);
    } finally {
      await server.close();
    }
  },
  { poolSize: settings.poolSize },
);

/** One role of login-flood.client.ts in a worker thread of its own, until it reports. */
async function runRole(settings: FloodSettings): Promise<FloodResult> {
  const worker = startTypeScriptWorker(new URL('./login-flood.client.ts', import.meta.url), settings);
  try {
    return await new Promise<FloodResult>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  } finally {
    await worker.terminate();
  }
}

interface Results {
  registrations: Outcome[];
  registrationsMs: number;
  memberLogins: Outcome[];
  attack: AttackResult;
}

function summarise(outcomes: Outcome[], goalMs: number) {
  const succeeded = outcomes.filter((outcome) => outcome.status === 200);
  const inTime = succeeded.filter((outcome) => outcome.ms <= goalMs);
  const refusals: Record<string, number> = {};
  for (const outcome of outcomes) {
    if (outcome.status === 200) continue;
    const key = `${outcome.step ? `${outcome.step} ` : ''}${outcome.status} ${outcome.code ?? ''}`.trim();
    refusals[key] = (refusals[key] ?? 0) + 1;
  }
  return {
    count: outcomes.length,
    succeeded: succeeded.length,
    inTime: inTime.length,
    share: outcomes.length === 0 ? 0 : inTime.length / outcomes.length,
    ms: distribution(outcomes.map((outcome) => outcome.ms)),
    solved: outcomes.reduce((sum, outcome) => sum + outcome.solved, 0),
    solveMs: distribution(outcomes.filter((o) => o.solved > 0).map((outcome) => outcome.solveMs)),
    firstSendMs: distribution(outcomes.flatMap((outcome) => outcome.sendsMs?.slice(0, 1) ?? [])),
    lastSendMs: distribution(outcomes.flatMap((outcome) => outcome.sendsMs?.slice(1).slice(-1) ?? [])),
    refusals,
  };
}

async function report(database: BenchDatabase, result: Results): Promise<void> {
  const registrations = summarise(result.registrations, settings.registrationGoalMs);
  const logins = summarise(result.memberLogins, settings.memberGoalMs);
  const registrationsMet =
    registrations.inTime === registrations.count && result.registrationsMs <= settings.registrationGoalMs;
  const loginsMet = logins.share >= 0.95;
  const line = (name: string, s: ReturnType<typeof summarise>, goal: string, met: boolean) =>
    `${name}: ${s.inTime} of ${s.count} succeeded within ${goal} (${round(s.share * 100, 1)} %; ` +
    `${s.succeeded} in all), p50 ${round(s.ms.p50, 0)} ms, p99 ${round(s.ms.p99, 0)} ms, max ` +
    `${round(s.ms.max, 0)} ms; ${s.solved} challenges solved (p50 ${round(s.solveMs.p50, 0)} ms; ` +
    `first answer p50 ${round(s.firstSendMs.p50, 0)} ms, answer after solving p50 ${round(s.lastSendMs.p50, 0)} ms); ` +
    `refused: ${JSON.stringify(s.refusals)} — goal ${met ? 'met' : 'NOT met'}\n`;
  const { attack } = result;
  process.stdout.write(
    `\n` +
      line(`${registrations.count} registrations at once`, registrations, '10 s', registrationsMet) +
      `  (all ${registrations.count} done in ${round(result.registrationsMs, 0)} ms)\n` +
      line('member logins during the flood', logins, '2 s', loginsMet) +
      `attack: ${attack.sent} wrong logins in ${round(attack.seconds, 1)} s ` +
      `(${round(attack.sent / attack.seconds, 0)}/s), answered ${JSON.stringify(attack.statuses)}, ` +
      `p50 ${round(attack.p50Ms, 1)} ms, p99 ${round(attack.p99Ms, 1)} ms\n`,
  );
  const whole = {
    date: new Date().toISOString(),
    settings,
    machine: describeMachine(loadAverageAtStart),
    registrations: { ...registrations, wholeMs: result.registrationsMs, goalMet: registrationsMet },
    memberLogins: { ...logins, goalMet: loginsMet },
    attack,
  };
  const file = await writeResult('login-flood', database.label, whole);
  process.stdout.write(`result: ${file}\n`);
}
