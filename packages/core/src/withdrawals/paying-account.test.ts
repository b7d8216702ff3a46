import { describe, expect, it } from 'vitest';
import { afterPaying, canPay, choosePayingAccount, type PayingAccount } from './paying-account';

const account = (accountNumber: string, more: Partial<PayingAccount> = {}): PayingAccount => ({
  accountNumber,
  role: 'both',
  active: true,
  dailyOutCapSatang: null,
  todayOutSatang: 0n,
  availableSatang: null,
  ...more,
});

describe('which company account pays a withdrawal (decision 52)', () => {
  it('takes the first account in the operator’s order that can pay', () => {
    const accounts = [account('deposits-only', { role: 'deposits' }), account('a'), account('b')];
    expect(choosePayingAccount(accounts, 500_00n)?.accountNumber).toBe('a');
  });

  it('never pays from an account that is not active or whose role only receives deposits', () => {
    expect(canPay(account('paused', { active: false }), 1n)).toBe(false);
    expect(canPay(account('receives', { role: 'deposits' }), 1n)).toBe(false);
    expect(canPay(account('pays', { role: 'payouts' }), 1n)).toBe(true);
  });

  it('needs a known balance to cover the amount, and does not refuse for a balance it does not know', () => {
    expect(canPay(account('a', { availableSatang: 499_99n }), 500_00n)).toBe(false);
    expect(canPay(account('a', { availableSatang: 500_00n }), 500_00n)).toBe(true);
    expect(canPay(account('a', { availableSatang: null }), 500_00n)).toBe(true);
  });

  it('keeps today’s payouts plus this one within the daily cap out, to the satang', () => {
    const capped = account('a', { dailyOutCapSatang: 1_000_00n, todayOutSatang: 600_00n });
    expect(canPay(capped, 400_00n)).toBe(true);
    expect(canPay(capped, 400_01n)).toBe(false);
  });

  it('answers none when no account can pay: the withdrawal goes to a person', () => {
    const accounts = [account('a', { availableSatang: 10_00n }), account('b', { active: false })];
    expect(choosePayingAccount(accounts, 500_00n)).toBeUndefined();
  });

  it('counts a payout given to an account against what it can pay next', () => {
    const after = afterPaying(
      account('a', { dailyOutCapSatang: 1_000_00n, availableSatang: 900_00n }),
      600_00n,
    );
    expect(after).toMatchObject({ todayOutSatang: 600_00n, availableSatang: 300_00n });
    expect(canPay(after, 400_00n)).toBe(false);
  });
});
