import { createDevelopmentSlipVerifier } from '@chaba/core/slips/development-slip-verifier';
import { developmentSlipLookup } from '@chaba/core/slips/development-slip-registry';
import { createEasySlipVerifier } from '@chaba/core/slips/easyslip-verifier';
import { createSlip2GoVerifier } from '@chaba/core/slips/slip2go-verifier';
import type { SlipVerifier, SlipVerifierLog } from '@chaba/core/slips/slip-verifier';
import { createSlipOkVerifier } from '@chaba/core/slips/slipok-verifier';
import type { Dispatcher } from 'undici';
import { developmentSlipsDirectory, type Config } from '../config';

/**
 * The one place that maps SLIP_VERIFIER to an adapter (decision 48): adding a service is a file in
 * packages/core/src/slips, its settings in config.ts and a case here. Calls go through the
 * outbound guard's dispatcher (`AppContext.outbound.dispatcher`, decision 45), as the other
 * outbound clients' do. `off`: undefined, no slip is checked.
 *
 * @throws Error naming the settings the chosen verifier is missing (the server does not start)
 */
export function createSlipVerifier(
  config: Config,
  options: { dispatcher?: Dispatcher; log?: SlipVerifierLog } = {},
): SlipVerifier | undefined {
  const common = {
    dispatcher: options.dispatcher,
    log: options.log,
    policy: { timeoutMs: config.SLIP_VERIFIER_TIMEOUT_MS },
  };
  const required = (names: Array<keyof Config>) => {
    const missing = names.filter((name) => config[name] === undefined);
    if (missing.length > 0)
      throw new Error(`SLIP_VERIFIER=${config.SLIP_VERIFIER} needs ${missing.join(', ')}`);
  };
  switch (config.SLIP_VERIFIER) {
    case 'off':
      return undefined;
    case 'development':
      // The slips `npm run simulate -- slip` registered in DATA_DIR/dev-slips; production refuses it.
      return createDevelopmentSlipVerifier({
        lookup: developmentSlipLookup(developmentSlipsDirectory(config)),
      });
    case 'easyslip':
      required(['EASYSLIP_API_KEY']);
      return createEasySlipVerifier({
        ...common,
        apiUrl: config.EASYSLIP_API_URL,
        apiKey: config.EASYSLIP_API_KEY!,
      });
    case 'slip2go':
      required(['SLIP2GO_API_SECRET']);
      return createSlip2GoVerifier({
        ...common,
        apiUrl: config.SLIP2GO_API_URL,
        apiSecret: config.SLIP2GO_API_SECRET!,
      });
    case 'slipok':
      required(['SLIPOK_API_KEY', 'SLIPOK_BRANCH_ID']);
      return createSlipOkVerifier({
        ...common,
        apiUrl: config.SLIPOK_API_URL,
        apiKey: config.SLIPOK_API_KEY!,
        branchId: config.SLIPOK_BRANCH_ID!,
      });
  }
}
