import { payoutTransferRequest, payoutTransferStatus } from '@chaba/contracts/payout-agent';
import fastifySwagger from '@fastify/swagger';
import scalarApiReference from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { ZodError, z } from 'zod';
import type { AppContext } from '../app-context';
import { documentCommonAnswers } from './common-answers';
import { cspNonceOf } from './security-headers';

/**
 * The API's one contract (issue 10, decision 0011): routes declare their request and answer
 * schemas (zod, from `packages/contracts`); Fastify validates requests and answers with them, and
 * the OpenAPI 3.1 document at `/api/openapi.json` is generated from the same schemas, with its
 * documentation page at `/api/docs` (Scalar, served from our own files).
 */

/** The four audiences of the API, one OpenAPI tag each. */
export const apiTags = {
  member: 'member',
  integrations: 'integrations',
  providers: 'game-providers',
  staff: 'staff',
} as const;

/** The security schemes, by the names routes use in `schema.security`. */
type SecurityRequirements = Array<Record<string, string[]>>;
export const security: Record<'member' | 'staff' | 'signedWebhook' | 'signedWallet', SecurityRequirements> = {
  member: [{ memberBearer: [] }, { memberCookie: [] }],
  staff: [{ staffBearer: [] }],
  signedWebhook: [{ webhookSignature: [] }],
  signedWallet: [{ walletSignature: [] }],
};

/** The ways a caller proves who it is, by the names `security` uses. */
const securitySchemes = {
  memberBearer: { type: 'http', scheme: 'bearer', description: 'The access_token of /api/login' },
  memberCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'chaba_session',
    description:
      "The member site's HttpOnly login cookie (`__Host-chaba_session` on https); changes need a same-origin Origin",
  },
  staffBearer: {
    type: 'http',
    scheme: 'bearer',
    description: 'The access_token of /api/backoffice/login',
  },
  webhookSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Signature',
    description: '`sha256=` + hex HMAC-SHA256 of "<X-Timestamp>.<raw body>" with the shared secret',
  },
  walletSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Signature',
    description: "Hex HMAC-SHA256 of the raw body with the aggregator's secret",
  },
} as const;

export async function installOpenApi(app: FastifyInstance, context: AppContext): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Before the document's own hook: every route it lists has these answers too.
  documentCommonAnswers(app);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Chaba API',
        version: '1.0.0',
        description:
          'The member API of the member site (spec §7), the integration webhooks (bank statements, ' +
          'payment gateways), the seamless game wallet that game aggregators call, and the staff API. ' +
          'Amounts are baht with at most two decimals; messages come in the language of the `lang` ' +
          'cookie, the `X-Chaba-Language` header or Accept-Language (th, en, cn).',
      },
      // Without PUBLIC_URL the document is read where it is served (its own origin).
      servers: [{ url: context.config.PUBLIC_URL ?? '/' }],
      tags: [
        { name: apiTags.member, description: "The member site's calls (spec §7)" },
        {
          name: apiTags.integrations,
          description: 'Signed webhooks of the bank reader and payment gateways',
        },
        { name: apiTags.providers, description: 'The seamless wallet game aggregators call (signed)' },
        { name: apiTags.staff, description: 'The back office' },
        {
          name: 'payout-agent',
          description:
            'What a payout agent implements (decision 51): Chaba calls `POST {PAYOUT_AGENT_URL}/transfers` and ' +
            '`GET {PAYOUT_AGENT_URL}/transfers/{id}`, signed like the bank webhook with PAYOUT_AGENT_SECRET, ' +
            'and the agent reports to `POST /api/integrations/payouts/{id}/result`.',
        },
      ],
      components: {
        securitySchemes,
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });

  // The calls Chaba makes to the payout agent are OpenAPI 3.1 `webhooks` (the agent implements them).
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => ({
    ...app.swagger(),
    webhooks: payoutAgentWebhooks(),
  }));

  await installApiDocsPage(app);
}

