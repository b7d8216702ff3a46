import type { Clock } from '@chaba/core/clock';
import { createGuardedDispatcher } from '@chaba/core/outbound/guarded-dispatcher';
import type { OutboundPolicy, ResolveAll } from '@chaba/core/outbound/outbound-address';
import { createPayoutAgentRail } from '@chaba/core/payouts/payout-agent-rail';
import type { PayoutRail } from '@chaba/core/payouts/payout-rail';
import { developmentPayoutAgentSecret, type Config } from './config';
import { readRunningPayoutAgent } from './server-address-file';
import type { Dispatcher } from 'undici';

/** The payout agent in force (decision 51): asked at each use, since a local one comes and goes. */
export interface PayoutAgentAccess {
  /** The rail approved withdrawals are paid through now; undefined: no agent, staff pay them. */
  rail(): PayoutRail | undefined;
  /** The secret the agent's reports are signed with; undefined: every report is refused. */
  secret(): string | undefined;
}

/** How long a development server trusts its last look at DATA_DIR/payout-agent.json. */
const lookAgainMs = 1_000;

/**
 * The payout agent of the settings: PAYOUT_AGENT_URL with PAYOUT_AGENT_SECRET (the server does not
 * start with one and not the other), called through a guarded dispatcher of its own, which lets it
 * reach loopback with OUTBOUND_ALLOW_LOOPBACK and the private IPv4 ranges with
 * PAYOUT_AGENT_ALLOW_PRIVATE. Without PAYOUT_AGENT_URL, a development server (`findLocalAgent`, and
 * CHABA_ENV=development: never production) pays through the local agent that `npm run simulate --
 * payout-agent` announces in DATA_DIR/payout-agent.json, while it runs: on loopback only, signed
 * with PAYOUT_AGENT_SECRET or the development secret, as the agent signs.
 *
 * @throws Error when PAYOUT_AGENT_URL is set without PAYOUT_AGENT_SECRET (the server does not start)
 */
export function createPayoutAgentAccess(
  config: Config,
  options: { clock: Clock; resolveAll?: ResolveAll; findLocalAgent: boolean },
): PayoutAgentAccess {
  const dispatcherOf = (policy: OutboundPolicy) =>
    createGuardedDispatcher({ policy, resolveAll: options.resolveAll });
  const railAt = (url: string, secret: string, dispatcher: Dispatcher) =>
    createPayoutAgentRail({
      url,
      secret,
      dispatcher,
      now: () => options.clock.now(),
      timeoutMs: config.PAYOUT_AGENT_TIMEOUT_MS,
    });
  if (config.PAYOUT_AGENT_URL !== undefined) {
    const secret = config.PAYOUT_AGENT_SECRET;
    if (secret === undefined) throw new Error('PAYOUT_AGENT_URL needs PAYOUT_AGENT_SECRET');
    const rail = railAt(
      config.PAYOUT_AGENT_URL,
      secret,
      dispatcherOf({
        allowLoopback: config.OUTBOUND_ALLOW_LOOPBACK,
        allowPrivate: config.PAYOUT_AGENT_ALLOW_PRIVATE,
      }),
    );
    return { rail: () => rail, secret: () => secret };
  }
  if (!options.findLocalAgent || config.CHABA_ENV !== 'development') {
    return { rail: () => undefined, secret: () => config.PAYOUT_AGENT_SECRET };
  }
  const secret = config.PAYOUT_AGENT_SECRET ?? developmentPayoutAgentSecret;
  const loopbackOnly = dispatcherOf({ allowLoopback: true });
  let lookedAt = Number.NEGATIVE_INFINITY;
  let local: { url: string; rail: PayoutRail } | undefined;
  // The file is read at most once a second (the payout job and each withdrawal ask), by the real
  // time: it is about a process on this machine, not about the server's clock.
  const look = () => {
    if (Date.now() - lookedAt < lookAgainMs) return local;
    lookedAt = Date.now();
    const url = readRunningPayoutAgent(config.DATA_DIR)?.url;
    if (url === undefined) local = undefined;
    else if (local?.url !== url) local = { url, rail: railAt(url, secret, loopbackOnly) };
    return local;
  };
  return {
    rail: () => look()?.rail,
    secret: () => (look() === undefined ? config.PAYOUT_AGENT_SECRET : secret),
  };
}
