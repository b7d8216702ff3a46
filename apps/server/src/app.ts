import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import { healthResponse } from '@chaba/contracts/site';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context';
import { installSessionCookie } from './http/auth';
import { installConnectionLimits, serverTimeoutOptions } from './http/connection-limits';
import { installErrorHandler } from './http/errors';
import { apiTags, installOpenApi } from './http/openapi';
import { answerBadUrl, installInputGuard } from './http/input-guard';
import { redactingLoggerOptions } from './http/log-redaction';
import { installNoStoreForApi } from './http/no-store';
import { installSecurityHeaders } from './http/security-headers';
import { installCompression } from './http/compression';
import { installMaintenanceGuard } from './http/maintenance-guard';
import { maintenanceNoticeRoutes } from './routes/maintenance';
import { articleRoutes } from './routes/articles';
import { searchEngineRoutes } from './routes/search-engines';
import { installWebApp } from './http/web';
import { installBackofficeApp } from './http/backoffice-app';
import { backofficeRoutes } from './routes/backoffice';
import { bonusRoutes } from './routes/bonuses';
import { customerRoutes } from './routes/customers';
import { gameRoutes } from './routes/games';
import { integrationRoutes } from './routes/integrations';
import { depositSlipRoutes } from './routes/deposit-slips';
import { moneyRoutes } from './routes/money';
import { hub88WalletRoutes } from './routes/hub88-wallet';
import { providerWalletRoutes } from './routes/provider-wallet';
import { pushRoutes } from './routes/push';
import { streamRoutes } from './routes/stream';
import { devMoneyRoutes, devRoutes } from './routes/dev';
import { registerRoutes } from './routes/register';
import { resetPasswordRoutes } from './routes/reset-password';
import { responsibleGamblingRoutes } from './routes/responsible-gambling';
import { sessionRoutes } from './routes/session';
import { siteRoutes } from './routes/site';
import { siteContentRoutes } from './routes/site-content';
import { bannerRoutes } from './routes/banners';
import { drainIntervalMs } from './member-change-publisher';

/**
 * The one Fastify app: member API, bank logos, health check and the server-rendered member site.
 * Tests build it with their own database and clock and call it through `app.inject`.
 */
export async function buildApp(
  context: AppContext,
  options: {
    logger?: FastifyServerOptions['logger'];
    serveWeb?: boolean;
    /** Sees every route as it is added (the bad-request property test enumerates them). */
    onRoute?: (route: RouteOptions) => void;
  } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    // Whatever logger a caller asks for, credentials in URLs and headers never reach it (issue 9).
    logger: options.logger
      ? { ...(options.logger === true ? {} : options.logger), ...redactingLoggerOptions }
      : false,
    // The client address is the socket's unless TRUST_PROXY names the proxies in front (issue 9).
    trustProxy: context.config.TRUST_PROXY ?? false,
    bodyLimit: 256 * 1024,
    // Slow request bodies and headers are timed out (issue 24, http/connection-limits.ts).
    ...serverTimeoutOptions(context.config),
    // Live-update streams stay open; closing the server must not wait for them.
    forceCloseConnections: true,
    // A URL that is not even valid percent-encoding: answered in the spec's shape (http/input-guard.ts).
    frameworkErrors: (error, request, reply) =>
      answerBadUrl(error, request as FastifyRequest, reply as unknown as FastifyReply),
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  installConnectionLimits(app.server, context.config);
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  // Security headers and the login cookie's CSRF check, before any route (issue 9, decision 0009).
  await installSecurityHeaders(app, context);
  // API answers carry member data: kept by no cache unless the route says so (http/no-store.ts).
  installNoStoreForApi(app);
  // Text answers above a kilobyte go out brotli or gzip; event streams never (issue 14).
  installCompression(app);
  installSessionCookie(app, context);
  installInputGuard(app);
  installMaintenanceGuard(app, context);
  const renderPage = options.serveWeb
    ? await installWebApp(app, context.config.WEB_BUILD_DIR, { publicUrl: context.config.PUBLIC_URL })
    : undefined;
  if (options.serveWeb && !renderPage) {
    app.log.warn({ dir: context.config.WEB_BUILD_DIR }, 'member site not built: run `npm run build`');
  }
  if (options.serveWeb) await installBackofficeApp(app, context.config.BACKOFFICE_BUILD_DIR);
  installErrorHandler(app, { renderPage });
  // After the error handler: the documentation plugin's routes inherit it.
  await installOpenApi(app, context);

  app.withTypeProvider<ZodTypeProvider>().get(
    '/healthz',
    {
      schema: {
        tags: [apiTags.staff],
        summary: 'Health check: the server and its database answer (a 500 otherwise)',
        response: { 200: healthResponse },
      },
    },
    async () => {
      await context.db.execute('select 1');
      return { status: 'ok' as const };
    },
  );
  publishMemberChanges(app, context);
  siteRoutes(app, context);
  siteContentRoutes(app, context);
  bannerRoutes(app, context);
  maintenanceNoticeRoutes(app, context);
  registerRoutes(app, context);
  sessionRoutes(app, context);
  resetPasswordRoutes(app, context);
  await customerRoutes(app, context);
  pushRoutes(app, context);
  responsibleGamblingRoutes(app, context);
  moneyRoutes(app, context);
  await depositSlipRoutes(app, context);
  streamRoutes(app, context);
  await integrationRoutes(app, context);
  backofficeRoutes(app, context);
  gameRoutes(app, context);
  bonusRoutes(app, context);
  articleRoutes(app, context);
  searchEngineRoutes(app, context);
  await providerWalletRoutes(app, context);
  // Hub88's Wallet API only while HUB88_* is set; its paths answer the JSON 404 otherwise.
  await hub88WalletRoutes(app, context);
  // Development tools (OTP outbox, pending deposits, no login) exist only in development: served
  // anywhere else they would let anyone take over any account (issue 9).
  if (context.config.CHABA_ENV === 'development') {
    devRoutes(app, context);
    devMoneyRoutes(app, context);
  }

  return app;
}

/**
 * Live updates go out from one publisher (member-change-publisher.ts): a request that may have
 * changed something nudges it as it ends, and its timer drains the outbox whatever happens.
 */
function publishMemberChanges(app: FastifyInstance, context: AppContext): void {
  context.changes.start({ intervalMs: drainIntervalMs, log: app.log });
  app.addHook('onResponse', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') context.changes.nudge();
  });
  app.addHook('onClose', async () => context.changes.stop());
}
