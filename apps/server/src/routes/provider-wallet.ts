import {
  authenticateRequest,
  balanceRequest,
  betRequest,
  rollbackRequest,
  winRequest,
} from '@chaba/contracts/game-wallet';
import { bahtToSatang, satangToBahtNumber } from '@chaba/contracts/money';
import { DomainError } from '@chaba/core/errors';
import { authenticatePlayer } from '@chaba/core/games/authenticate-player';
import type { WalletAnswer } from '@chaba/core/games/game-transactions';
import { placeBet } from '@chaba/core/games/place-bet';
import { readPlayerBalance } from '@chaba/core/games/read-player-balance';
import { rollBackBet } from '@chaba/core/games/roll-back-bet';
import { settleWin } from '@chaba/core/games/settle-win';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../app-context';
import { keepRawJsonBody } from '../http/raw-body';

type Params = { provider: string };

function answer(context: AppContext, result: WalletAnswer) {
  if ('changedMemberId' in result && result.changedMemberId !== undefined) {
    context.events.publish({ memberId: result.changedMemberId, reason: 'credit' });
  }
  return 'balanceSatang' in result
    ? {
        status: result.status,
        balance: satangToBahtNumber(result.balanceSatang),
        transaction_id: result.transactionId,
      }
    : { status: result.status, transaction_id: result.transactionId };
}

/**
 * The seamless wallet the aggregators call (packages/contracts/src/game-wallet.ts): authenticate,
 * balance, bet, win, rollback. Each body is signed with the provider's secret (X-Signature: hex
 * HMAC-SHA256 of the raw body); a bad signature changes nothing and answers 401.
 */
export async function providerWalletRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  await app.register(async (scope) => {
    keepRawJsonBody(scope);

    const providerOf = (request: FastifyRequest<{ Params: Params }>) => {
      const provider = context.providers.get(request.params.provider);
      if (!provider) throw new DomainError('not_found');
      const signature = request.headers['x-signature'];
      const expected = Buffer.from(
        createHmac('sha256', provider.secret)
          .update(request.rawBody ?? '')
          .digest('hex'),
      );
      const given = Buffer.from(
        typeof signature === 'string' ? signature.trim().replace(/^sha256=/, '') : '',
      );
      if (expected.length !== given.length || !timingSafeEqual(expected, given))
        throw new DomainError('invalid_signature');
      return provider.code;
    };
    const { db, clock } = context;

    scope.post<{ Params: Params }>('/api/providers/:provider/wallet/authenticate', async (request) => {
      const provider = providerOf(request);
      const input = authenticateRequest.parse(request.body ?? {});
      const result = await authenticatePlayer(db, {
        provider,
        launchToken: input.launch_token,
        now: clock.now(),
      });
      if (result.status !== 'OK') return { status: result.status };
      return {
        status: 'OK',
        player_token: result.playerToken,
        player_id: result.playerId,
        game_code: result.gameCode,
        currency: 'THB',
        language: result.language,
        balance: satangToBahtNumber(result.balanceSatang),
      };
    });

    scope.post<{ Params: Params }>('/api/providers/:provider/wallet/balance', async (request) => {
      const provider = providerOf(request);
      const input = balanceRequest.parse(request.body ?? {});
      const result = await readPlayerBalance(db, {
        provider,
        playerToken: input.player_token,
        now: clock.now(),
      });
      return result.status === 'OK'
        ? { status: 'OK', balance: satangToBahtNumber(result.balanceSatang) }
        : { status: result.status };
    });

    scope.post<{ Params: Params }>('/api/providers/:provider/wallet/bet', async (request) => {
      const provider = providerOf(request);
      const input = betRequest.parse(request.body ?? {});
      const result = await placeBet(db, {
        provider,
        playerToken: input.player_token,
        transactionId: input.transaction_id,
        roundId: input.round_id,
        gameCode: input.game_code,
        amountSatang: bahtToSatang(input.amount),
        now: clock.now(),
      });
      return answer(context, result);
    });

    scope.post<{ Params: Params }>('/api/providers/:provider/wallet/win', async (request) => {
      const provider = providerOf(request);
      const input = winRequest.parse(request.body ?? {});
      const result = await settleWin(db, {
        provider,
        playerToken: input.player_token,
        transactionId: input.transaction_id,
        roundId: input.round_id,
        gameCode: input.game_code,
        amountSatang: bahtToSatang(input.amount),
        now: clock.now(),
      });
      return answer(context, result);
    });

    scope.post<{ Params: Params }>('/api/providers/:provider/wallet/rollback', async (request) => {
      const provider = providerOf(request);
      const input = rollbackRequest.parse(request.body ?? {});
      const result = await rollBackBet(db, {
        provider,
        playerToken: input.player_token,
        transactionId: input.transaction_id,
        referenceTransactionId: input.reference_transaction_id,
        roundId: input.round_id,
        now: clock.now(),
      });
      return answer(context, result);
    });
  });
}
