/**
 * The load of login-flood.bench.ts, in a worker thread so that the client has an event loop of its
 * own. As issue 24 reproduced the attack: `attackers` loops spread over `attackAddresses` source
 * addresses (loopback 127.0.0.x, each connection bound with `localAddress`, so the server sees each as
 * its own client without any proxy header) post wrong passwords for random phones, at most
 * `attackPerSecond` in all. An attacker does not solve the proof-of-work challenge a 428 brings (it
 * would pay a second of CPU per guess): it sends its next guess. Meanwhile real members log in from
 * addresses of their own, one every `memberIntervalMs`, as the member site does: a 428 is solved
 * (ALTCHA, in this thread) and the login sent again.
 *
 * `registrations`: before the flood, that many members register at once (phone, code, password,
 * bank account), each from its own address, solving a challenge if one is asked for.
 *
 * Each role runs in a thread of its own (`role`), so that the members' event loop is not the
 * attackers'; they still share the machine's two cores with the server.
 */
import type { Challenge, Solution } from 'altcha-lib/types';
import { Agent, request } from 'node:http';
import { parentPort, Worker, workerData } from 'node:worker_threads';

export interface FloodSettings {
  /** What this thread plays: the registrations, the members' logins, or the attack. */
  role: 'registrations' | 'members' | 'attack';
  base: string;
  otpCode: string;
  registrations: number;
  members: { phone: string; password: string }[];
  attackers: number;
  attackAddresses: number;
  attackPerSecond: number;
  durationSeconds: number;
  memberIntervalMs: number;
  memberGoalMs: number;
}

export interface Outcome {
  /** The member's (or registration's) whole time, first send to last answer, milliseconds. */
  ms: number;
  /** The last answer's status (200 or the refusal), and its code. */
  status: number;
  code?: string;
  /** Proof-of-work challenges solved on the way, and the time they took. */
  solved: number;
  solveMs: number;
  /** The step that failed (registration). */
  step?: string;
  /** How long each send waited for its answer, milliseconds (the first, then after each solve). */
  sendsMs?: number[];
}

export interface AttackResult {
  sent: number;
  statuses: Record<string, number>;
  seconds: number;
  p50Ms: number;
  p99Ms: number;
}

export type FloodResult =
  | { role: 'registrations'; outcomes: Outcome[]; wholeMs: number }
  | { role: 'members'; outcomes: Outcome[] }
  | { role: 'attack'; attack: AttackResult };

const settings = workerData as FloodSettings;
const { hostname, port } = new URL(settings.base);
const agents = new Map<string, Agent>();

function agentFor(address: string): Agent {
  let agent = agents.get(address);
  if (!agent) {
    agent = new Agent({ keepAlive: true, maxSockets: 64 });
    agents.set(address, agent);
  }
  return agent;
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** A JSON POST from `from` (a 127.0.0.x source address). */
function post(from: string, path: string, body: unknown, token?: string): Promise<Answer> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const call = request(
      {
        host: hostname,
        port,
        path,
        method: 'POST',
        agent: agentFor(from),
        localAddress: from,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          let parsed: Record<string, unknown> = {};
          try {
            parsed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
          } catch {
            parsed = {};
          }
          resolve({ status: response.statusCode ?? 0, body: parsed });
        });
        response.on('error', reject);
      },
    );
    call.on('error', reject);
    call.end(payload);
  });
}

/**
 * A member's device solving a challenge: ALTCHA's solver in a thread of its own with PBKDF2 computed
 * at once, as a browser's WebCrypto computes it off the page's thread. Not the library's Node
 * function, which sends each try to libuv's pool, shared here with the server's argon2.
 */
const solverSource = `
const { parentPort, workerData } = require('node:worker_threads');
const { pbkdf2Sync } = require('node:crypto');
import('altcha-lib').then(async ({ solveChallenge }) => {
  const deriveKey = async (parameters, salt, password) => ({
    derivedKey: pbkdf2Sync(password, salt, parameters.cost, parameters.keyLength || 32, 'sha256'),
  });
  parentPort.postMessage(await solveChallenge({ challenge: workerData, deriveKey }));
});`;

function solveChallenge(challenge: Challenge): Promise<Solution | null> {
  const solver = new Worker(solverSource, { eval: true, workerData: challenge });
  return new Promise<Solution | null>((resolve, reject) => {
    solver.once('message', resolve);
    solver.once('error', reject);
  }).finally(() => void solver.terminate());
}

/**
 * What the member site does: send; on a 428 with a challenge, solve it and send again (twice at
 * most). Counts what solving took.
 */
async function postSolving(
  from: string,
  path: string,
  body: Record<string, unknown>,
  token?: string,
): Promise<Answer & { solved: number; solveMs: number; sendsMs: number[] }> {
  const sendsMs: number[] = [];
  let sent = performance.now();
  let answer = await post(from, path, body, token);
  sendsMs.push(performance.now() - sent);
  let solved = 0;
  let solveMs = 0;
  while (answer.status === 428 && answer.body.challenge && solved < 2) {
    const started = performance.now();
    const challenge = answer.body.challenge as Challenge;
    const solution = await solveChallenge(challenge);
    solveMs += performance.now() - started;
    solved += 1;
    if (!solution) break;
    const altcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    sent = performance.now();
    answer = await post(from, path, { ...body, altcha }, token);
    sendsMs.push(performance.now() - sent);
  }
  return { ...answer, solved, solveMs, sendsMs };
}

