import type { AuthSettings } from '@chaba/core/auth/auth-settings';
import type { Clock } from '@chaba/core/clock';
import type { SmsSender } from '@chaba/core/notifications/sms-sender';
import type { Database } from '@chaba/db/client';
import type { Config } from './config';

/** What every route needs: the database, the time, the outside services and the settings. */
export interface AppContext {
  config: Config;
  db: Database;
  clock: Clock;
  sms: SmsSender;
  authSettings: AuthSettings;
}
