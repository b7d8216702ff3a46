import type { AuthSettings } from '@chaba/core/auth/auth-settings';
import { createProofOfWorkGate, type ProofOfWorkGate } from '@chaba/core/auth/proof-of-work';
import { systemClock, type Clock } from '@chaba/core/clock';
import { promptPayGateway } from '@chaba/core/deposits/promptpay-gateway';
import type { ForwardedMessage, ParsedBankMessage } from '@chaba/core/bank-messages/bank-message';
import { parseBankMessage } from '@chaba/core/bank-messages/parse-bank-message';
import { createDemoGameProvider, demoProviderCode } from '@chaba/core/games/demo-game-provider';
import type { GameProvider, GameProviders } from '@chaba/core/games/game-provider';
import { createHub88GameProvider, hub88ProviderCode } from '@chaba/core/games/hub88-game-provider';
import { createConsoleSmsSender } from '@chaba/core/notifications/console-sms-sender';
import { createHttpSmsSender } from '@chaba/core/notifications/http-sms-sender';
import { createThaiBulkSmsSender } from '@chaba/core/notifications/thaibulksms-sms-sender';
import type { PaymentGateway } from '@chaba/core/deposits/payment-gateway';
import { createInProcessEventBus, type MemberEventBus } from '@chaba/core/notifications/member-events';
import type { SmsSender } from '@chaba/core/notifications/sms-sender';
import type { PushSender } from '@chaba/core/push/push-sender';
import { createWebPushSender } from '@chaba/core/push/web-push-sender';
import { createGuardedDispatcher } from '@chaba/core/outbound/guarded-dispatcher';
import { isLoopbackHost, type OutboundPolicy, type ResolveAll } from '@chaba/core/outbound/outbound-address';
import type { SlipVerifier } from '@chaba/core/slips/slip-verifier';
import type { LineLoginChannel } from '@chaba/core/line-login/line-login-protocol';
import type { Dispatcher } from 'undici';
import type { Database } from '@chaba/db/client';
import type { Config } from './config';
import { createHub88Settings, type Hub88Settings } from './hub88-settings';
import { createLineLoginChannel } from './line-login-settings';
import { createLineMessaging, type LineMessaging } from './line-settings';
import { createSessionCache, type SessionCache } from './http/session-cache';
import { createMemberChangePublisher, type MemberChangePublisher } from './member-change-publisher';
import { createPayoutAgentAccess, type PayoutAgentAccess } from './payout-agent';
import { createSlipVerifier } from './slips/slip-verifier';

/** What every route needs: the database, the time, the outside services and the settings. */
export interface AppContext {
  config: Config;
  db: Database;
  clock: Clock;
  sms: SmsSender;
  authSettings: AuthSettings;
  events: MemberEventBus;
  /** Publishes the member changes the use cases note in their transactions to `events`. */
  changes: MemberChangePublisher;
  /** The member-site logins found live lately, forgotten when they end (decision 30). */
  sessions: SessionCache;
  /** How QR deposits are made (the built-in PromptPay QR, or an external gateway). */
  gateway: PaymentGateway;
  /** The game aggregators plugged in, by code. */
  providers: GameProviders;
  /** When password routes ask for a solved proof-of-work challenge, and the challenges spent (issue 24). */
  proofOfWork: ProofOfWorkGate;
  /** Web Push, when the VAPID keys are set (decision 35): the sender and the key browsers subscribe with. */
  push: { sender: PushSender; publicKey: string } | undefined;
  /**
   * Calls to addresses staff can set (the alert webhook): the policy their saves are checked with
   * and the dispatcher that checks every connection again (decision 45).
   */
  outbound: { policy: OutboundPolicy; resolveAll?: ResolveAll; dispatcher: Dispatcher };
  /** Reads a forwarded bank message (issue 25): the bank parsers; a test may put its own. */
  parseBankMessage: (message: ForwardedMessage) => ParsedBankMessage;
  /** Who checks members' transfer slips (SLIP_VERIFIER, decision 48); undefined when `off`. */
  slipVerifier: SlipVerifier | undefined;
  /**
   * Who pays approved withdrawals by machine (PAYOUT_AGENT_URL, or in development the local agent
   * of DATA_DIR, decision 51), asked at each use; no rail: staff do.
   */
  payoutAgent: PayoutAgentAccess;
  /** Hub88 (HUB88_*, decision 54): its settings and keys; null while the integration is off. */
  hub88: Hub88Settings | null;
  /** LINE Login (LINE_LOGIN_*, decision 70): the channel; null while it is off. */
  lineLogin: LineLoginChannel | null;
  /** LINE messaging (LINE_MESSAGING_*, decision 71): the webhook's secret and the API; null while off. */
  line: LineMessaging | null;
}

/**
 * Assembles the context the way the server runs it; tests and benchmarks pass their own clock,
 * settings or event bus. The SMS sender is chosen here from SMS_SENDER, and only here.
 */
