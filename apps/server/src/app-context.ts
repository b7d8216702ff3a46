import type { AuthSettings } from '@chaba/core/auth/auth-settings';
import { systemClock, type Clock } from '@chaba/core/clock';
import { promptPayGateway } from '@chaba/core/deposits/promptpay-gateway';
import { createDemoGameProvider, demoProviderCode } from '@chaba/core/games/demo-game-provider';
import type { GameProviders } from '@chaba/core/games/game-provider';
import { createConsoleSmsSender } from '@chaba/core/notifications/console-sms-sender';
import type { PaymentGateway } from '@chaba/core/deposits/payment-gateway';
import { createInProcessEventBus, type MemberEventBus } from '@chaba/core/notifications/member-events';
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
  events: MemberEventBus;
  /** How QR deposits are made (the built-in PromptPay QR, or an external gateway). */
  gateway: PaymentGateway;
  /** The game aggregators plugged in, by code. */
  providers: GameProviders;
}

/**
 * Assembles the context the way the server runs it; tests and benchmarks pass their own clock,
 * settings or event bus. The SMS sender is the console sender (the only one so far).
 */
export function createAppContext(options: {
  config: Config;
  db: Database;
  clock?: Clock;
  authSettings: AuthSettings;
  events?: MemberEventBus;
  gateway?: PaymentGateway;
  providers?: GameProviders;
  smsLog?: (message: string, fields: Record<string, string>) => void;
}): AppContext {
  const clock = options.clock ?? systemClock;
  return {
    config: options.config,
    db: options.db,
    clock,
    authSettings: options.authSettings,
    events: options.events ?? createInProcessEventBus(),
    gateway: options.gateway ?? promptPayGateway,
    providers:
      options.providers ??
      new Map([
        [
          demoProviderCode,
          createDemoGameProvider({
            baseUrl: options.config.DEMO_PROVIDER_URL,
            secret: options.config.DEMO_PROVIDER_SECRET,
          }),
        ],
      ]),
    sms: createConsoleSmsSender({ db: options.db, clock, log: options.smsLog ?? (() => {}) }),
  };
}
