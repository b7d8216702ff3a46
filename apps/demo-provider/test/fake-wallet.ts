import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  authenticateRequest,
  balanceRequest,
  betRequest,
  rollbackRequest,
  winRequest,
} from '@chaba/contracts/game-wallet';
import { bahtToSatang, satangToBahtNumber } from '@chaba/contracts/money';
import Fastify from 'fastify';

/**
 * A stand-in for the Chaba server's seamless wallet, for tests and screenshots: it checks every
 * X-Signature, keeps one balance per player, is idempotent by transaction id, and records each call.
 */

export interface WalletCall {
  action: string;
  body: Record<string, unknown>;
  signatureValid: boolean;
}

export async function startFakeWallet(options: {
  secret: string;
  providerCode?: string;
  balanceBaht?: number;
}) {
  const providerCode = options.providerCode ?? 'chaba-demo';
  const calls: WalletCall[] = [];
  const launchTokens = new Map<string, { game: string; used: boolean }>();
  const players = new Map<string, { balanceSatang: number; blocked: boolean; limited?: boolean }>();
  const transactions = new Map<string, { amountSatang: number; answer: object; kind: string }>();
  const app = Fastify({ logger: false });
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  // The server's own converters, as the real wallet uses them.
  const toSatang = (baht: number) => Number(bahtToSatang(baht));
  const toBaht = (satang: number) => satangToBahtNumber(BigInt(satang));
  const balanceOf = (token: string) => players.get(token);

  app.post<{ Params: { provider: string; action: string } }>(
    '/api/providers/:provider/wallet/:action',
    async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const expected = Buffer.from(createHmac('sha256', options.secret).update(raw).digest('hex'));
      const given = Buffer.from(String(request.headers['x-signature'] ?? ''));
      const signatureValid = expected.length === given.length && timingSafeEqual(expected, given);
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      calls.push({ action: request.params.action, body, signatureValid });
      if (request.params.provider !== providerCode || !signatureValid)
        return reply.code(401).send({ error: 'bad signature' });

      switch (request.params.action) {
        case 'authenticate': {
          const { launch_token } = authenticateRequest.parse(body);
          const launch = launchTokens.get(launch_token);
          if (!launch || launch.used) return { status: 'INVALID_TOKEN' };
          launch.used = true;
          const playerToken = `player-${randomUUID()}`;
          players.set(playerToken, { balanceSatang: toSatang(options.balanceBaht ?? 1000), blocked: false });
          return {
            status: 'OK',
            player_token: playerToken,
            player_id: 'member-1',
            game_code: launch.game,
            currency: 'THB',
            language: 'th',
            balance: toBaht(players.get(playerToken)!.balanceSatang),
          };
        }
        case 'balance': {
          const { player_token } = balanceRequest.parse(body);
          const player = balanceOf(player_token);
          if (!player) return { status: 'INVALID_TOKEN' };
          return { status: 'OK', balance: toBaht(player.balanceSatang) };
        }
        case 'bet':
        case 'win': {
          const input = request.params.action === 'bet' ? betRequest.parse(body) : winRequest.parse(body);
          const player = balanceOf(input.player_token);
          if (!player) return { status: 'INVALID_TOKEN' };
          const amountSatang = toSatang(input.amount);
          const earlier = transactions.get(input.transaction_id);
          if (earlier) {
            if (earlier.amountSatang !== amountSatang)
              return { status: 'DUPLICATE_MISMATCH', balance: toBaht(player.balanceSatang) };
            return earlier.answer;
          }
          if (request.params.action === 'bet') {
            if (player.blocked) return { status: 'PLAYER_BLOCKED', balance: toBaht(player.balanceSatang) };
            if (player.limited) {
              const refused = { status: 'LIMIT_EXCEEDED', balance: toBaht(player.balanceSatang) };
              transactions.set(input.transaction_id, { amountSatang, answer: refused, kind: 'refused' });
              return refused;
            }
            if (amountSatang > player.balanceSatang)
              return { status: 'INSUFFICIENT_FUNDS', balance: toBaht(player.balanceSatang) };
            player.balanceSatang -= amountSatang;
          } else {
            player.balanceSatang += amountSatang;
          }
          const answer = {
            status: 'OK',
            balance: toBaht(player.balanceSatang),
            transaction_id: input.transaction_id,
          };
          transactions.set(input.transaction_id, { amountSatang, answer, kind: request.params.action });
          return answer;
        }
        case 'rollback': {
          const input = rollbackRequest.parse(body);
          const player = balanceOf(input.player_token);
          if (!player) return { status: 'INVALID_TOKEN' };
          const earlier = transactions.get(input.transaction_id);
          if (earlier) return earlier.answer;
          const bet = transactions.get(input.reference_transaction_id);
          if (bet && bet.kind === 'bet') {
            player.balanceSatang += bet.amountSatang;
            bet.kind = 'rolled-back';
          }
          const answer = {
            status: 'OK',
            balance: toBaht(player.balanceSatang),
            transaction_id: input.transaction_id,
          };
          transactions.set(input.transaction_id, { amountSatang: 0, answer, kind: 'rollback' });
          return answer;
        }
        default:
          return reply.code(404).send({ error: 'unknown action' });
      }
    },
  );

  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    /** A one-time launch token for `game`, as the server's launch endpoint would make. */
    issueLaunchToken(game: string): string {
      const token = `launch-${randomUUID()}`;
      launchTokens.set(token, { game, used: false });
      return token;
    },
    playerBalances: () => [...players.values()].map((player) => player.balanceSatang),
    setAllBalances(baht: number) {
      for (const player of players.values()) player.balanceSatang = toSatang(baht);
    },
    blockAll() {
      for (const player of players.values()) player.blocked = true;
    },
    /** Every bet from now on is refused by player protection (a loss limit, play time). */
    limitAll() {
      for (const player of players.values()) player.limited = true;
    },
    close: () => app.close(),
  };
}

export type FakeWallet = Awaited<ReturnType<typeof startFakeWallet>>;
