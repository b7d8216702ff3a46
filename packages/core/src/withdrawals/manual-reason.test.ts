import { defaultWithdrawAuto } from '@chaba/contracts/withdrawal-rules';
import { describe, expect, it } from 'vitest';
import { manualReasonOf, type AutoApprovalFacts } from './manual-reason';

const rules = { ...defaultWithdrawAuto, enabled: true, up_to_satang: 500_000 };
const facts: AutoApprovalFacts = {
  amountSatang: 50_000n,
  payoutAgent: true,
  secondApprovalAboveSatang: 2_000_000n,
  earlierPaidWithdrawals: 1,
  turnoverRemainingSatang: 0n,
  openRiskFlags: 0,
  registeredName: 'สมชาย ใจดี',
  holderName: 'นาย สมชาย ใจดี',
  protectionRefusal: null,
  memberAutoTodaySatang: 0n,
  totalAutoTodaySatang: 0n,
};

describe('the automatic approval rule', () => {
  it('pays a returning member within every rule', () => {
    expect(manualReasonOf(rules, facts)).toBeNull();
  });

  it.each([
    ['rules_off', { ...rules, enabled: false }, {}],
    ['no_payout_agent', rules, { payoutAgent: false }],
    ['above_auto_amount', rules, { amountSatang: 500_001n }],
    ['two_person_amount', { ...rules, up_to_satang: 5_000_000 }, { amountSatang: 2_000_001n }],
    ['first_withdrawal', rules, { earlierPaidWithdrawals: 0 }],
    ['turnover_not_met', rules, { turnoverRemainingSatang: 1n }],
    ['open_risk_flag', rules, { openRiskFlags: 1 }],
    ['name_unknown', rules, { holderName: null }],
    ['name_mismatch', rules, { holderName: 'นาง สมศรี ใจดี' }],
    ['player_protection', rules, { protectionRefusal: 'self_excluded' }],
    ['member_daily_cap', { ...rules, member_daily_satang: 100_000 }, { memberAutoTodaySatang: 50_001n }],
    ['total_daily_cap', { ...rules, total_daily_satang: 1_000_000 }, { totalAutoTodaySatang: 950_001n }],
  ] as const)('sends it to a person because: %s', (reason, ruleSet, changed) => {
    expect(manualReasonOf(ruleSet, { ...facts, ...changed })).toBe(reason);
  });

  it('lets each check be switched off alone', () => {
    const off = {
      ...rules,
      not_first: false,
      turnover_met: false,
      no_risk_flag: false,
      name_match: false,
      player_protection: false,
    };
    const risky = {
      ...facts,
      earlierPaidWithdrawals: 0,
      turnoverRemainingSatang: 1n,
      openRiskFlags: 2,
      holderName: null,
      protectionRefusal: 'timed_out',
    };
    expect(manualReasonOf(off, risky)).toBeNull();
  });

  it('pays exactly up to a cap, not a satang more', () => {
    const capped = { ...rules, member_daily_satang: 100_000 };
    expect(manualReasonOf(capped, { ...facts, memberAutoTodaySatang: 50_000n })).toBeNull();
    expect(manualReasonOf(capped, { ...facts, memberAutoTodaySatang: 50_001n })).toBe('member_daily_cap');
  });
});
