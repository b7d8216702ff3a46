import type { SlipVerifier, VerifiedTransfer } from './slip-verifier';

/** What the development verifier knows of a slip: the transfer its mini-QR stands for. */
export type DevelopmentSlipTransfer = Omit<VerifiedTransfer, 'sendingBank' | 'transRef'>;

/**
 * A verifier for a developer's machine and the demo (`npm run simulate -- slip`): no service is
 * called; it asks `lookup` (the slips the simulator wrote) for the transfer a bank slip names, and
 * answers `verified` with it, or `not_found`. Never for production: it verifies whatever `lookup`
 * says.
 */
export function createDevelopmentSlipVerifier(options: {
  lookup: (reference: {
    sendingBank: string;
    transRef: string;
  }) => Promise<DevelopmentSlipTransfer | undefined>;
}): SlipVerifier {
  return {
    name: 'development',
    async verify(slip) {
      if (slip.kind !== 'bank') return { status: 'refused', reason: 'unsupported' };
      const { sendingBank, transRef } = slip;
      const transfer = await options.lookup({ sendingBank, transRef });
      if (transfer === undefined) return { status: 'refused', reason: 'not_found' };
      return { status: 'verified', transfer: { ...transfer, sendingBank, transRef } };
    },
  };
}
