import type { Executor } from '@chaba/db/client';
import { smsOutbox } from '@chaba/db/schema';
import type { Clock } from '../clock';
import type { SmsSender } from './sms-sender';

export function createConsoleSmsSender(options: {
  db: Executor;
  clock: Clock;
  log: (message: string, fields: Record<string, string>) => void;
}): SmsSender {
  return {
    name: 'console',
    async send({ phone, body }) {
      await options.db.insert(smsOutbox).values({ phone, body, createdAt: options.clock.now() });
      options.log('sms sent (console sender)', { phone, body });
    },
  };
}
