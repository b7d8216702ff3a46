import type { ManualReason, WithdrawAutoSetting } from '@chaba/contracts/withdrawal-rules';
import { holderNameMatches } from './holder-name';

/** What the automatic rules know of one withdrawal when they decide (read in its locked transaction). */
export interface AutoApprovalFacts {
  amountSatang: bigint;
  payoutAgent: boolean;
  secondApprovalAboveSatang: bigint | null;
  earlierPaidWithdrawals: number;
  turnoverRemainingSatang: bigint;
  openRiskFlags: number;
  registeredName: string | null;
  /** The name the member's bank gave as the sender of their deposits; null when none is known. */
  holderName: string | null;
  protectionRefusal: string | null;
  /** Paid or being paid by the rules today (Bangkok), this withdrawal left out. */
  memberAutoTodaySatang: bigint;
  totalAutoTodaySatang: bigint;
}

/**
 * The automatic approval rule (decision 51), its one implementation: null when the rules pay this
 * withdrawal, else why a person must look at it. The checks run in `manualReasons`' order, so the
 * reason shown is the first that stopped it. A withdrawal that needs two people never goes alone.
 */
export function manualReasonOf(rules: WithdrawAutoSetting, facts: AutoApprovalFacts): ManualReason | null {
  if (!rules.enabled) return 'rules_off';
  if (!facts.payoutAgent) return 'no_payout_agent';
  if (facts.amountSatang > BigInt(rules.up_to_satang)) return 'above_auto_amount';
  if (facts.secondApprovalAboveSatang !== null && facts.amountSatang > facts.secondApprovalAboveSatang) {
    return 'two_person_amount';
  }
  if (rules.not_first && facts.earlierPaidWithdrawals === 0) return 'first_withdrawal';
  if (rules.turnover_met && facts.turnoverRemainingSatang > 0n) return 'turnover_not_met';
  if (rules.no_risk_flag && facts.openRiskFlags > 0) return 'open_risk_flag';
  if (rules.name_match) {
    if (facts.holderName === null || facts.registeredName === null) return 'name_unknown';
    if (!holderNameMatches(facts.holderName, facts.registeredName)) return 'name_mismatch';
  }
  if (rules.player_protection && facts.protectionRefusal !== null) return 'player_protection';
  const memberCap = rules.member_daily_satang;
  if (memberCap !== null && facts.memberAutoTodaySatang + facts.amountSatang > BigInt(memberCap)) {
    return 'member_daily_cap';
  }
  const totalCap = rules.total_daily_satang;
  if (totalCap !== null && facts.totalAutoTodaySatang + facts.amountSatang > BigInt(totalCap)) {
    return 'total_daily_cap';
  }
  return null;
}
