import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomUUID,
  verify,
  type KeyObject,
} from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakeCatalogue, fakeImage, type FakeGame } from './catalogue';
import { gamePage, roundPage } from './pages';
import { createWalletClient, type WalletSession } from './wallet-client';

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

interface PlaySession extends WalletSession {
  demo: boolean;
  game: FakeGame;
  mobile: boolean;
  spins: number;
  /** Play money of a DEMO session, in 1/100,000. */
  demoBalance: number;
}

/** A spin's stake: 10 baht in Hub88's units of 1/100,000. */
const stake = 10 * 100_000;

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
  const sessions = new Map<string, PlaySession>();
  const requests: FakeHub88['requests'] = [];
  let delayMs = 0;
  let base = '';
  let games: FakeGame[] = [];
  let byCode = new Map<string, FakeGame>();

  const server = http.createServer((request, response) => {
    handle(request, response).catch(() => send(response, 500, { error: 'internal error' }));
  });

  const handle = async (request: http.IncomingMessage, response: http.ServerResponse) => {
    const url = new URL(request.url ?? '/', base);
    const path = url.pathname;
    if (request.method === 'POST' && path.startsWith('/operator/generic/v2/')) {
      const raw = await readBody(request);
      const signature = request.headers['x-hub88-signature'];
      const signatureValid = typeof signature === 'string' && isSigned(operatorKey, raw, signature);
      let body: Record<string, unknown> | null = null;
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        body = null;
      }
      requests.push({ path, body, signatureValid });
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (!signatureValid) return send(response, 401, { error: 'invalid signature' });
      if (!body || typeof body.operator_id !== 'number') return send(response, 400, { error: 'operator_id' });
      if (body.operator_id !== operatorId) return send(response, 404, { error: 'operator not found' });
      return gamesApi(path.slice('/operator/generic/v2'.length), body, response);
    }
    if (request.method !== 'GET') return send(response, 404, { error: 'not found' });
    return browserPages(url, path, response);
  };

  const gamesApi = (path: string, body: Record<string, unknown>, response: http.ServerResponse) => {
    if (path === '/game/list') return send(response, 200, games);
    if (path === '/game/url') return gameUrl(body, response);
    if (path === '/game/round') {
      if (
        typeof body.user !== 'string' ||
        typeof body.transaction_uuid !== 'string' ||
        typeof body.round !== 'string'
      )
        return send(response, 400, { error: 'user, transaction_uuid and round are required' });
      return send(response, 200, { url: `${base}/round/${encodeURIComponent(body.round)}` });
    }
    return send(response, 404, { error: 'not found' });
  };

  const gameUrl = (body: Record<string, unknown>, response: http.ServerResponse) => {
    const required = ['platform', 'game_code', 'currency', 'lang', 'lobby_url', 'ip', 'country'];
    const missing = required.filter((name) => typeof body[name] !== 'string');
    const demo = body.currency === 'XXX';
    if (!demo) missing.push(...['user', 'token'].filter((name) => typeof body[name] !== 'string'));
    if (missing.length > 0) return send(response, 400, { error: `missing ${missing.join(', ')}` });
    if (body.platform !== 'GPL_DESKTOP' && body.platform !== 'GPL_MOBILE')
      return send(response, 400, { error: 'platform' });
    const game = byCode.get(body.game_code as string);
    if (!game) return send(response, 404, { error: 'game not found' });
    const id = randomUUID();
    sessions.set(id, {
      user: demo ? 'demo' : (body.user as string),
      token: demo ? '' : (body.token as string),
      gameCode: game.game_code,
      currency: body.currency as string,
      demo,
      game,
      mobile: body.platform === 'GPL_MOBILE',
      spins: 0,
      demoBalance: 1_000 * 100_000,
    });
    return send(response, 200, { url: `${base}/play/${id}` });
  };

  const browserPages = async (url: URL, path: string, response: http.ServerResponse) => {
    const image = /^\/images\/([\w-]+)\.svg$/.exec(path);
    if (image) {
      const game = byCode.get(image[1]!);
      if (!game) return send(response, 404, { error: 'not found' });
      response.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' });
      return response.end(fakeImage(game));
    }
    const play = /^\/play\/([\w-]+)(\/balance|\/spin)?$/.exec(path);
    const session = play ? sessions.get(play[1]!) : undefined;
    if (play && session) {
      if (play[2] === '/balance') return send(response, 200, await balanceOf(session));
      if (play[2] === '/spin') return send(response, 200, await spin(session));
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return response.end(
        gamePage({ name: session.game.name, demo: session.demo, base: `${base}/play/${play[1]}` }),
      );
    }
    const round = /^\/round\/([^/]+)$/.exec(path);
    if (round) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return response.end(roundPage(decodeURIComponent(round[1]!)));
    }
    if (path === '/') return send(response, 200, { name: 'fake hub88', games: games.length });
    return send(response, 404, { error: 'not found' });
  };

  const balanceOf = async (session: PlaySession) => {
    if (session.demo) return { balance: session.demoBalance / 100_000, demo: true };
    const answer = await wallet.balance(session);
    return answer?.status === 'RS_OK'
      ? { balance: (answer.balance ?? 0) / 100_000, demo: false }
      : { error: answer?.status ?? 'no answer' };
  };

  /** One round: the stake, then the win (every third spin pays 2.5 times; a lost round wins 0). */
  const spin = async (session: PlaySession) => {
    session.spins += 1;
    const win = session.spins % 3 === 0 ? stake * 2.5 : 0;
    if (session.demo) {
      if (session.demoBalance < stake) return { error: 'RS_ERROR_NOT_ENOUGH_MONEY' };
      session.demoBalance += win - stake;
      return { balance: session.demoBalance / 100_000, win: win / 100_000, demo: true };
    }
    const round = randomUUID();
    const bet = await wallet.bet(session, { round, amount: stake });
    if (bet.answer?.status !== 'RS_OK') return { error: bet.answer?.status ?? 'no answer' };
    const settled = await wallet.win(session, {
      round,
      amount: win,
      betTransactionUuid: bet.transactionUuid,
    });
    if (settled?.status !== 'RS_OK') return { error: settled?.status ?? 'no answer' };
    return { balance: (settled.balance ?? 0) / 100_000, win: win / 100_000, demo: false };
  };

  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  base = `http://${options.host ?? '127.0.0.1'}:${port}`;
  games = fakeCatalogue(base, options.gameCount);
  byCode = new Map(games.map((game) => [game.game_code, game]));
  return {
    url: base,
    operatorId,
    publicKeyPem: keys.publicKeyPem,
    privateKeyPem: keys.privateKeyPem,
    requests,
    walletCalls: wallet.calls,
    setDelayMs: (ms) => {
      delayMs = ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
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
