import { startBanner } from './banner';
import { loadConfig } from './config';
import { exitOnSignals } from './shutdown';
import { startServer } from './start';

// The server alone (`npm run dev`); `npm start` runs scripts/start.ts, which adds the demo aggregator.
const config = loadConfig();
const server = await startServer(config);
process.stdout.write(startBanner(config, server.url) + '\n');

exitOnSignals({ close: () => server.close() });
