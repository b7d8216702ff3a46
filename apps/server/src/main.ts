import { demoMember, demoStaff } from '@chaba/core/site/seed-demo-data';
import { loadConfig } from './config';
import { startServer } from './start';

const config = loadConfig();
const server = await startServer(config);

const database = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.DATA_DIR}`;
process.stdout.write(
  [
    '',
    `Chaba is running at ${server.url}  (database: ${database})`,
    `Demo member login: phone ${demoMember.phone}  password ${demoMember.password}`,
    `Demo staff login (POST /api/backoffice/login): username ${demoStaff.username}  password ${demoStaff.password}`,
    'Pay a pending deposit like the bank would: npm run simulate -- transfer --phone 08XXXXXXXX',
    config.OTP_BYPASS_CODE
      ? `OTP bypass is ON: the code ${config.OTP_BYPASS_CODE} is accepted and no SMS is sent`
      : `OTP codes are "sent" by the console sender: see the log, or ${server.url}/api/dev/sms-outbox?phone=08XXXXXXXX`,
    '',
  ].join('\n') + '\n',
);

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
