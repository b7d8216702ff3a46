import { settingsResponse } from '@chaba/contracts/backoffice-settings';
import { companyBankAccounts, members, siteSettings } from '@chaba/db/schema';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, useTestApp, memberIdOf, memberWithToken, registerMember, logInAs } from './helpers';
import {
  auditCountOf,
  createStaffMember,
  lastAuditOf,
  staffRequest,
  staffSessionToken,
} from './staff-helpers';

const tokens = {} as Record<'admin' | 'finance' | 'support' | 'marketing', string>;

const t = useTestApp({ ledgerCheck: 'after-all' });
beforeAll(async () => {
  for (const role of ['admin', 'finance', 'support', 'marketing'] as const) {
    const staff = await createStaffMember(t, { username: `settings-${role}`, role });
    tokens[role] = await staffSessionToken(t, staff.staffId);
  }
});

let counter = 0;
const nextPhone = () => `0654${String((counter += 1)).padStart(6, '0')}`;

/** A staff call with any method, as the console makes it. */
const as = (
  who: keyof typeof tokens,
  method: InjectOptions['method'],
  url: string,
  body?: unknown,
  language?: string,
) => staffRequest(t, tokens[who], method, url, { body, language });

const lastAudit = (action: string) => lastAuditOf(t, action);
const auditCount = () => auditCountOf(t);

const site = {
  site_name: 'ชบา คาสิโน',
  referral_link: 'https://chaba.example/ref/',
  line_link: 'https://line.me/R/ti/p/@chaba-new',
};

describe('who may change the settings', () => {
  it('lets the owner and admin read and change them, and refuses finance, support and marketing', async () => {
    for (const role of ['finance', 'support', 'marketing'] as const) {
      expect((await as(role, 'GET', '/api/backoffice/settings')).status).toBe(403);
      expect((await as(role, 'PUT', '/api/backoffice/settings/site', site)).status).toBe(403);
      expect(
        (await as(role, 'PUT', '/api/backoffice/maintenance', { enabled: false, message_th: '' })).status,
      ).toBe(403);
    }
    const read = await as('admin', 'GET', '/api/backoffice/settings');
    expect(read.status).toBe(200);
    const settings = settingsResponse.parse(read.body).data;
    expect(settings.bank_accounts.map((account) => account.account_number)).toEqual([
      '1234567890',
      '9876543210',
    ]);
    expect(settings.payment_gateway.mode).toBe('per_member');
    expect(settings.maintenance.enabled).toBe(false);
  });
});

describe('site information', () => {
  it('refuses bad input with a message per field in the caller’s language, and changes nothing', async () => {
    const before = await t.connection.db.select().from(siteSettings).where(eq(siteSettings.key, 'site'));
    const audits = await auditCount();
    const bad = { site_name: '  ', referral_link: 'javascript:alert(1)', line_link: 'line id' };
    const thai = await as('admin', 'PUT', '/api/backoffice/settings/site', bad);
    expect(thai.status).toBe(422);
    expect(thai.body.errors).toEqual({
      site_name: ['กรุณากรอกชื่อเว็บไซต์'],
      referral_link: ['ลิงก์แนะนำเพื่อนไม่ถูกต้อง'],
      line_link: ['ลิงก์ติดต่อ LINEไม่ถูกต้อง'],
    });
    const english = await as('admin', 'PUT', '/api/backoffice/settings/site', bad, 'en');
    expect(english.body.errors.site_name).toEqual(['Site name is required']);
    expect(await t.connection.db.select().from(siteSettings).where(eq(siteSettings.key, 'site'))).toEqual(
      before,
    );
    expect(await auditCount()).toBe(audits);
  });

  it('changes the name and links, audited with before and after, and the member site reads them at once', async () => {
    const changed = await as('admin', 'PUT', '/api/backoffice/settings/site', site);
    expect(changed.status).toBe(200);
    expect(changed.body.data.site).toEqual({
      name: 'ชบา คาสิโน',
      referral: 'https://chaba.example/ref/',
      line: 'https://line.me/R/ti/p/@chaba-new',
    });
    const audit = await lastAudit('settings.site');
    expect(audit).toMatchObject({
      targetType: 'site_setting',
      targetId: 'site',
      before: {
        name: 'Chaba',
        referral: 'http://localhost:3000/ref/',
        line: 'https://line.me/R/ti/p/@chaba',
      },
      after: { name: 'ชบา คาสิโน', line: 'https://line.me/R/ti/p/@chaba-new' },
    });
    const publicSite = await call(t.app, 'GET', '/api/site');
    expect(publicSite.body.data.line).toBe('https://line.me/R/ti/p/@chaba-new');
  });
});

