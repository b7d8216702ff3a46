import { findDemoLogins } from '@chaba/core/demo/find-demo-logins';
import { developmentTotpKey } from '@chaba/core/backoffice/totp-secret-box';
import type { Executor } from '@chaba/db/client';
import { isLoopbackHost } from '@chaba/core/outbound/outbound-address';
import { hub88SettingNames, hub88SettingsGiven } from './hub88-settings';
import { lineLoginProblems } from './line-login-settings';
import { lineMessagingProblems } from './line-settings';
import {
  developmentDemoProviderSecret,
  developmentPayoutAgentSecret,
  developmentWebhookSecret,
  type Config,
} from './config';

/**
 * What makes a configuration unfit for real players, one line per offending variable. Empty in
 * development (everything here is allowed there) and for a production configuration that is ready.
 */
export function productionConfigProblems(config: Config): string[] {
  if (config.CHABA_ENV !== 'production') return [];
  const problems: string[] = [];
  if (config.SMS_SENDER === 'console') {
    problems.push(
      'SMS_SENDER: the console sender keeps OTP codes readable by anyone; choose http or thaibulksms',
    );
  }
  if (config.OTP_BYPASS_CODE !== undefined) {
    problems.push('OTP_BYPASS_CODE: accepts one known code for every phone; unset it');
  }
  // Every secret that has a development default: a published value signs anything.
  const defaultSecrets: Array<[keyof Config, string]> = [
    ['BANK_WEBHOOK_SECRET', developmentWebhookSecret],
    ['DEMO_PROVIDER_SECRET', developmentDemoProviderSecret],
    ['STAFF_TOTP_KEY', developmentTotpKey],
    ['PAYOUT_AGENT_SECRET', developmentPayoutAgentSecret],
  ];
  for (const [name, developmentValue] of defaultSecrets) {
    if (config[name] === developmentValue) {
      problems.push(`${name}: is the development default; set a long random value of your own`);
    }
  }
  if (config.SEED_DEMO_DATA) {
    problems.push('SEED_DEMO_DATA: the demo seed creates logins with published passwords; set it to false');
  }
  if (config.PUSH_SERVICE_ORIGINS.length > 0) {
    problems.push(
      'PUSH_SERVICE_ORIGINS: lets members name push services of their own (tests only); unset it',
    );
  }
  if (config.OUTBOUND_ALLOW_LOOPBACK) {
    problems.push(
      "OUTBOUND_ALLOW_LOOPBACK: lets staff point the alert webhook at this machine's own services; unset it",
    );
  }
  const slipVerifierUrl = {
    easyslip: 'EASYSLIP_API_URL',
    slip2go: 'SLIP2GO_API_URL',
    slipok: 'SLIPOK_API_URL',
    development: undefined,
    off: undefined,
  } as const satisfies Record<Config['SLIP_VERIFIER'], keyof Config | undefined>;
  const slipUrlName = slipVerifierUrl[config.SLIP_VERIFIER];
  if (slipUrlName !== undefined && !String(config[slipUrlName]).startsWith('https://')) {
    problems.push(`${slipUrlName}: the slip verifier's key would travel unencrypted; use its https address`);
  }
  if (config.SLIP_VERIFIER === 'development') {
    problems.push('SLIP_VERIFIER: `development` verifies any slip the simulator wrote; choose a service');
  }
  problems.push(...hub88Problems(config));
  problems.push(...lineLoginProblems(config));
  problems.push(...lineMessagingProblems(config));
  if (config.PUBLIC_URL === undefined) {
    problems.push('PUBLIC_URL: the address members use (referral links, secure cookies) is required');
  }
  return problems;
}

/**
 * Hub88 (decision 54): all four settings or none, and its API over https at a host that is not this
 * machine (our signed calls carry members' sessions; a loopback address is a development fake).
 */
function hub88Problems(config: Config): string[] {
  const given = hub88SettingsGiven(config);
  if (given.length === 0) return [];
  const problems: string[] = [];
  if (given.length < hub88SettingNames.length) {
    const missing = hub88SettingNames.filter((name) => !given.includes(name));
    problems.push(
      `${missing.join(', ')}: Hub88 needs all four HUB88_* settings, or none; set the rest or unset them`,
    );
  }
  const apiUrl = config.HUB88_API_URL;
  if (apiUrl !== undefined) {
    if (!apiUrl.startsWith('https://')) {
      problems.push("HUB88_API_URL: our signed calls would travel unencrypted; use Hub88's https address");
    } else if (isLoopbackHost(new URL(apiUrl).hostname)) {
      problems.push('HUB88_API_URL: names this machine (a development fake); use the address Hub88 gave you');
    }
  }
  return problems;
}

/** The demo seed's published logins still present in a production database. */
export async function productionDatabaseProblems(config: Config, db: Executor): Promise<string[]> {
  if (config.CHABA_ENV !== 'production') return [];
  const logins = await findDemoLogins(db);
  return logins.length === 0
    ? []
    : [
        `database: the demo seed's published logins still work (${logins.join(', ')}); ` +
          'use a fresh database, or change those passwords',
      ];
}

/** Throws one error naming every problem, so that an operator fixes them all in one go. */
export function refuseProduction(problems: string[]): void {
  if (problems.length === 0) return;
  throw new Error(
    `CHABA_ENV=production refuses to start:\n${problems.map((problem) => `  ${problem}`).join('\n')}`,
  );
}
