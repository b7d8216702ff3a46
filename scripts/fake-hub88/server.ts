import { createPrivateKey, createPublicKey, generateKeyPairSync, verify, type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakeCatalogue, fakeImage } from './catalogue';
import { gamePage, roundPage } from './pages';
import { answerGamesApi, balanceOf, spin, type FakeState } from './play';
import { createWalletClient } from './wallet-client';

/**
 * A local stand-in for Hub88 (decision 54), for development and tests: it answers the Games API as
 * docs.hub88.io describes it (https://docs.hub88.io/developer-docs/operator-api-reference/games-api;
 * errors: https://docs.hub88.io/developer-docs/operator-api-reference/operator-api-overview/error-codes),
 * checks the operator's signature on every call (401 without a valid one), serves its games' art and
 * pages, and settles each spin through the operator's Wallet API (wallet-client.ts). It knows
 * nothing of Chaba but the addresses it is given.
 */
export interface FakeHub88Options {
  /** The operator's public key (PEM or key): checks `X-Hub88-Signature` of the Games API calls. */
  operatorPublicKey: KeyObject | string;
  /** The operator's Wallet API base, e.g. http://127.0.0.1:3000/api/providers/hub88/wallet */
  walletUrl: string;
  /** Hub88's own key pair (PEM); a new one when absent. */
  privateKeyPem?: string;
  operatorId?: number;
  port?: number;
  host?: string;
  gameCount?: number;
  /** Waits between the attempts of a win or a rollback (tests make them short). */
  retryDelaysMs?: readonly number[];
}

export interface FakeHub88 {
  url: string;
  operatorId: number;
  /** Hub88's public key (PEM): the operator's HUB88_PUBLIC_KEY. */
  publicKeyPem: string;
  privateKeyPem: string;
  /** Every Games API call received, signature checked or not. */
  requests: Array<{ path: string; body: unknown; signatureValid: boolean }>;
  walletCalls: ReturnType<typeof createWalletClient>['calls'];
  /** Every Games API answer waits this long first (a slow Hub88 for timeout tests). */
  setDelayMs(ms: number): void;
  close(): Promise<void>;
}

export async function startFakeHub88(options: FakeHub88Options): Promise<FakeHub88> {
  const operatorId = options.operatorId ?? 1;
  const operatorKey =
    typeof options.operatorPublicKey === 'string'
      ? createPublicKey(options.operatorPublicKey.replaceAll('\\n', '\n'))
      : options.operatorPublicKey;
  const keys = options.privateKeyPem
    ? { privateKeyPem: options.privateKeyPem, publicKeyPem: publicPemOf(options.privateKeyPem) }
    : newKeyPair();
  const wallet = createWalletClient({
    walletUrl: options.walletUrl,
    privateKey: privateKeyOf(keys.privateKeyPem),
    retryDelaysMs: options.retryDelaysMs,
  });
  const state: FakeState = { base: '', games: [], byCode: new Map(), sessions: new Map(), wallet };
  const requests: FakeHub88['requests'] = [];
  const delay = { ms: 0 };
  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const handled =
      request.method === 'POST' && path.startsWith('/operator/generic/v2/')
        ? gamesApi({ state, request, response, path, operatorKey, operatorId, requests, delay })
        : request.method === 'GET' || (request.method === 'POST' && path.endsWith('/spin'))
          ? browserPages(state, path, response)
          : Promise.resolve(send(response, 404, { error: 'not found' }));
    handled.catch(() => send(response, 500, { error: 'internal error' }));
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  state.base = `http://${options.host ?? '127.0.0.1'}:${port}`;
  state.games = fakeCatalogue(state.base, options.gameCount);
  state.byCode = new Map(state.games.map((game) => [game.game_code, game]));
  return {
    url: state.base,
    operatorId,
    publicKeyPem: keys.publicKeyPem,
    privateKeyPem: keys.privateKeyPem,
    requests,
    walletCalls: wallet.calls,
    setDelayMs: (ms) => {
      delay.ms = ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A Games API call: signed by the operator (401), of this operator (400, 404), then answered. */
async function gamesApi(call: {
  state: FakeState;
  request: http.IncomingMessage;
  response: http.ServerResponse;
  path: string;
  operatorKey: KeyObject;
  operatorId: number;
  requests: FakeHub88['requests'];
  delay: { ms: number };
}): Promise<void> {
  const { response, path } = call;
  const raw = await readBody(call.request);
  const signature = call.request.headers['x-hub88-signature'];
  const signatureValid = typeof signature === 'string' && isSigned(call.operatorKey, raw, signature);
  let body: Record<string, unknown> | null = null;
  try {
    body = JSON.parse(raw) as Record<string, unknown>;
  } catch {
    body = null;
  }
  call.requests.push({ path, body, signatureValid });
  if (call.delay.ms > 0) await new Promise((resolve) => setTimeout(resolve, call.delay.ms));
  if (!signatureValid) return send(response, 401, { error: 'invalid signature' });
  if (!body || typeof body.operator_id !== 'number') return send(response, 400, { error: 'operator_id' });
  if (body.operator_id !== call.operatorId) return send(response, 404, { error: 'operator not found' });
  const answer = answerGamesApi(call.state, path.slice('/operator/generic/v2'.length), body);
  return send(response, answer.status, answer.body);
}

/** What a browser asks of the fake: game art, the game page and its calls, the round page. */
async function browserPages(state: FakeState, path: string, response: http.ServerResponse): Promise<void> {
  const image = /^\/images\/([\w-]+)\.svg$/.exec(path);
  if (image) {
    const game = state.byCode.get(image[1]!);
    if (!game) return send(response, 404, { error: 'not found' });
    response.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' });
    return void response.end(fakeImage(game));
  }
  const play = /^\/play\/([\w-]+)(\/balance|\/spin)?$/.exec(path);
  const session = play ? state.sessions.get(play[1]!) : undefined;
  if (play && session) {
    if (play[2] === '/balance') return send(response, 200, await balanceOf(state, session));
    if (play[2] === '/spin') return send(response, 200, await spin(state, session));
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    return void response.end(
      gamePage({ name: session.game.name, demo: session.demo, base: `${state.base}/play/${play[1]}` }),
    );
  }
  const round = /^\/round\/([^/]+)$/.exec(path);
  if (round) {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    return void response.end(roundPage(decodeURIComponent(round[1]!)));
  }
  if (path === '/') return send(response, 200, { name: 'fake hub88', games: state.games.length });
  return send(response, 404, { error: 'not found' });
}

function isSigned(key: KeyObject, raw: string, signature: string): boolean {
  try {
    return verify('sha256', Buffer.from(raw), key, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}

async function readBody(request: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > 1_000_000) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: http.ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export function newKeyPair(): { privateKeyPem: string; publicKeyPem: string } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

function privateKeyOf(pem: string): KeyObject {
  return createPrivateKey(pem.replaceAll('\\n', '\n'));
}

function publicPemOf(privatePem: string): string {
  return createPublicKey(privateKeyOf(privatePem)).export({ type: 'spki', format: 'pem' }).toString();
}
