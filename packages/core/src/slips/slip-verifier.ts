import type { SlipQr } from './slip-qr';

/** A person's or company's name on a slip, as the verifier gives it: it may be cut or masked. */
export interface SlipPartyName {
  th?: string;
  en?: string;
  /** The name as the bank displays it when the verifier does not say which language it is. */
  display?: string;
}

/**
 * A transfer a verifier confirmed with the sending bank. `sendingBank` and `transRef` are the
 * mini-QR's (what names the transfer in Chaba); the verifier's own view of the banks is in
 * `sender.bank` and `receiver.bank`. Account numbers are masked as the bank masks them
 * (`xxx-x-x5366-x`): only the visible digits can be compared (maskedAccountMatches).
 */
export interface VerifiedTransfer {
  sendingBank: string;
  transRef: string;
  amountSatang: bigint;
  occurredAt: Date;
  receiver: {
    bank?: string;
    accountMasked?: string;
    /** A PromptPay or biller proxy the money was sent to, masked, when the verifier gives one. */
    proxy?: { type: string; masked: string };
    name: SlipPartyName;
  };
  sender: { bank?: string; accountMasked?: string; name: SlipPartyName };
}

/**
 * Why a slip waits: the bank has not confirmed it yet, the verifier or the bank is down (or timed
 * out), Chaba's account with the verifier has a problem (key, quota, package: staff must act), or
 * the verifier answered something its documentation does not describe. Each is asked again later.
 */
export type SlipPendingReason =
  'not_yet_confirmed' | 'unavailable' | 'verifier_account' | 'unexpected_answer';

/** Why a slip is refused: the bank knows no such transfer, the QR is not valid, or it cannot be checked. */
export type SlipRefusalReason = 'not_found' | 'invalid' | 'unsupported';

export type SlipVerification =
  | { status: 'verified'; transfer: VerifiedTransfer }
  | { status: 'pending'; reason: SlipPendingReason; retryAfterSeconds?: number }
  | { status: 'refused'; reason: SlipRefusalReason };

/**
 * Checks a slip with a verification service. Never throws for anything the service or the network
 * does: a failure is `pending`. Nothing may be credited but a `verified` answer.
 */
export interface SlipVerifier {
  readonly name: 'easyslip' | 'slip2go' | 'slipok' | 'development';
  verify(slip: SlipQr): Promise<SlipVerification>;
}

/** How hard an adapter tries within one `verify`: a member may wait attempts × timeout + backoffs. */
export interface SlipVerifierPolicy {
  /** Calls in all, the first included; only transient failures (network, timeout, 5xx, 429) are retried. */
  attempts: number;
  timeoutMs: number;
  /** Wait before the second call, doubled before each next one. */
  backoffMs: number;
}

export const defaultSlipVerifierPolicy: SlipVerifierPolicy = {
  attempts: 3,
  timeoutMs: 5_000,
  backoffMs: 500,
};

/** What the adapters log: the vendor, the attempt and an outcome; never a key nor a payload. */
export type SlipVerifierLog = (message: string, fields: Record<string, string | number>) => void;

/**
 * Whether a masked account number (`xxx-x-x5366-x`, `XXXXXX1234`) can be `accountNumber`: after
 * the separators are removed both have the same length and every digit shown is the same.
 */
export function maskedAccountMatches(masked: string, accountNumber: string): boolean {
  const shown = masked.replace(/[\s-]/g, '');
  const digits = accountNumber.replace(/[\s-]/g, '');
  if (shown.length !== digits.length || !/^\d+$/.test(digits)) return false;
  if (!/\d/.test(shown)) return false;
  return [...shown].every((character, index) => !/\d/.test(character) || character === digits[index]);
}
