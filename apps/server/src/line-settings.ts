import { createLineMessagingApi, type LineMessagingApi } from '@chaba/core/line/line-messaging-api';
import type { Dispatcher } from 'undici';
import type { Config } from './config';

/** LINE's Messaging API address; another one is for tests and development only (production refuses it). */
export const lineMessagingApiDefaultUrl = 'https://api.line.me';

/** LINE messaging (issue 31, decision 71): the webhook's secret and the API, or null while it is off. */
export interface LineMessaging {
  /** Verifies X-Line-Signature; never logged nor returned. */
  channelSecret: string;
  api: LineMessagingApi;
}

export const lineMessagingSettingNames = [
  'LINE_MESSAGING_CHANNEL_SECRET',
  'LINE_MESSAGING_CHANNEL_ACCESS_TOKEN',
] as const;

/** Both settings, or null (off): production refuses one without the other (`production-check.ts`). */
export function createLineMessaging(config: Config, dispatcher: Dispatcher): LineMessaging | null {
  const secret = config.LINE_MESSAGING_CHANNEL_SECRET;
  const token = config.LINE_MESSAGING_CHANNEL_ACCESS_TOKEN;
  if (!secret || !token) return null;
  return {
    channelSecret: secret,
    api: createLineMessagingApi({ baseUrl: config.LINE_MESSAGING_API_URL, accessToken: token, dispatcher }),
  };
}

/** What keeps a production configuration of LINE messaging from starting (one line each). */
export function lineMessagingProblems(config: Config): string[] {
  const given = lineMessagingSettingNames.filter((name) => config[name] !== undefined);
  const problems: string[] = [];
  if (given.length === 1) {
    const missing = lineMessagingSettingNames.filter((name) => !given.includes(name));
    problems.push(
      `${missing.join(', ')}: LINE messaging needs both LINE_MESSAGING_CHANNEL_* settings, or none`,
    );
  }
  if (config.LINE_MESSAGING_API_URL.replace(/\/+$/, '') !== lineMessagingApiDefaultUrl) {
    problems.push(
      `LINE_MESSAGING_API_URL: names a fake of LINE (tests and development); unset it to use ${lineMessagingApiDefaultUrl}`,
    );
  }
  return problems;
}
