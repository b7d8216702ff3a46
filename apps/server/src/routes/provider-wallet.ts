import { validationErrorResponse, domainErrorResponse, errorResponse } from '@chaba/contracts/errors';
import {
  authenticateRequest,
  authenticateResponse,
  balanceRequest,
  betRequest,
  rollbackRequest,
  walletResponse,
  winRequest,
} from '@chaba/contracts/game-wallet';
import { bahtToSatang } from '@chaba/contracts/money';
import { DomainError } from '@chaba/core/errors';
import { authenticatePlayer } from '@chaba/core/games/authenticate-player';
import { placeBet } from '@chaba/core/games/place-bet';
import { readPlayerBalance } from '@chaba/core/games/read-player-balance';
import { rollBackBet } from '@chaba/core/games/roll-back-bet';
import { settleWin } from '@chaba/core/games/settle-win';
import { verifySignature } from '@chaba/core/integrations/verify-signature';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { apiTags, security } from '../http/openapi';
import { keepRawJsonBody, signatureHeader } from '../http/raw-body';
import { machineApiSecurityHeaders } from '../http/security-headers';
import { presentBalance, presentPlayerSession, presentWalletAnswer } from '../presenters/game-wallet';

const providerParams = z.object({ provider: z.string().meta({ examples: ['chaba-demo'] }) });

/** The protocol's error answers: business outcomes are 200 with a `status`, never these. */
const walletErrors = {
  400: errorResponse.describe('Malformed JSON'),
  401: domainErrorResponse.describe('invalid_signature: nothing changed'),
  404: domainErrorResponse.describe('Unknown provider'),
  422: validationErrorResponse.describe('Malformed body (a wrong type, a missing field, a bad amount)'),
  503: domainErrorResponse.describe(
    'The database could not make the call: player_protection_unavailable for a bet, server_busy for the others. Nothing recorded; retry with the same id',
  ),
} as const;

/**
 * The seamless wallet the aggregators call (packages/contracts/src/game-wallet.ts): authenticate,
 * balance, bet, win, rollback. Each body is signed with the provider's secret (X-Signature: hex
 * HMAC-SHA256 of the raw body); a bad signature changes nothing and answers 401, checked before the
 * body's schema, so whatever the body.
 */
export async function providerWalletRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const hardening = Object.entries(machineApiSecurityHeaders(context));
  await app.register(async (plain) => {
    keepRawJsonBody(plain);
    // Helmet's hooks skip these routes (`helmet: false` below): their answers get the same hardening
    // made once, without a policy and a nonce built per call (decision 39).
    plain.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of hardening) reply.raw.setHeader(name, value);
      done();
    });
    playerRoutes(plain, context);
    roundRoutes(plain, context);
  });
}

/** A provider of this wallet's protocol (chaba-hmac); Hub88 has its own routes (decision 54). */
const providerOf = (context: AppContext, request: FastifyRequest) => {
  const provider = context.providers.get((request.params as { provider: string }).provider);
  if (provider?.wallet.protocol !== 'chaba-hmac') throw new DomainError('not_found');
  return { code: provider.code, secret: provider.wallet.secret };
};
const signedByProvider =
  (context: AppContext) =>
  async (request: FastifyRequest): Promise<void> => {
    verifySignature({
      secret: providerOf(context, request).secret,
      rawBody: request.rawBody ?? '',
      signature: signatureHeader(request, 'x-signature'),
    });
  };
/** Every wallet route: signed by the provider, its body, the answer and the protocol's errors. */
const walletRoute = <Body extends z.ZodType, Answer extends z.ZodType>(
  context: AppContext,
  summary: string,
  body: Body,
  ok: Answer,
) => ({
  schema: {
    tags: [apiTags.providers],
    summary,
    security: security.signedWallet,
    params: providerParams,
    body,
    response: { 200: ok, ...walletErrors },
  },
  helmet: false as const,
  preValidation: signedByProvider(context),
});

/**
 * A wallet call's answer; when the database could not make it (a 503: nothing stored, the aggregator
 * retries), the database's reason goes to the log first, for the operator.
 */
async function loggedWhenUnavailable<T>(request: FastifyRequest, answer: Promise<T>): Promise<T> {
  try {
    return await answer;
  } catch (error) {
    if (error instanceof DomainError && error.cause instanceof Error) {
      request.log.error({ code: error.code, reason: error.cause.message }, 'wallet call not made');
    }
    throw error;
  }
}

/** What every money call (bet, win, rollback) passes its use case from the request. */
const moneyCall = (
  context: AppContext,
  request: FastifyRequest,
  input: { player_token: string; transaction_id: string; round_id: string },
) => ({
  provider: providerOf(context, request).code,
  playerToken: input.player_token,
  transactionId: input.transaction_id,
  roundId: input.round_id,
  now: context.clock.now(),
});

/** Opening a player session with a launch token, and reading the player's balance. */
function playerRoutes(plain: FastifyInstance, context: AppContext): void {
  const scope = plain.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = context;

  scope.post(
    '/api/providers/:provider/wallet/authenticate',
    walletRoute(
      context,
      "Exchange a game URL's one-time launch token for a player session",
      authenticateRequest,
      authenticateResponse,
    ),
    async (request) => {
      const result = await authenticatePlayer(db, {
        provider: providerOf(context, request).code,
        launchToken: request.body.launch_token,
        now: clock.now(),
      });
      return presentPlayerSession(result);
    },
  );

  scope.post(
    '/api/providers/:provider/wallet/balance',
    walletRoute(context, "The player's balance", balanceRequest, walletResponse),
    async (request) => {
      const result = await loggedWhenUnavailable(
        request,
        readPlayerBalance(db, {
          provider: providerOf(context, request).code,
          playerToken: request.body.player_token,
          now: clock.now(),
        }),
      );
      return presentBalance(result);
    },
  );
}

/** The money calls of a round: bet, win and rollback. */
function roundRoutes(plain: FastifyInstance, context: AppContext): void {
  const scope = plain.withTypeProvider<ZodTypeProvider>();
  const { db } = context;

  /** A bet and a win move one round's money the same way; only the use case differs. */
  const roundRoutes = [
    ['bet', 'Debit a bet (idempotent by transaction_id)', betRequest, placeBet],
    [
      'win',
      "Credit a round's win; amount 0 settles a lost round (idempotent by transaction_id)",
      winRequest,
      settleWin,
    ],
  ] as const;
  for (const [path, summary, body, move] of roundRoutes) {
    scope.post(
      `/api/providers/:provider/wallet/${path}`,
      walletRoute(context, summary, body, walletResponse),
      async (request) => {
        const input = request.body;
        const result = await loggedWhenUnavailable(
          request,
          move(db, {
            ...moneyCall(context, request, input),
            gameCode: input.game_code,
            amountSatang: bahtToSatang(input.amount),
          }),
        );
        return presentWalletAnswer(result);
      },
    );
  }

  scope.post(
    '/api/providers/:provider/wallet/rollback',
    walletRoute(
      context,
      'Cancel a bet by its transaction id (idempotent by transaction_id)',
      rollbackRequest,
      walletResponse,
    ),
    async (request) => {
      const input = request.body;
      const result = await loggedWhenUnavailable(
        request,
        rollBackBet(db, {
          ...moneyCall(context, request, input),
          referenceTransactionId: input.reference_transaction_id,
        }),
      );
      return presentWalletAnswer(result);
    },
  );
}
