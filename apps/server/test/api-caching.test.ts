import { describe, expect, it } from 'vitest';
import { call, useTestApp, fundMember, logInStaff, memberIdOf } from './helpers';

/*
 * What a cache may keep of the API (http/no-store.ts): a member's answers (balance, phone, bank
 * account, a launch token) and the staff's are `no-store`, for a shared proxy and the browser's
 * back/forward cache alike; the public answers that are the same for everyone keep their caching.
 */

const t = useTestApp({ ledgerCheck: 'none' });

describe('a member’s answers', () => {
  it('are no-store: profile, credit, launch, a POST, and a refusal', async () => {
    const member = await fundMember(t, '0656000001', 100);
    const answers = {
      profile: await call(t.app, 'GET', '/api/customers/profile', { token: member.token }),
      credit: await call(t.app, 'GET', '/api/customers/check-credit', { token: member.token }),
      launch: await call(t.app, 'GET', '/lobby/api/launch-game/chaba-demo/hibiscus-slot', {
        token: member.token,
      }),
      deposit: await call(t.app, 'POST', '/api/requests/deposit/prepare', {
        token: member.token,
        body: { amount: 300 },
      }),
      unauthenticated: await call(t.app, 'GET', '/api/customers/profile'),
    };
    expect(answers.profile.body.data.phone).toBe(member.phone);
    expect(answers.launch.body.url).toContain('token=');
    expect(answers.unauthenticated.status).toBe(401);
    for (const [name, answer] of Object.entries(answers)) {
      expect(answer.status, `${name}: ${answer.text}`).toBeLessThan(500);
      expect(answer.headers['cache-control'], name).toBe('no-store');
    }
  });

  it('are no-store for the staff too', async () => {
    const member = await fundMember(t, '0656000002', 100);
    const staff = await logInStaff(t.app);
    const answer = await call(t.app, 'GET', `/api/backoffice/members/${await memberIdOf(t, member.phone)}`, {
      token: staff,
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
  });
});

describe('public answers', () => {
  it('keep their caching, also when a member asks', async () => {
    const member = await fundMember(t, '0656000003', 100);
    for (const token of [undefined, member.token]) {
      const banks = await call(t.app, 'GET', '/api/banks', { token });
      expect(banks.headers['cache-control']).toBe('public, max-age=3600');
      const banners = await call(t.app, 'GET', '/api/banners?placement=home', { token });
      expect(banners.headers['cache-control']).toBe('public, max-age=60');
    }
    const logo = await call(t.app, 'GET', '/bank/kbank.svg');
    expect(logo.status).toBe(200);
    expect(logo.headers['cache-control']).toBe('public, max-age=86400');
  });
});
