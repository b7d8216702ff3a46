/**
 * autocannon's request generator for game-wallet.bench.ts, loaded by its worker thread with
 * `require` (hence CommonJS). Each connection loops over two requests, a bet and then the win that
 * settles the same round: the bet takes the next player in turn and a fresh transaction id, the win
 * reuses them from the connection's context. Every body is signed like the demo aggregator signs
 * it: X-Signature = hex HMAC-SHA256 of the raw body with the provider's secret. The Hub88 protocol's
 * pairs (`hub88`) come signed already (RSA-SHA256 signing costs the load generator about 1.3 ms a
 * body, more than the server spends on a whole pair): the bench signs them before the run.
 */
import type * as NodeCrypto from 'node:crypto';

// A CommonJS file under verbatimModuleSyntax cannot `import` values: require is the way in.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createHmac, randomBytes }: typeof NodeCrypto = require('node:crypto');

/** The request objects of the `requests` option, with the settings the bench adds to them. */
interface WalletRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  kind: 'bet' | 'win';
  players: string[];
  secret: string;
  /** Unique per run, so that transaction ids never repeat across runs of one database. */
  prefix: string;
  gameCode: string;
  betAmount: number;
  winAmount: number;
  /** Hub88's protocol: each pair's bodies and their X-Hub88-Signature, in turn. */
  hub88?: Array<[betBody: string, betSignature: string, winBody: string, winSignature: string]>;
}

interface PairContext {
  player?: string;
  round?: string;
  hub88Pair?: number;
}

// Unique per worker thread (autocannon starts a new one for each run).
const instance = randomBytes(3).toString('hex');
let serial = 0;

function setupRequest(request: WalletRequest, context: PairContext): WalletRequest {
  if (request.hub88) return hub88Request(request, request.hub88, context);
  if (request.kind === 'bet') {
    serial += 1;
    context.player = request.players[serial % request.players.length];
    context.round = `${request.prefix}-${instance}-${serial}`;
  }
  const body = JSON.stringify({
    player_token: context.player,
    transaction_id: `${context.round}-${request.kind}`,
    round_id: context.round,
    game_code: request.gameCode,
    amount: request.kind === 'bet' ? request.betAmount : request.winAmount,
  });
  return {
    ...request,
    path: `/api/providers/chaba-demo/wallet/${request.kind}`,
    body,
    headers: {
      ...request.headers,
      'content-type': 'application/json',
      'x-signature': createHmac('sha256', request.secret).update(body).digest('hex'),
    },
  };
}

function hub88Request(
  request: WalletRequest,
  pairs: NonNullable<WalletRequest['hub88']>,
  context: PairContext,
): WalletRequest {
  if (request.kind === 'bet') {
    serial += 1;
    context.hub88Pair = serial % pairs.length;
  }
  const pair = pairs[context.hub88Pair ?? 0]!;
  const [body, signature] = request.kind === 'bet' ? [pair[0], pair[1]] : [pair[2], pair[3]];
  return {
    ...request,
    path: `/api/providers/hub88/wallet/transaction/${request.kind}`,
    body,
    headers: { ...request.headers, 'content-type': 'application/json', 'x-hub88-signature': signature },
  };
}

export = setupRequest;
