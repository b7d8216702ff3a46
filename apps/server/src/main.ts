import { demoStaffTotpUri } from '@chaba/core/backoffice/demo-staff-second-factor';
import { demoBankDevice } from '@chaba/core/demo/demo-bank-device';
import { demoStaff } from '@chaba/core/demo/seed-demo-data';
import { startBanner } from './banner';
import { loadConfig } from './config';
import { announceServerAddress } from './server-address-file';
import { exitOnSignals, refuseToStart } from './shutdown';
import { startServer } from './start';

// The server alone (`npm run dev`); `npm start` runs scripts/start.ts, which adds the demo aggregator.
// A bad setting or a refused production start prints its reason alone and exits 1.
const server = await Promise.resolve()
  .then(() => startServer(loadConfig()))
  .catch(refuseToStart);
const config = server.config;
process.stdout.write(
  startBanner(
    config,
    server.url,
    [],
    await demoStaffTotpUri(server.connection.db, demoStaff.username, config.STAFF_TOTP_KEY),
    config.CHABA_ENV === 'development'
      ? await demoBankDevice(server.connection.db, { sealKey: config.STAFF_TOTP_KEY })
      : null,
  ) + '\n',
);
// `npm run simulate` and `npm run staff -- token` from another shell find the server here.
const forgetServerAddress = announceServerAddress(config, server.url);

exitOnSignals({
  close: async () => {
    forgetServerAddress();
    await server.close();
  },
});
