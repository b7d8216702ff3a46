import type { LineLoginChannel } from '@chaba/core/line-login/line-login-protocol';
import { isLoopbackHost } from '@chaba/core/outbound/outbound-address';
import type { Dispatcher } from 'undici';
import type { Config } from './config';

/**
 * LINE Login's channel (issue 31, decision 70), or null while it is off: both the channel id and
 * its secret, or nothing. Calls go through the outbound guard's dispatcher (decision 45).
 */
export function createLineLoginChannel(config: Config, dispatcher: Dispatcher): LineLoginChannel | null {
  const { LINE_LOGIN_CHANNEL_ID: channelId, LINE_LOGIN_CHANNEL_SECRET: channelSecret } = config;
  if (!channelId || !channelSecret) return null;
  return {
    channelId,
    channelSecret,
    authorizeUrl: config.LINE_LOGIN_AUTHORIZE_URL,
    apiUrl: config.LINE_LOGIN_API_URL.replace(/\/+$/, ''),
    dispatcher,
  };
}

/**
 * What production refuses of LINE Login: one of the two settings without the other, and an
 * address of LINE's that is not https or names this machine (the development fake).
 */
export function lineLoginProblems(config: Config): string[] {
  const given = [config.LINE_LOGIN_CHANNEL_ID, config.LINE_LOGIN_CHANNEL_SECRET].filter(Boolean);
  if (given.length === 0) return [];
  const problems: string[] = [];
  if (given.length === 1) {
    problems.push(
      'LINE_LOGIN_CHANNEL_ID, LINE_LOGIN_CHANNEL_SECRET: LINE Login needs both, or neither; set the other or unset it',
    );
  }
  for (const name of ['LINE_LOGIN_AUTHORIZE_URL', 'LINE_LOGIN_API_URL'] as const) {
    const url = new URL(config[name]);
    if (url.protocol !== 'https:') {
      problems.push(`${name}: LINE's codes and tokens would travel unencrypted; use LINE's https address`);
    } else if (isLoopbackHost(url.hostname)) {
      problems.push(`${name}: names this machine (the development fake); unset it to use LINE's own`);
    }
  }
  return problems;
}