const password = 'Bench1234';

async function register(index: number): Promise<Outcome> {
  const from = `127.0.1.${(index % 250) + 1}`;
  const phone = `085${String(Date.now() % 100_000).padStart(5, '0')}${String(index).padStart(2, '0')}`;
  const started = performance.now();
  const outcome = (answer: Answer & { solved?: number; solveMs?: number }, step?: string): Outcome => ({
    ms: performance.now() - started,
    status: answer.status,
    code: typeof answer.body.code === 'string' ? answer.body.code : undefined,
    solved: answer.solved ?? 0,
    solveMs: answer.solveMs ?? 0,
    step,
  });
  const phoneStep = await post(from, '/api/register/phone', { phone });
  if (phoneStep.status !== 200) return outcome(phoneStep, 'phone');
  const otpStep = await post(from, '/api/register/otp', { phone, otp: settings.otpCode });
  if (otpStep.status !== 200) return outcome(otpStep, 'otp');
  const token = otpStep.body.access_token as string;
  const passwordStep = await postSolving(
    from,
    '/api/register/password',
    { password, password_confirmation: password },
    token,
  );
  if (passwordStep.status !== 200) return outcome(passwordStep, 'password');
  const bankStep = await post(
    from,
    '/api/register/bank-account',
    {
      phone,
      bank: 'SCB',
      account_number: `66${phone.slice(2)}`,
      name: `ทดสอบ ${index}`,
      line: `reg${phone}`,
      date_of_birth: '1990-01-15',
    },
    token,
  );
  if (bankStep.status !== 200) return outcome(bankStep, 'bank');
  return { ...outcome(bankStep), solved: passwordStep.solved, solveMs: passwordStep.solveMs };
}

async function memberLogin(index: number): Promise<Outcome> {
  const member = settings.members[index % settings.members.length]!;
  const from = `127.0.2.${(index % 250) + 1}`;
  const started = performance.now();
  const answer = await postSolving(from, '/api/login', { phone: member.phone, password: member.password });
  return {
    ms: performance.now() - started,
    status: answer.status,
    code: typeof answer.body.code === 'string' ? answer.body.code : undefined,
    solved: answer.solved,
    solveMs: answer.solveMs,
    sendsMs: answer.sendsMs,
  };
}

/** A ticket every 1/attackPerSecond second, shared by every attacker loop. */
function createPacer(perSecond: number) {
  const started = performance.now();
  let issued = 0;
  return async () => {
    const due = started + (issued * 1000) / perSecond;
    issued += 1;
    const waitMs = due - performance.now();
    if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
  };
}

async function attack(until: number, result: AttackResult, latencies: number[]): Promise<void> {
  const pace = createPacer(settings.attackPerSecond);
  let serial = 0;
  const loop = async (worker: number) => {
    while (Date.now() < until) {
      await pace();
      if (Date.now() >= until) return;
      serial += 1;
      const from = `127.0.0.${(worker % settings.attackAddresses) + 1}`;
      const phone = `08${String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0')}`;
      const started = performance.now();
      try {
        const answer = await post(from, '/api/login', { phone, password: `Wrong${serial}` });
        result.statuses[answer.status] = (result.statuses[answer.status] ?? 0) + 1;
      } catch {
        result.statuses.error = (result.statuses.error ?? 0) + 1;
      }
      latencies.push(performance.now() - started);
      result.sent += 1;
    }
  };
  await Promise.all(Array.from({ length: settings.attackers }, (_, worker) => loop(worker)));
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function play(): Promise<FloodResult> {
  if (settings.role === 'registrations') {
    const started = performance.now();
    const outcomes = await Promise.all(
      Array.from({ length: settings.registrations }, (_, index) => register(index)),
    );
    return { role: 'registrations', outcomes, wholeMs: performance.now() - started };
  }
  const until = Date.now() + settings.durationSeconds * 1000;
  if (settings.role === 'attack') {
    const result: AttackResult = { sent: 0, statuses: {}, seconds: 0, p50Ms: 0, p99Ms: 0 };
    const latencies: number[] = [];
    const started = performance.now();
    await attack(until, result, latencies);
    result.seconds = (performance.now() - started) / 1000;
    result.p50Ms = percentile(latencies, 50);
    result.p99Ms = percentile(latencies, 99);
    return { role: 'attack', attack: result };
  }
  // The members start once the flood is on (a second in), and stop a second before it ends.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const logins: Promise<Outcome>[] = [];
  for (let index = 0; Date.now() < until - 1000; index += 1) {
    logins.push(memberLogin(index));
    await new Promise((resolve) => setTimeout(resolve, settings.memberIntervalMs));
  }
  return { role: 'members', outcomes: await Promise.all(logins) };
}

const result = await play();
for (const agent of agents.values()) agent.destroy();
parentPort?.postMessage(result);
