import { readPemKey } from '@chaba/core/games/hub88-signature';
import type { KeyObject } from 'node:crypto';
import type { Config } from './config';

/** The Hub88 integration's settings (issue 28, decision 54), or null when it is off. */
export interface Hub88Settings {
  /** The Operator API's base address (HUB88_API_URL), without a trailing slash. */
  apiUrl: string;
  operatorId: number;
  /** Ours: signs the Games API calls. */
  privateKey: KeyObject;
  /** Hub88's: verifies its Wallet API calls. */
  publicKey: KeyObject;
}

export const hub88SettingNames = [
  'HUB88_API_URL',
  'HUB88_OPERATOR_ID',
  'HUB88_PRIVATE_KEY',
  'HUB88_PUBLIC_KEY',
] as const;

/** The settings among the four that are set; the integration is on only with all of them. */
export function hub88SettingsGiven(config: Config): Array<(typeof hub88SettingNames)[number]> {
  return hub88SettingNames.filter((name) => config[name] !== undefined);
}

/** Reads the four settings; null when none is set; throws (the start stops) on a bad key. */
export function createHub88Settings(config: Config): Hub88Settings | null {
  const { HUB88_API_URL, HUB88_OPERATOR_ID, HUB88_PRIVATE_KEY, HUB88_PUBLIC_KEY } = config;
  if (!HUB88_API_URL || HUB88_OPERATOR_ID === undefined || !HUB88_PRIVATE_KEY || !HUB88_PUBLIC_KEY)
    return null;
  return {
    apiUrl: HUB88_API_URL.replace(/\/+$/, ''),
    operatorId: HUB88_OPERATOR_ID,
    privateKey: readPemKey('HUB88_PRIVATE_KEY', HUB88_PRIVATE_KEY, 'private'),
    publicKey: readPemKey('HUB88_PUBLIC_KEY', HUB88_PUBLIC_KEY, 'public'),
  };
}
