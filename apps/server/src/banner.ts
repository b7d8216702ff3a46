import { demoMember, demoStaff } from '@chaba/core/demo/seed-demo-data';
import type { Config } from './config';

/**
 * What a person needs after `npm start`: where it runs and how to log in. `demoStaffTotpUri`: the
 * seeded owner's second factor (`demoStaffTotpUri` of core), and `demoBankDevice` the seeded company
 * phone's address and secret (`demoBankDevice` of core), printed in development only.
 */
export function startBanner(
  config: Config,
  serverUrl: string,
  extraLines: string[] = [],
  demoStaffTotpUri: string | null = null,
  demoBankDevice: { id: number; secret: string } | null = null,
): string {
  const database = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.DATA_DIR}`;
  if (config.CHABA_ENV === 'production') {
    // No demo logins, no outbox: production refused to start with any of them (production-check.ts).
    return [
      '',
      `Chaba is running at ${serverUrl}  (CHABA_ENV=production, database: ${database})`,
      ...extraLines,
      'First staff account: npm run staff -- create --username NAME --role owner',
      '',
    ].join('\n');
  }
  return [
    '',
    `Chaba is running at ${serverUrl}  (database: ${database})`,
    'DEVELOPMENT MODE (CHABA_ENV=development): demo logins, readable OTP codes and /api/dev/* with no login.',
    'Anyone who reaches this server can take over any account: never let it face the internet.',
    'Deploying? See "Deploy" in README.md (CHABA_ENV=production).',
    ...extraLines,
    ...(config.SEED_DEMO_DATA
      ? [
          `Demo member login: phone ${demoMember.phone}  password ${demoMember.password}`,
          `Demo staff login (${serverUrl}/backoffice or POST /api/backoffice/login): username ${demoStaff.username}  password ${demoStaff.password}`,
          ...(demoStaffTotpUri
            ? [
                '  its second factor: add this URI to an authenticator app (e.g. as a QR code), then type its code as otp:',
                `  ${demoStaffTotpUri}`,
              ]
            : []),
        ]
      : []),
    config.OTP_BYPASS_CODE
      ? `OTP bypass is ON: the code ${config.OTP_BYPASS_CODE} is accepted and no SMS is sent`
      : config.SMS_SENDER === 'console'
        ? `OTP codes are "sent" by the console sender: see the log, or ${serverUrl}/api/dev/sms-outbox?phone=08XXXXXXXX`
        : `OTP codes are sent by SMS (SMS_SENDER=${config.SMS_SENDER})`,
    'Pay a pending deposit like the bank would: npm run simulate -- transfer --phone 08XXXXXXXX',
    // Not the address itself: a URL may carry credentials.
    config.PAYOUT_AGENT_URL
      ? 'Withdrawals the automatic rules allow are paid by the payout agent of PAYOUT_AGENT_URL'
      : 'Pay withdrawals by machine: npm run simulate -- payout-agent (this server finds it in DATA_DIR)',
    ...(demoBankDevice
      ? [
          `Demo company phone (SmsForwarder webhook): ${serverUrl}/api/integrations/bank-devices/${demoBankDevice.id}/sms-forwarder`,
          `  (SMS Gateway for Android: .../bank-devices/${demoBankDevice.id}/sms-gateway)  secret ${demoBankDevice.secret}`,
          '  pay a pending deposit by a bank SMS: npm run simulate -- sms --bank kbank --phone 08XXXXXXXX',
        ]
      : []),
    '',
  ].join('\n');
}
