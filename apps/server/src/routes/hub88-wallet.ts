import {
  hub88AmountToSatang,
  hub88BalanceRequest,
  hub88BetRequest,
  hub88BodyRefusal,
  hub88RollbackRequest,
  hub88UserInfoRequest,
  hub88UserInfoResponse,
  hub88WalletResponse,
  hub88WinRequest,
  satangToHub88Amount,
  type Hub88Status,
  type Hub88WalletResponse,
} from '@chaba/contracts/hub88-wallet';
import { DomainError } from '@chaba/core/errors';
import { hub88SignatureHeader, isHub88SignatureValid } from '@chaba/core/games/hub88-signature';
import {
  hub88Currency,
  placeHub88Bet,
  readHub88Balance,
  readHub88UserInfo,
  rollBackHub88Bet,
  settleHub88Win,
  type Hub88Outcome,
} from '@chaba/core/games/hub88-wallet';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z, ZodError } from 'zod';
import type { AppContext } from '../app-context';
import type { Hub88Settings } from '../hub88-settings';
import { apiTags, asZodError } from '../http/openapi';
import { machineApiSecurityHeaders } from '../http/security-headers';

declare module 'fastify' {
  interface FastifyRequest {
    /** Whether the body carried Hub88's valid signature (set while the body is read). */
    hub88SignatureValid?: boolean;
  }
}

/** Where Hub88 calls Chaba's Wallet API (the operator's wallet URL given to Hub88). */
export const hub88WalletPath = '/api/providers/hub88/wallet';

const signatureHeaders = z.object({
  [hub88SignatureHeader]: z
    .string()
    .optional()
    .describe("Base64 RSA-SHA256 of the raw body with Hub88's private key (Hub88's public key verifies it)"),
});

/**
 * Hub88's Wallet API (decision 55; docs.hub88.io "Wallet API",
 * https://docs.hub88.io/developer-docs/operator-api-reference/wallet-api, and its "Seamless Wallet
 * response statuses"): `user/info`, `user/balance`, `transaction/bet|win|rollback`, served only when
 * HUB88_* is set. Every answer is HTTP 200 with Hub88's `status` and the `request_uuid` echoed, as
 * the documents define no other: the signature is checked while the body is read, before anything
 * else (RS_ERROR_INVALID_SIGNATURE, nothing changes); a malformed body answers
 * RS_ERROR_WRONG_SYNTAX or RS_ERROR_WRONG_TYPES; a call the database could not make answers
 * RS_ERROR_UNKNOWN (nothing recorded: Hub88 rolls a bet back and retries a win). The money goes
 * through core/games/hub88-wallet.ts, the same use cases and SQL functions as the demo protocol's.
 */
export async function hub88WalletRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const settings = context.hub88;
  if (!settings) return;
  const hardening = Object.entries(machineApiSecurityHeaders(context));
  await app.register(async (plain) => {
    readSignedBodies(plain, settings);
    // The same hardening as the demo wallet's answers, made once (decision 39).
    plain.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of hardening) reply.raw.setHeader(name, value);
      done();
    });
    // An invariant: no handler runs on a body whose signature was not checked and valid.
    plain.addHook('preHandler', async (request) => {
      if (request.hub88SignatureValid !== true) throw new Error('hub88 signature not verified');
    });
    plain.setErrorHandler((error: FastifyError | DomainError | ZodError, request, reply) =>
      reply.status(200).send(refusalOf(error, request)),
    );
    walletCalls(plain, context);
  });
}

/**
 * This scope reads every body as text, whatever its content type, checks Hub88's signature over the
 * exact bytes and only then parses the JSON; a bad signature or bad JSON ends the request in the
 * error handler before any hook or handler reads the body.
 */
function readSignedBodies(scope: FastifyInstance, settings: Hub88Settings): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'string' }, (request, body, done) => {
    const raw = body as string;
    request.rawBody = raw;
    const signature = request.headers[hub88SignatureHeader];
    request.hub88SignatureValid = isHub88SignatureValid(
      settings.publicKey,
      raw,
      typeof signature === 'string' ? signature : undefined,
    );
    if (!request.hub88SignatureValid)
      return done(Object.assign(new Error('invalid signature'), { statusCode: 401 }), undefined);
    try {
      done(null, JSON.parse(raw));
    } catch {
      done(Object.assign(new Error('invalid JSON'), { statusCode: 400 }), undefined);
    }
  });
}

/** The `request_uuid` to echo: the body's, when it has one that is a short string. */
function requestUuidOf(request: FastifyRequest): { request_uuid?: string } {
  let body: unknown = request.body;
  if ((body === undefined || body === null) && request.rawBody !== undefined) {
    try {
      body = JSON.parse(request.rawBody);
    } catch {
      body = undefined;
    }
  }
  const value = (body as { request_uuid?: unknown } | null | undefined)?.request_uuid;
  return typeof value === 'string' && value.length <= 128 ? { request_uuid: value } : {};
}