export function createAppContext(options: {
  config: Config;
  db: Database;
  clock?: Clock;
  authSettings: AuthSettings;
  events?: MemberEventBus;
  gateway?: PaymentGateway;
  providers?: GameProviders;
  smsLog?: (message: string, fields: Record<string, string | number>) => void;
  /** How outbound host names are resolved (a test's resolver); the system's by default. */
  resolveAll?: ResolveAll;
  /** A test's slip verifier; SLIP_VERIFIER's otherwise. */
  slipVerifier?: SlipVerifier;
  /** Where the slip verifier's failed calls are logged (never a key nor a payload). */
  slipLog?: (message: string, fields: Record<string, string | number>) => void;
  /**
   * Without PAYOUT_AGENT_URL, pay through the local agent `npm run simulate -- payout-agent`
   * announces in DATA_DIR (development only): what a started server does, not a test's app.
   */
  findLocalPayoutAgent?: boolean;
}): AppContext {
  const clock = options.clock ?? systemClock;
  const events = options.events ?? createInProcessEventBus();
  const outbound = createOutbound(options.config, options.resolveAll);
  const hub88 = createHub88Settings(options.config);
  return {
    config: options.config,
    db: options.db,
    clock,
    authSettings: options.authSettings,
    events,
    changes: createMemberChangePublisher({ db: options.db, events }),
    sessions: createSessionCache({ db: options.db, events }),
    gateway: options.gateway ?? promptPayGateway,
    providers: options.providers ?? defaultProviders(options.config, hub88),
    push: createPush(options.config),
    outbound,
    // Made at start, so that a missing key stops the start (decision 48).
    slipVerifier:
      options.slipVerifier ??
      createSlipVerifier(options.config, {
        dispatcher: outbound.dispatcher,
        log: options.slipLog,
      }),
    parseBankMessage,
    payoutAgent: createPayoutAgentAccess(options.config, {
      clock,
      resolveAll: options.resolveAll,
      findLocalAgent: options.findLocalPayoutAgent ?? false,
    }),
    hub88,
    lineLogin: createLineLoginChannel(options.config, outbound.dispatcher),
    line: createLineMessaging(options.config, outbound.dispatcher),
    proofOfWork: createProofOfWorkGate({
      secret: options.config.PROOF_OF_WORK_SECRET,
      abovePerMinute: options.config.PROOF_OF_WORK_ABOVE_PER_MINUTE,
    }),
    sms: createSmsSender(options.config, {
      db: options.db,
      clock,
      log: options.smsLog ?? (() => {}),
    }),
  };
}

/**
 * The demo aggregator, unless production names it at a loopback address: members' browsers cannot
 * reach the server's own machine, so there it is the development default left over, and neither
 * the lobby nor the CSP may name it (issue 24). A demo deployment gives it a public address.
 */
function defaultProviders(config: Config, hub88: Hub88Settings | null): GameProviders {
  const providers = new Map<string, GameProvider>();
  if (config.CHABA_ENV !== 'production' || !isLoopbackHost(new URL(config.DEMO_PROVIDER_URL).hostname)) {
    providers.set(
      demoProviderCode,
      createDemoGameProvider({ baseUrl: config.DEMO_PROVIDER_URL, secret: config.DEMO_PROVIDER_SECRET }),
    );
  }
  // Hub88 when its four settings are given (decision 54).
  if (hub88) {
    providers.set(
      hub88ProviderCode,
      createHub88GameProvider({
        apiUrl: hub88.apiUrl,
        operatorId: hub88.operatorId,
        privateKey: hub88.privateKey,
        siteUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
      }),
    );
  }
  return providers;
}

function createOutbound(config: Config, resolveAll: ResolveAll | undefined): AppContext['outbound'] {
  const policy = { allowLoopback: config.OUTBOUND_ALLOW_LOOPBACK };
  return { policy, resolveAll, dispatcher: createGuardedDispatcher({ policy, resolveAll }) };
}

/**
 * Web Push from the VAPID settings: off without the keys; with them, a subject is required.
 *
 * @throws Error when only part of the settings is given (the server does not start)
 */
function createPush(config: Config): AppContext['push'] {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject } = config;
  if (publicKey === undefined && privateKey === undefined) return undefined;
  if (publicKey === undefined || privateKey === undefined || subject === undefined) {
    throw new Error('Web Push needs VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT together');
  }
  return {
    publicKey,
    sender: createWebPushSender({
      vapid: { publicKey, privateKey, subject },
      timeoutMs: config.PUSH_TIMEOUT_MS,
    }),
  };
}

/**
 * The one place that maps SMS_SENDER to a sender: adding a gateway is a file in
 * packages/core/src/notifications, its settings in config.ts and a case here.
 *
 * @throws Error naming the settings a chosen sender is missing (the server does not start).
 */
function createSmsSender(
  config: Config,
  options: {
    db: Database;
    clock: Clock;
    log: (message: string, fields: Record<string, string | number>) => void;
  },
): SmsSender {
  const policy = { timeoutMs: config.SMS_TIMEOUT_MS };
  const required = (names: Array<keyof Config>) => {
    const missing = names.filter((name) => config[name] === undefined);
    if (missing.length > 0) {
      throw new Error(`SMS_SENDER=${config.SMS_SENDER} needs ${missing.join(', ')}`);
    }
  };
  switch (config.SMS_SENDER) {
    case 'console':
      return createConsoleSmsSender({ db: options.db, clock: options.clock, log: options.log });
    case 'http':
      required(['SMS_HTTP_URL', 'SMS_HTTP_TOKEN']);
      return createHttpSmsSender({
        url: config.SMS_HTTP_URL!,
        token: config.SMS_HTTP_TOKEN!,
        policy,
        log: options.log,
      });
    case 'thaibulksms':
      required(['THAIBULKSMS_API_KEY', 'THAIBULKSMS_API_SECRET', 'THAIBULKSMS_SENDER']);
      return createThaiBulkSmsSender({
        apiKey: config.THAIBULKSMS_API_KEY!,
        apiSecret: config.THAIBULKSMS_API_SECRET!,
        sender: config.THAIBULKSMS_SENDER!,
        force: config.THAIBULKSMS_FORCE,
        url: config.THAIBULKSMS_URL,
        policy,
        log: options.log,
      });
  }
}
