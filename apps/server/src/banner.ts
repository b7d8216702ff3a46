import { demoMember, demoStaff } from '@chaba/core/site/seed-demo-data';
import type { Config } from './config';

/** What a person needs after `npm start`: where it runs and how to log in. */
export function startBanner(config: Config, serverUrl: string, extraLines: string[] = []): string {
  const database = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.DATA_DIR}`;
  return [
    '',
    `Chaba is running at ${serverUrl}  (database: ${database})`,
    ...extraLines,
    `Demo member login: phone ${demoMember.phone}  password ${demoMember.password}`,
    `Demo staff login (POST /api/backoffice/login): username ${demoStaff.username}  password ${demoStaff.password}`,
    config.OTP_BYPASS_CODE
      ? `OTP bypass is ON: the code ${config.OTP_BYPASS_CODE} is accepted and no SMS is sent`
      : `OTP codes are "sent" by the console sender: see the log, or ${serverUrl}/api/dev/sms-outbox?phone=08XXXXXXXX`,
    'Pay a pending deposit like the bank would: npm run simulate -- transfer --phone 08XXXXXXXX',
    '',
  ].join('\n');
}
