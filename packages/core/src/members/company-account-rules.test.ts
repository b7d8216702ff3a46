import { describe, expect, it } from 'vitest';
import { chooseCompanyAccount, type CompanyAccountServes } from './company-account-rules';

const account = (name: string, serves: CompanyAccountServes, active = true) => ({ name, serves, active });

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
    const broken = [
      { name: 'odd', serves: { kind: 'banks', banks: [] } as unknown as CompanyAccountServes, active: true },
    ];
    expect(chosen(broken, member(1, 'scb'))).toBe('odd');
  });
});
