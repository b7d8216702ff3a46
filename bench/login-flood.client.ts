/**
 * The load of login-flood.bench.ts, in a worker thread so that the client has an event loop of its
 * own: first the game wallet alone (`balance`, then a `bet`, in a few loops), then the same wallet load
 * while `floodConcurrency` wrong logins are kept in flight, each from another client address (the
 * app trusts X-Forwarded-For from 127.0.0.1 in this benchmark, as behind a proxy): once by clients
 * that wait the Retry-After of a 503 before their next login (a login storm of real clients, as the
 * member site does), once by clients that send the next login at once (an attacker). Posts the
 * latency of every wallet call and the statuses of the logins.
 */
import { createHmac } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';

export interface FloodSettings {
  base: string;
  players: string[];
  secret: string;
  gameCode: string;
  durationSeconds: number;
  floodConcurrency: number;
  walletLoops: number;
}

export interface PhaseResult {
  balanceMs: number[];
  betMs: number[];
  walletErrors: number;
  loginStatuses: Record<string, number>;
  loginMs: number[];
}

const settings = workerData as FloodSettings;
let serial = 0;

async function signedPost(path: string, payload: unknown): Promise<{ status: number; body: string }> {
  const body = JSON.stringify(payload);
  const response = await fetch(`${settings.base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-signature': createHmac('sha256', settings.secret).update(body).digest('hex'),
    },
    body,
  });
  return { status: response.status, body: await response.text() };
}

async function walletLoop(result: PhaseResult, until: number, loop: number): Promise<void> {
  while (Date.now() < until) {
    serial += 1;
    const player = settings.players[(loop + serial) % settings.players.length]!;
    let started = performance.now();
    const balance = await signedPost('/api/providers/chaba-demo/wallet/balance', { player_token: player });
    result.balanceMs.push(performance.now() - started);
    if (balance.status !== 200 || !balance.body.includes('"OK"')) result.walletErrors += 1;
    const round = `flood-${process.pid}-${serial}-${loop}`;
    started = performance.now();
    const bet = await signedPost('/api/providers/chaba-demo/wallet/bet', {
      player_token: player,
      transaction_id: `${round}-bet`,
      round_id: round,
      game_code: settings.gameCode,
      amount: 1,
    });
    result.betMs.push(performance.now() - started);
    if (bet.status !== 200 || !bet.body.includes('"OK"')) result.walletErrors += 1;
  }
}

let address = 0;
async function loginLoop(result: PhaseResult, until: number, honourRetryAfter: boolean): Promise<void> {
  while (Date.now() < until) {
    address += 1;
    const client = `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
    const started = performance.now();
    const response = await fetch(`${settings.base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify({
        phone: `08${String(address % 100_000_000).padStart(8, '0')}`,
        password: 'Wrong1234',
      }),
    });
    await response.arrayBuffer();
    result.loginMs.push(performance.now() - started);
    const key = String(response.status);
    result.loginStatuses[key] = (result.loginStatuses[key] ?? 0) + 1;
    const retryAfterSeconds = Number(response.headers.get('retry-after') ?? 0);
    if (honourRetryAfter && retryAfterSeconds > 0) {
      await new Promise((resolve) =>
        setTimeout(resolve, Math.min(retryAfterSeconds * 1000, until - Date.now())),
      );
    }
  }
}

async function phase(flood: 'none' | 'polite' | 'hostile'): Promise<PhaseResult> {
  const result: PhaseResult = { balanceMs: [], betMs: [], walletErrors: 0, loginStatuses: {}, loginMs: [] };
  const until = Date.now() + settings.durationSeconds * 1000;
  await Promise.all([
    ...Array.from({ length: settings.walletLoops }, (_, loop) => walletLoop(result, until, loop)),
    ...(flood === 'none'
      ? []
      : Array.from({ length: settings.floodConcurrency }, () =>
          loginLoop(result, until, flood === 'polite'),
        )),
  ]);
  return result;
}

const baseline = await phase('none');
const polite = await phase('polite');
const hostile = await phase('hostile');
parentPort?.postMessage({ baseline, polite, hostile });
