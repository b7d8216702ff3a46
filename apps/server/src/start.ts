import { systemClock, type Clock } from '@chaba/core/clock';
import { getSiteInfo } from '@chaba/core/site/get-site-info';
import { seedGames } from '@chaba/core/games/seed-games';
import { seedDemoData } from '@chaba/core/demo/seed-demo-data';
import { migrateDatabase, openDatabase, type DatabaseConnection } from '@chaba/db/client';
import type { FastifyInstance } from 'fastify';
import { createAppContext } from './app-context';
import { buildApp } from './app';
import { databaseOptions, developmentWebhookSecret, type Config } from './config';
import { startJobs } from './jobs';
import { productionConfigProblems, productionDatabaseProblems, refuseProduction } from './production-check';
import { createRedisEventBus } from './redis-event-bus';

export interface RunningServer {
  app: FastifyInstance;
  /** The configuration it runs with (tests read secrets from here to sign webhooks). */
  config: Config;
  url: string;
  connection: DatabaseConnection;
  seeded: boolean;
  close(): Promise<void>;
}

/**
 * Opens and migrates the database, seeds an empty one, and serves everything on one port. With
 * CHABA_ENV=production it first refuses every development-only choice (production-check.ts).
 */
export async function startServer(
  config: Config,
  options: { clock?: Clock; connection?: DatabaseConnection; logger?: boolean } = {},
): Promise<RunningServer> {
  refuseProduction(productionConfigProblems(config));
  const clock = options.clock ?? systemClock;
  const connection = options.connection ?? (await openDatabase(databaseOptions(config)));
  await migrateDatabase(connection);
  try {
    refuseProduction(await productionDatabaseProblems(config, connection.db));
  } catch (error) {
    if (!options.connection) await connection.close();
    throw error;
  }
  const publicUrl = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  const { seeded } = config.SEED_DEMO_DATA
    ? await seedDemoData(connection.db, { publicUrl, now: clock.now(), totpKey: config.STAFF_TOTP_KEY })
    : { seeded: false };

  const logger = options.logger === false ? false : { level: config.LOG_LEVEL };
  let log: (message: string, fields: Record<string, string | number>) => void = () => {};
  let slipLog: typeof log = () => {};
  const site = await getSiteInfo(connection.db);
  const events = config.REDIS_URL
    ? await createRedisEventBus(config.REDIS_URL, { prefix: config.REDIS_PREFIX })
    : undefined;
  const context = createAppContext({
    config,
    db: connection.db,
    clock,
    events,
    authSettings: {
      accessTokenLifetimeSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
      otpBypassCode: config.OTP_BYPASS_CODE,
      siteName: site.name,
      loginMaxFailuresPerAddress: config.LOGIN_FAILURES_PER_ADDRESS,
      smsMaxPerAddressPerHour: config.SMS_PER_ADDRESS_PER_HOUR,
    },
    smsLog: (message, fields) => log(message, fields),
    slipLog: (message, fields) => slipLog(message, fields),
    // In development, without PAYOUT_AGENT_URL: `npm run simulate -- payout-agent`'s, when it runs.
    findLocalPayoutAgent: true,
  });
  await seedGames(connection.db, context.providers);
  const app = await buildApp(context, { logger, serveWeb: true });
  // The console sender logs every message (development); a gateway sender logs only failed calls,
  // which an operator must see at the default production log level.
  log = (message, fields) =>
    config.SMS_SENDER === 'console' ? app.log.info(fields, message) : app.log.warn(fields, message);
  slipLog = (message, fields) => app.log.warn(fields, message);
  if (config.BANK_WEBHOOK_SECRET === developmentWebhookSecret) {
    app.log.warn('BANK_WEBHOOK_SECRET is the development default: set your own before taking real money');
  }
  const jobs = startJobs(context, app.log, { autoStart: true });
  app.addHook('onClose', async () => {
    // A job run in flight gets a moment to finish its transaction before the database closes.
    await jobs.stop({ waitMs: 3_000 });
    await context.events.close();
  });

  await app.listen({ port: config.PORT, host: config.HOST });
  const port = (app.server.address() as { port: number }).port;
  // The site's server-side loader reads /api/site over loopback (apps/web root loader).
  process.env.CHABA_INTERNAL_API_URL = `http://127.0.0.1:${port}`;
  return {
    app,
    config,
    url: `http://localhost:${port}`,
    connection,
    seeded,
    async close() {
      await app.close();
      if (!options.connection) await connection.close();
    },
  };
}
