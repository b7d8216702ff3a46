import path from 'node:path';
import { z } from 'zod';
import { buildProviderApp } from './app';
import { openProviderDatabase, type ProviderDatabaseOptions } from './database';
import { isRoundMinutes } from './games/yeekee/schedule';

/** The provider code the Chaba server knows the demo aggregator by. */
export const demoProviderCode = 'chaba-demo';

/**
 * A secret for local development only, the same default as the server's DEMO_PROVIDER_SECRET (the
 * server must hold the same secret for `chaba-demo`). Set a long random one on both sides elsewhere.
 */
export const developmentProviderSecret = 'chaba-development-demo-provider-secret';

/** Environment of the demo aggregator. */
export const providerConfig = z.object({
  DEMO_PROVIDER_PORT: z.coerce.number().int().min(0).max(65_535).default(3001),
  DEMO_PROVIDER_HOST: z.string().default('0.0.0.0'),
  DEMO_PROVIDER_SECRET: z.string().min(16).default(developmentProviderSecret),
  /** The Chaba server the wallet calls go to. */
  WALLET_URL: z.url().default('http://127.0.0.1:3000'),
  /** Where players' browsers reach the aggregator; defaults to http://localhost:<port>. */
  DEMO_PROVIDER_PUBLIC_URL: z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? value.trim() : undefined))
    .pipe(z.url().optional()),
  /** The member site that frames the games; no other site may (frame-ancestors). */
  MEMBER_SITE_URL: z.url().default('http://localhost:3000'),
  /**
   * The aggregator's own database (sessions, wins owed to the wallet): a PostgreSQL URL, else PGlite
   * in DATA_DIR/demo-provider. Never the Chaba server's DATABASE_URL database in production: an
   * aggregator keeps its own records (they may share a server; the tables are in schema demo_provider).
   */
  DEMO_PROVIDER_DATABASE_URL: z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? value.trim() : undefined))
    .pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  /** The same data folder as the server's (its PGlite is in DATA_DIR/pglite). */
  DATA_DIR: z.string().default('./data'),
  /** Minutes of a Yeekee round; it must divide the day (15: 96 rounds a day, numbered from midnight). */
  YEEKEE_ROUND_MINUTES: z.coerce
    .number()
    .int()
    .refine(isRoundMinutes, 'a whole number of minutes that divides 1440')
    .default(15),
});
export type ProviderConfig = z.infer<typeof providerConfig>;

export function readProviderConfig(env: Record<string, string | undefined>): ProviderConfig {
  return providerConfig.parse(env);
}

/** DEMO_PROVIDER_DATABASE_URL alone, for `npm start`, which reads the rest from the server's settings. */
export function readProviderDatabaseUrl(env: Record<string, string | undefined>): string | undefined {
  return providerConfig.pick({ DEMO_PROVIDER_DATABASE_URL: true }).parse(env).DEMO_PROVIDER_DATABASE_URL;
}

/** YEEKEE_ROUND_MINUTES alone, for `npm start`. */
export function readYeekeeRoundMinutes(env: Record<string, string | undefined>): number {
  return providerConfig.pick({ YEEKEE_ROUND_MINUTES: true }).parse(env).YEEKEE_ROUND_MINUTES;
}

/** The database the settings name: PostgreSQL at DEMO_PROVIDER_DATABASE_URL, else PGlite in DATA_DIR. */
export function providerDatabaseOptions(
  config: Pick<ProviderConfig, 'DEMO_PROVIDER_DATABASE_URL' | 'DATA_DIR'>,
): ProviderDatabaseOptions {
  return config.DEMO_PROVIDER_DATABASE_URL
    ? { kind: 'postgres', url: config.DEMO_PROVIDER_DATABASE_URL }
    : { kind: 'pglite', dataDir: path.resolve(config.DATA_DIR, 'demo-provider') };
}

export interface RunningProvider {
  url: string;
  close(): Promise<void>;
}

/** Starts the demo aggregator on `port` (0 picks a free one). */
export async function startDemoProvider(options: {
  port: number;
  host?: string;
  walletUrl: string;
  providerCode?: string;
  secret: string;
  publicUrl?: string;
  /** The member site's address (its PUBLIC_URL): the only other origin allowed to frame the games. */
  memberSiteOrigin: string;
  logger?: boolean;
  /** Its own database (see providerDatabaseOptions); without one, in memory and lost on close. */
  database?: ProviderDatabaseOptions;
  /** Its clock (Yeekee rounds open and close by it): browser tests move it. */
  now?: () => Date;
  yeekeeRoundMinutes?: number;
}): Promise<RunningProvider> {
  const host = options.host ?? '0.0.0.0';
  const app = await buildProviderApp({
    database: options.database ? await openProviderDatabase(options.database) : undefined,
    walletUrl: options.walletUrl,
    providerCode: options.providerCode ?? demoProviderCode,
    secret: options.secret,
    publicUrl: options.publicUrl,
    memberSiteOrigin: options.memberSiteOrigin,
    logger: options.logger === false ? false : { level: 'info' },
    now: options.now,
    yeekeeRoundMinutes: options.yeekeeRoundMinutes,
  });
  await app.listen({ port: options.port, host });
  const port = (app.server.address() as { port: number }).port;
  const url = options.publicUrl ?? `http://localhost:${port}`;
  return {
    url,
    async close() {
      // An active connection (a half-sent request, a slow client) would hold close until Node's header
      // timeout: SIGTERM must stop the aggregator within seconds whatever is open.
      const closing = app.close();
      app.server.closeAllConnections();
      await closing;
    },
  };
}
