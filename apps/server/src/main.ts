import { startBanner } from './banner';
import { loadConfig } from './config';
import { startServer } from './start';

// The server alone (`npm run dev`); `npm start` runs scripts/start.ts, which adds the demo aggregator.
const config = loadConfig();
const server = await startServer(config);
process.stdout.write(startBanner(config, server.url) + '\n');

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
