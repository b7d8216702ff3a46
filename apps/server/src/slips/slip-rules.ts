import type { SlipRules } from '@chaba/core/slips/settle-deposit-slip';
import type { Config } from '../config';

/** The operator's slip rules (issue 26), from the settings: for the route and the recheck job. */
export function slipRulesOf(config: Config): SlipRules {
  return {
    amountRule: config.SLIP_AMOUNT_RULE,
    maxAgeMinutes: config.SLIP_MAX_AGE_MINUTES,
    pendingMinutes: config.SLIP_PENDING_MINUTES,
  };
}
