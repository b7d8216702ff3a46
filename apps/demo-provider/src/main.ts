import { providerDatabaseOptions, readProviderConfig, startDemoProvider } from './start';

// Runs the demo aggregator alone: `node --import tsx apps/demo-provider/src/main.ts`.
const config = readProviderConfig(process.env);
const provider = await startDemoProvider({
  port: config.DEMO_PROVIDER_PORT,
  host: config.DEMO_PROVIDER_HOST,
  walletUrl: config.WALLET_URL,
  secret: config.DEMO_PROVIDER_SECRET,
  publicUrl: config.DEMO_PROVIDER_PUBLIC_URL,
  memberSiteOrigin: config.MEMBER_SITE_URL,
  database: providerDatabaseOptions(config),
  yeekeeRoundMinutes: config.YEEKEE_ROUND_MINUTES,
});
console.log(`demo game aggregator on ${provider.url} (wallet: ${config.WALLET_URL})`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void provider.close().then(() => process.exit(0)));
}
