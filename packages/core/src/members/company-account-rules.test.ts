import { describe, expect, it } from 'vitest';
import { chooseCompanyAccount, type CompanyAccountServes } from './company-account-rules';

type Role = 'deposits' | 'payouts' | 'both';
const account = (
  name: string,
  serves: CompanyAccountServes,
  active = true,
  more: { role?: Role; dailyInCapSatang?: bigint | null; todayInSatang?: bigint } = {},
) => ({
  name,
  serves,
  active,
  role: more.role ?? ('both' as Role),
  dailyInCapSatang: more.dailyInCapSatang ?? null,
  todayInSatang: more.todayInSatang ?? 0n,
});

const accounts = [
  account('all-1', { kind: 'all' }),
  account('all-2', { kind: 'all' }),
  account('kbank', { kind: 'banks', banks: ['kbank', 'bbl'] }),
  account('vip', { kind: 'tag', tag: 'vip' }),
  account('vip-off', { kind: 'tag', tag: 'vip' }, false),
];
const member = (id: number, bank: string | null, tags: string[] = []) => ({ id, bank, tags });
const chosen = (list: typeof accounts, who: ReturnType<typeof member>) =>
  chooseCompanyAccount(list, who)?.name;

describe('which company account a member pays into', () => {
  it('takes the tag first, then the member’s bank, then an account for everyone', () => {
    expect(chosen(accounts, member(1, 'kbank', ['vip']))).toBe('vip');
    expect(chosen(accounts, member(1, ' KBANK '))).toBe('kbank');
    expect(chosen(accounts, member(1, 'scb', ['new']))).toBe('all-2');
  });

  it('spreads the members of one rule evenly and always gives a member the same account', () => {
    const picks = [10, 11, 12, 13].map((id) => chosen(accounts, member(id, 'scb')));
    expect(picks).toEqual(['all-1', 'all-2', 'all-1', 'all-2']);
    expect(chosen(accounts, member(11, 'scb'))).toBe(picks[1]);
  });

  it('falls back to any active account when no rule matches, and never gives an inactive one', () => {
    const onlyRules = [
      account('kbank', { kind: 'banks', banks: ['kbank'] }),
      account('vip-off', { kind: 'tag', tag: 'vip' }, false),
    ];
    expect(chosen(onlyRules, member(3, 'scb', ['vip']))).toBe('kbank');
    expect(chosen([account('off', { kind: 'all' }, false)], member(3, 'scb'))).toBeUndefined();
  });

  it('reads a stored rule it cannot parse as "everyone", so a member is never left without an account', () => {
    const broken = [account('odd', { kind: 'banks', banks: [] } as unknown as CompanyAccountServes)];
    expect(chosen(broken, member(1, 'scb'))).toBe('odd');
  });

  it('gives only accounts whose role receives deposits and whose status is active (decision 52)', () => {
    const list = [
      account('pays-only', { kind: 'all' }, true, { role: 'payouts' }),
      account('frozen', { kind: 'all' }, false, { role: 'deposits' }),
      account('receives', { kind: 'banks', banks: ['kbank'] }, true, { role: 'deposits' }),
    ];
    // The member's bank rule does not match: the fallback is still an account that receives.
    expect(chosen(list, member(1, 'scb'))).toBe('receives');
    expect(chosen(list.slice(0, 2), member(1, 'scb'))).toBeUndefined();
  });

  it('stops giving an account once today’s credited deposits reach its daily cap in', () => {
    const capped = (todayInSatang: bigint) => [
      account('capped', { kind: 'all' }, true, { dailyInCapSatang: 10_000_00n, todayInSatang }),
      account('spare', { kind: 'banks', banks: ['bbl'] }),
    ];
    expect(chosen(capped(9_999_99n), member(2, 'scb'))).toBe('capped');
    expect(chosen(capped(10_000_00n), member(2, 'scb'))).toBe('spare');
  });
});
