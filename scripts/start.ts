/**
 * `npm start`: the Chaba server and, beside it, the demo game aggregator (apps/demo-provider), which
 * talks to the server only over HTTP with signed wallet calls — as an external aggregator would.
 * DEMO_PROVIDER_PORT=0 starts the server alone.
 */
import { demoStaffTotpUri } from '@chaba/core/backoffice/demo-staff-second-factor';
import { demoBankDevice } from '@chaba/core/demo/demo-bank-device';
import { demoStaff } from '@chaba/core/demo/seed-demo-data';
import {
  providerDatabaseOptions,
  readProviderDatabaseUrl,
  readYeekeeRoundMinutes,
  startDemoProvider,
} from '../apps/demo-provider/src/start';
import { startBanner } from '../apps/server/src/banner';
import { loadConfig } from '../apps/server/src/config';
import { announceServerAddress } from '../apps/server/src/server-address-file';
import { exitOnSignals, refuseToStart } from '../apps/server/src/shutdown';
import { startServer } from '../apps/server/src/start';

// A bad setting or a refused production start prints its reason alone and exits 1.
const server = await Promise.resolve()
  .then(() => startServer(loadConfig()))
  .catch(refuseToStart);
const config = server.config;
const serverPort = (server.app.server.address() as { port: number }).port;
const provider =
  config.DEMO_PROVIDER_PORT > 0
    ? await startDemoProvider({
        port: config.DEMO_PROVIDER_PORT,
        host: config.HOST,
        walletUrl: `http://127.0.0.1:${serverPort}`,
        secret: config.DEMO_PROVIDER_SECRET,
        publicUrl: config.DEMO_PROVIDER_URL,
        // Only the member site may frame the games: its public address, else this development server.
        memberSiteOrigin: config.PUBLIC_URL ?? server.url,
        // Its own sessions and settlement outbox: PGlite in DATA_DIR/demo-provider unless
        // DEMO_PROVIDER_DATABASE_URL names a PostgreSQL database.
        database: providerDatabaseOptions({
          DATA_DIR: config.DATA_DIR,
          DEMO_PROVIDER_DATABASE_URL: readProviderDatabaseUrl(process.env),
        }),
        yeekeeRoundMinutes: readYeekeeRoundMinutes(process.env),
      })
    : undefined;
process.stdout.write(
  startBanner(
    config,
    server.url,
    provider ? [`Demo game aggregator at ${provider.url}`] : [],
    await demoStaffTotpUri(server.connection.db, demoStaff.username, config.STAFF_TOTP_KEY),
    config.CHABA_ENV === 'development'
      ? await demoBankDevice(server.connection.db, { sealKey: config.STAFF_TOTP_KEY })
      : null,
  ) + '\n',
);
// `npm run simulate` and `npm run staff -- token` from another shell find the server here.
const forgetServerAddress = announceServerAddress(config, server.url);

// Both close at once: the aggregator's settlement calls to the server fail fast once it stops.
exitOnSignals({
  close: async () => {
    forgetServerAddress();
    await Promise.all([provider?.close(), server.close()]);
  },
});