describe('company bank accounts and who pays into which', () => {
  const account = (number: string, extra: Record<string, unknown> = {}) => ({
    bank: 'KTB',
    account_number: number,
    account_name: 'บจก. ชบา',
    ...extra,
  });

  it('refuses a number another account has, an unknown bank, and a rule without its banks or tag', async () => {
    const taken = await as('admin', 'POST', '/api/backoffice/settings/bank-accounts', account('9876543210'));
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ account_number: ['เลขบัญชีนี้มีอยู่ในรายการบัญชีบริษัทแล้ว'] });
    const bad = await as('admin', 'POST', '/api/backoffice/settings/bank-accounts', {
      ...account('12-34'),
      bank: 'XYZ',
      serves: 'banks',
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['account_number', 'bank']);
    const noBanks = await as('admin', 'POST', '/api/backoffice/settings/bank-accounts', {
      ...account('5550000001'),
      serves: 'banks',
    });
    expect(noBanks.body.errors).toEqual({ serves_banks: ['กรุณากรอกธนาคารของสมาชิก'] });
    const noTag = await as('admin', 'POST', '/api/backoffice/settings/bank-accounts', {
      ...account('5550000001'),
      serves: 'tag',
    });
    expect(noTag.body.errors).toEqual({ serves_tag: ['กรุณากรอกแท็กสมาชิก'] });
    const accounts = await t.connection.db.select().from(companyBankAccounts);
    expect(accounts).toHaveLength(2);
  });

  it('gives a member the account of their tag, else of their bank, else one for everybody, in profile and deposit', async () => {
    const vip = await as(
      'admin',
      'POST',
      '/api/backoffice/settings/bank-accounts',
      account('5550000002', { serves: 'tag', serves_tag: 'vip' }),
    );
    expect(vip.status).toBe(200);
    expect(vip.body.data).toMatchObject({ serves: 'tag', serves_tag: 'vip', serves_banks: [], active: true });
    expect(await lastAudit('settings.bank_account.create')).toMatchObject({
      before: null,
      after: { accountNumber: '5550000002', serves: { kind: 'tag', tag: 'vip' } },
    });
    const kbankAccount = await as(
      'admin',
      'POST',
      '/api/backoffice/settings/bank-accounts',
      account('5550000003', { bank: 'kbank', serves: 'banks', serves_banks: ['KBANK', 'bbl'] }),
    );
    expect(kbankAccount.body.data.serves_banks).toEqual(['kbank', 'bbl']);

    const kbankPhone = nextPhone();
    await registerMember(t.app, { phone: kbankPhone, bank: 'KBANK' });
    const kbankMember = { token: await logInAs(t.app, kbankPhone, 'Secret123') };
    const scbMember = await memberWithToken(t, nextPhone());
    const vipMember = await memberWithToken(t, nextPhone());
    const tagged = await as(
      'admin',
      'POST',
      `/api/backoffice/members/${await memberIdOf(t, vipMember.phone)}/tags`,
      {
        tags: ['vip'],
      },
    );
    expect(tagged.status).toBe(200);

    const payTo = async (token: string) =>
      (await call(t.app, 'GET', '/api/customers/profile', { token })).body.data.to_account_number;
    expect(await payTo(vipMember.token)).toBe('5550000002');
    expect(await payTo(kbankMember.token)).toBe('5550000003');
    expect(['1234567890', '9876543210']).toContain(await payTo(scbMember.token));

    const deposit = await call(t.app, 'POST', '/api/requests/deposit/prepare', {
      token: vipMember.token,
      body: { amount: 300 },
    });
    expect(deposit.status).toBe(200);
    expect(deposit.body.data.to_account_number).toBe('5550000002');
    await call(t.app, 'POST', `/api/requests/deposit/${deposit.body.data.id}/cancel`, {
      token: vipMember.token,
    });

    // Deactivated, the tag's account gives its members back to the accounts for everybody.
    const deactivated = await as(
      'admin',
      'PUT',
      `/api/backoffice/settings/bank-accounts/${vip.body.data.id}`,
      account('5550000002', { serves: 'tag', serves_tag: 'vip', active: false }),
    );
    expect(deactivated.status).toBe(200);
    expect(await lastAudit('settings.bank_account.update')).toMatchObject({
      before: { active: true },
      after: { active: false },
    });
    expect(['1234567890', '9876543210']).toContain(await payTo(vipMember.token));
  });

  it('falls back to any active account when no rule matches a member', async () => {
    const settings = settingsResponse.parse((await as('admin', 'GET', '/api/backoffice/settings')).body).data;
    const [first, second] = settings.bank_accounts;
    // Both accounts for everybody now serve only BBL members: an SCB member still gets an active account.
    for (const existing of [first!, second!]) {
      await as('admin', 'PUT', `/api/backoffice/settings/bank-accounts/${existing.id}`, {
        bank: existing.bank,
        account_number: existing.account_number,
        account_name: existing.account_name,
        serves: 'banks',
        serves_banks: ['bbl'],
      });
    }
    const scbMember = await memberWithToken(t, nextPhone());
    const profile = await call(t.app, 'GET', '/api/customers/profile', { token: scbMember.token });
    const active = settingsResponse
      .parse((await as('admin', 'GET', '/api/backoffice/settings')).body)
      .data.bank_accounts.filter((account) => account.active)
      .map((account) => account.account_number);
    expect(active).toContain(profile.body.data.to_account_number);
    for (const existing of [first!, second!]) {
      await as('admin', 'PUT', `/api/backoffice/settings/bank-accounts/${existing.id}`, {
        bank: existing.bank,
        account_number: existing.account_number,
        account_name: existing.account_name,
        serves: 'all',
      });
    }
  });

  it('puts the accounts in a new order, every id once, audited', async () => {
    const ids = settingsResponse
      .parse((await as('admin', 'GET', '/api/backoffice/settings')).body)
      .data.bank_accounts.map((account) => account.id);
    const missing = await as('admin', 'PUT', '/api/backoffice/settings/bank-accounts/order', {
      ids: ids.slice(1),
    });
    expect(missing.status).toBe(404);
    const reversed = [...ids].reverse();
    const ordered = await as('admin', 'PUT', '/api/backoffice/settings/bank-accounts/order', {
      ids: reversed,
    });
    expect(ordered.status).toBe(200);
    expect(ordered.body.data.bank_accounts.map((account: { id: number }) => account.id)).toEqual(reversed);
    expect(await lastAudit('settings.bank_account.order')).toMatchObject({
      before: { ids },
      after: { ids: reversed },
    });
  });
});

