import { z } from 'zod';
import { buildProviderApp } from './app';

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
});
export type ProviderConfig = z.infer<typeof providerConfig>;

export function readProviderConfig(env: Record<string, string | undefined>): ProviderConfig {
  return providerConfig.parse(env);
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
}): Promise<RunningProvider> {
  const host = options.host ?? '0.0.0.0';
  const app = await buildProviderApp({
    walletUrl: options.walletUrl,
    providerCode: options.providerCode ?? demoProviderCode,
    secret: options.secret,
    publicUrl: options.publicUrl,
    memberSiteOrigin: options.memberSiteOrigin,
    logger: options.logger === false ? false : { level: 'info' },
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