/** The API reference page at /api/docs (Scalar). */
async function installApiDocsPage(app: FastifyInstance): Promise<void> {
  // Scalar's script comes from the package (no CDN); the page is ours, so that its one inline
  // script carries this response's CSP nonce (http/security-headers.ts). The mount point must not
  // be `#api-reference`: Scalar's script mounts that one itself, without our configuration.
  // Given the document's URL, Scalar adds no document routes of its own (its /openapi.json and
  // /openapi.yaml rendered the whole API on every request): /api/openapi.json is the one.
  await app.register(scalarApiReference, {
    routePrefix: '/api/docs/scalar',
    configuration: { url: '/api/openapi.json' },
  });
  app.get('/api/docs', { schema: { hide: true } }, async (_request, reply) => {
    const nonce = cspNonceOf(reply) ?? '';
    const configuration = JSON.stringify({
      sources: [{ url: '/api/openapi.json', title: 'Chaba API', slug: 'chaba' }],
      withDefaultFonts: false,
      // Nothing that reaches a third party: no AI agent, no MCP generator, no request proxy.
      agent: { disabled: true },
      mcp: { disabled: true },
      hideClientButton: true,
      showDeveloperTools: 'never',
    });
    return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta property="csp-nonce" content="${nonce}">
<title>Chaba API</title>
<link rel="icon" href="data:,">
</head>
<body>
<div id="chaba-api-reference"></div>
<script src="/api/docs/scalar/js/scalar.js"></script>
<script nonce="${nonce}">Scalar.createApiReference('#chaba-api-reference', ${configuration});</script>
</body>
</html>`);
  });
}

/**
 * Fastify's own validation (a route's declared schema) failed: the same ZodError the routes'
 * `parse` throws, so that one error handler answers both in the spec's 422 shape.
 */
export function asZodError(error: unknown): ZodError | undefined {
  if (!(error instanceof Error) || !hasZodFastifySchemaValidationErrors(error)) return undefined;
  return new ZodError(
    error.validation.map(
      (item) =>
        ({
          ...item.params,
          code: item.keyword,
          message: item.message ?? 'invalid',
          path: item.instancePath.split('/').filter((part) => part !== ''),
        }) as unknown as z.core.$ZodIssue,
    ),
  );
}

/** The payout agent protocol's calls from Chaba to the agent, as OpenAPI `webhooks` (decision 51). */
function payoutAgentWebhooks() {
  const json = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  const signed = [
    {
      name: 'X-Timestamp',
      in: 'header',
      required: true,
      schema: { type: 'string' },
      description: 'Unix seconds',
    },
    {
      name: 'X-Signature',
      in: 'header',
      required: true,
      schema: { type: 'string' },
      description: '`sha256=` + hex HMAC-SHA256 of "<X-Timestamp>.<raw body>" with PAYOUT_AGENT_SECRET',
    },
  ];
  const answer = (description: string) => ({ description });
  return {
    payoutTransfer: {
      post: {
        tags: ['payout-agent'],
        summary: 'POST {PAYOUT_AGENT_URL}/transfers: pay a withdrawal (id = idempotency key)',
        parameters: signed,
        requestBody: {
          required: true,
          content: { 'application/json': { schema: json(payoutTransferRequest) } },
        },
        responses: {
          202: answer('Accepted: the agent will pay it and report the outcome'),
          409: answer('The agent has this id already: the same as the first time (never paid twice)'),
          400: answer('Refused (any 4xx but 408 and 429): not paid; the held amount returns to the member'),
          500: answer('Unknown (as a timeout): the order stays open and is asked about or sent again'),
        },
      },
    },
    payoutTransferStatus: {
      get: {
        tags: ['payout-agent'],
        summary: 'GET {PAYOUT_AGENT_URL}/transfers/{id}: the outcome of an order with no report yet',
        parameters: [...signed, { name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: {
          200: {
            description: 'What the agent knows; the signature covers "<timestamp>." (an empty body)',
            content: { 'application/json': { schema: json(payoutTransferStatus) } },
          },
          404: answer('The agent never got this id: Chaba sends it again, with the same id'),
        },
      },
    },
  };
}