describe('PromptPay and the payment gateway switch', () => {
  it('validates and changes the PromptPay id; the profile shows its name', async () => {
    const bad = await as('admin', 'PUT', '/api/backoffice/settings/promptpay', {
      promptpay_id: '12345',
      promptpay_name: '',
      account_number: '1234567890',
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['promptpay_id', 'promptpay_name']);
    const changed = await as('admin', 'PUT', '/api/backoffice/settings/promptpay', {
      promptpay_id: '0812345678',
      promptpay_name: 'ชบา พร้อมเพย์',
      account_number: '1234567890',
    });
    expect(changed.status).toBe(200);
    expect(await lastAudit('settings.promptpay')).toMatchObject({
      before: { id: '0899999999' },
      after: { id: '0812345678', name: 'ชบา พร้อมเพย์' },
    });
    const member = await memberWithToken(t, nextPhone());
    expect(member.profile.qr_code_name).toBe('ชบา พร้อมเพย์');
  });

  it('switches QR deposits on for everybody and off, and the profile and the deposit follow', async () => {
    const member = await memberWithToken(t, nextPhone());
    const status = async () =>
      (await call(t.app, 'GET', '/api/customers/profile', { token: member.token })).body.data
        .payment_gateway_status;
    expect(await status()).toBe(false);

    expect(
      (await as('admin', 'PUT', '/api/backoffice/settings/payment-gateway', { mode: 'on' })).status,
    ).toBe(422);
    const on = await as('admin', 'PUT', '/api/backoffice/settings/payment-gateway', { mode: 'all' });
    expect(on.body.data.payment_gateway).toEqual({ mode: 'all' });
    expect(await lastAudit('settings.payment_gateway')).toMatchObject({
      before: null,
      after: { mode: 'all' },
    });
    expect(await status()).toBe(true);
    const qr = await call(t.app, 'POST', '/api/requests/deposit/payment-gateway', {
      token: member.token,
      body: { amount: 200 },
    });
    expect(qr.status).toBe(200);
    expect(qr.body.data.qr_code).toBeTruthy();
    await call(t.app, 'POST', `/api/requests/deposit/${qr.body.data.id}/cancel`, { token: member.token });

    await as('admin', 'PUT', '/api/backoffice/settings/payment-gateway', { mode: 'off' });
    expect(await status()).toBe(false);
    const refused = await call(t.app, 'POST', '/api/requests/deposit/payment-gateway', {
      token: member.token,
      body: { amount: 200 },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('payment_gateway_disabled');

    // Per member: the member's own switch decides.
    await as('admin', 'PUT', '/api/backoffice/settings/payment-gateway', { mode: 'per_member' });
    expect(await status()).toBe(false);
    await t.connection.db
      .update(members)
      .set({ paymentGatewayStatus: true })
      .where(and(eq(members.phone, member.phone)));
    expect(await status()).toBe(true);
  });
});