/** How any refusal or failure of this scope answers: 200 with Hub88's status, never a 5xx. */
function refusalOf(error: FastifyError | DomainError | ZodError, request: FastifyRequest) {
  const answer = (status: Hub88Status) => ({ status, ...requestUuidOf(request) });
  if (request.hub88SignatureValid !== true) return answer('RS_ERROR_INVALID_SIGNATURE');
  if (error instanceof DomainError) {
    const reason = error.cause instanceof Error ? error.cause.message : undefined;
    request.log.error({ code: error.code, reason }, 'hub88 wallet call not made');
    return answer('RS_ERROR_UNKNOWN');
  }
  if (error instanceof ZodError || asZodError(error)) {
    const schema = (request.routeOptions.schema as { body?: z.ZodType } | undefined)?.body;
    return answer(schema ? hub88BodyRefusal(schema, request.body) : 'RS_ERROR_WRONG_SYNTAX');
  }
  const statusCode = (error as FastifyError).statusCode;
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500)
    return answer('RS_ERROR_WRONG_SYNTAX');
  request.log.error({ err: error }, 'hub88 wallet call failed');
  return answer('RS_ERROR_UNKNOWN');
}

/** A Hub88 wallet route: its body, the answer, the signature header; helmet's hooks skip it. */
const hub88Route = <Body extends z.ZodType, Answer extends z.ZodType>(
  summary: string,
  body: Body,
  answer: Answer,
) => ({
  schema: {
    tags: [apiTags.providers],
    summary: `Hub88: ${summary}`,
    headers: signatureHeaders,
    body,
    response: { 200: answer.describe("Every outcome, with Hub88's status (RS_OK or RS_ERROR_*)") },
  },
  helmet: false as const,
});

/** The answer of a balance or money call: the balance in Hub88's units when it is known. */
function walletAnswer(
  body: { request_uuid: string; user?: string | undefined },
  outcome: Hub88Outcome,
): Hub88WalletResponse {
  return {
    status: outcome.status,
    request_uuid: body.request_uuid,
    ...(body.user === undefined ? {} : { user: body.user }),
    ...(outcome.balanceSatang === undefined
      ? {}
      : { currency: hub88Currency, balance: satangToHub88Amount(outcome.balanceSatang) }),
  };
}

function walletCalls(plain: FastifyInstance, context: AppContext): void {
  const scope = plain.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = context;

  scope.post(
    `${hub88WalletPath}/user/info`,
    hub88Route("The player's details", hub88UserInfoRequest, hub88UserInfoResponse),
    async (request) => {
      const { user, request_uuid } = request.body;
      const { status } = await readHub88UserInfo(db, { user });
      return { status, request_uuid, user, ...(status === 'RS_OK' ? { country: 'TH' as const } : {}) };
    },
  );

  scope.post(
    `${hub88WalletPath}/user/balance`,
    hub88Route("The player's balance", hub88BalanceRequest, hub88WalletResponse),
    async (request) => {
      const body = request.body;
      const outcome = await readHub88Balance(db, { user: body.user, token: body.token, now: clock.now() });
      return walletAnswer(body, outcome);
    },
  );

  scope.post(
    `${hub88WalletPath}/transaction/bet`,
    hub88Route('Debit a bet (idempotent by transaction_uuid)', hub88BetRequest, hub88WalletResponse),
    async (request) => {
      const body = request.body;
      const outcome = await placeHub88Bet(db, { ...roundOf(body), now: clock.now() });
      return walletAnswer(body, outcome);
    },
  );

  scope.post(
    `${hub88WalletPath}/transaction/win`,
    hub88Route("Credit a bet's win (idempotent by transaction_uuid)", hub88WinRequest, hub88WalletResponse),
    async (request) => {
      const body = request.body;
      const outcome = await settleHub88Win(db, {
        ...roundOf(body),
        referenceTransactionUuid: body.reference_transaction_uuid,
        now: clock.now(),
      });
      return walletAnswer(body, outcome);
    },
  );

  scope.post(
    `${hub88WalletPath}/transaction/rollback`,
    hub88Route('Cancel a bet (idempotent by transaction_uuid)', hub88RollbackRequest, hub88WalletResponse),
    async (request) => {
      const body = request.body;
      const outcome = await rollBackHub88Bet(db, {
        user: body.user,
        token: body.token,
        transactionUuid: body.transaction_uuid,
        referenceTransactionUuid: body.reference_transaction_uuid,
        ...(body.round === undefined ? {} : { round: body.round }),
        now: clock.now(),
      });
      return walletAnswer(body, outcome);
    },
  );
}

/** A bet's or a win's fields for the protocol module, the amount in satang (exact: whole satang only). */
function roundOf(body: z.infer<typeof hub88BetRequest>) {
  return {
    user: body.user,
    token: body.token,
    transactionUuid: body.transaction_uuid,
    round: body.round,
    gameCode: body.game_code,
    currency: body.currency,
    amountSatang: hub88AmountToSatang(body.amount),
  };
}
