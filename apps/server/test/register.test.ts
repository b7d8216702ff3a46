import { members, smsOutbox } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  useTestApp,
  warmUpConnections,
  goodPassword,
  lastOtp,
  logInAs,
  registerMember,
  type TestApp,
} from './helpers';

const t = useTestApp({ ledgerCheck: 'none' });

let phoneCounter = 0;
/** A phone number no other test of this file uses. */
function freshPhone(): string {
  phoneCounter += 1;
  return `0861${String(phoneCounter).padStart(6, '0')}`;
}

async function verifiedRegistration(phone = freshPhone()) {
  expect((await call(t.app, 'POST', '/api/register/phone', { body: { phone } })).status).toBe(200);
  const otp = await lastOtp(t.app, phone);
  const verified = await call(t.app, 'POST', '/api/register/otp', { body: { phone, otp, bypass: true } });
  expect(verified.status).toBe(200);
  return { phone, token: verified.body.access_token as string };
}

describe('registration', () => {
  it('creates a member who can log in after phone, OTP, password and bank', async () => {
    const phone = freshPhone();
    const started = await call(t.app, 'POST', '/api/register/phone', { body: { phone, no_otp: 1 } });
    expect(started).toMatchObject({ status: 200, body: { success: true } });

    const otp = await lastOtp(t.app, phone);
    const verified = await call(t.app, 'POST', '/api/register/otp', { body: { phone, otp } });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ success: true, expires_in: expect.any(Number) });
    const token = verified.body.access_token as string;

    const password = await call(t.app, 'POST', '/api/register/password', {
      token,
      body: { password: goodPassword, password_confirmation: goodPassword },
    });
    expect(password).toMatchObject({ status: 200, body: { success: true } });

    const bank = await call(t.app, 'POST', '/api/register/bank-account', {
      token,
      body: {
        phone,
        bank: 'ktb',
        account_number: '123-4-56789-0',
        name: 'สมหญิง รักดี',
        line: 'somying',
        date_of_birth: '1990-01-15',
      },
    });
    expect(bank).toMatchObject({ status: 200, body: { success: true } });

    const [member] = await t.connection.db.select().from(members).where(eq(members.phone, phone));
    expect(member).toMatchObject({
      bank: 'ktb',
      accountNumber: '1234567890',
      name: 'สมหญิง รักดี',
      line: 'somying',
      dateOfBirth: '1990-01-15',
    });
    expect(member!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await logInAs(t.app, phone, goodPassword)).toEqual(expect.any(String));

    // The registration token is spent once the member exists.
    const again = await call(t.app, 'POST', '/api/register/password', {
      token,
      body: { password: goodPassword, password_confirmation: goodPassword },
    });
    expect(again).toMatchObject({ status: 401, body: { message: 'Unauthenticated.' } });
  });

  it('answers per-field messages in Thai by default and in English or Chinese when asked', async () => {
    const thai = await call(t.app, 'POST', '/api/register/phone', { body: { phone: '12345' } });
    expect(thai.status).toBe(422);
    expect(thai.body.errors.phone).toEqual(['เบอร์โทรศัพท์ต้องเป็นตัวเลข 10 หลัก ขึ้นต้นด้วย 06, 08 หรือ 09']);
    expect(thai.body.message).toBe(thai.body.errors.phone[0]);

    const english = await call(t.app, 'POST', '/api/register/phone', {
      body: {},
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(english.body.errors.phone).toEqual(['Phone number is required']);

    const chinese = await call(t.app, 'POST', '/api/register/phone', {
      body: { phone: '0712345678' },
      headers: { cookie: 'lang=cn', 'accept-language': 'en' },
    });
    expect(chinese.body.errors.phone).toEqual(['手机号码须为以 06、08 或 09 开头的 10 位数字']);
  });

  it('refuses a phone that is already a member', async () => {
    const response = await call(t.app, 'POST', '/api/register/phone', { body: { phone: '0812345678' } });
    expect(response.status).toBe(422);
    expect(response.body.errors.phone).toEqual(['เบอร์โทรศัพท์นี้ถูกใช้สมัครสมาชิกแล้ว']);
  });

  it('refuses a wrong code, counts it, and locks the code after five wrong attempts', async () => {
    const phone = freshPhone();
    await call(t.app, 'POST', '/api/register/phone', { body: { phone } });
    const otp = await lastOtp(t.app, phone);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await call(t.app, 'POST', '/api/register/otp', { body: { phone, otp: wrong } });
      expect(response.status).toBe(422);
      expect(response.body.errors.otp).toEqual(['รหัส OTP ไม่ถูกต้อง']);
    }
    const locked = await call(t.app, 'POST', '/api/register/otp', { body: { phone, otp } });
    expect(locked.status).toBe(422);
    expect(locked.body.errors.otp).toEqual(['กรอกรหัส OTP ผิดเกินกำหนด กรุณาขอรหัสใหม่']);
  });

  it('lets a code live five minutes', async () => {
    const phone = freshPhone();
    await call(t.app, 'POST', '/api/register/phone', { body: { phone } });
    const otp = await lastOtp(t.app, phone);
    t.clock.advanceSeconds(5 * 60 + 1);
    const response = await call(t.app, 'POST', '/api/register/otp', { body: { phone, otp } });
    expect(response.status).toBe(422);
    expect(response.body.errors.otp).toEqual(['รหัส OTP หมดอายุหรือถูกใช้แล้ว กรุณาขอรหัสใหม่']);
  });

  it('accepts a code once, even when it is sent ten times at the same moment', async () => {
    const phone = freshPhone();
    await call(t.app, 'POST', '/api/register/phone', { body: { phone } });
    const otp = await lastOtp(t.app, phone);
    await warmUpConnections(t.connection);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(t.app, 'POST', '/api/register/otp', { body: { phone, otp } })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 422)).toHaveLength(9);
  });

  it('sends a new code at most every 60 seconds and five times an hour', async () => {
    const phone = freshPhone();
    expect((await call(t.app, 'POST', '/api/register/phone', { body: { phone } })).status).toBe(200);
    t.clock.advanceSeconds(30);
    const tooSoon = await call(t.app, 'POST', '/api/register/phone', { body: { phone } });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.headers['retry-after']).toBe('30');
    expect(tooSoon.body.message).toBe('กรุณารอ 30 วินาทีก่อนขอรหัส OTP ใหม่');

    for (let sent = 2; sent <= 5; sent += 1) {
      t.clock.advanceSeconds(60);
      expect((await call(t.app, 'POST', '/api/register/phone', { body: { phone } })).status).toBe(200);
    }
    t.clock.advanceSeconds(60);
    const hourly = await call(t.app, 'POST', '/api/register/phone', { body: { phone } });
    expect(hourly.status).toBe(429);
    expect(Number(hourly.headers['retry-after'])).toBeGreaterThan(0);
    const sms = await t.connection.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone));
    expect(sms).toHaveLength(5);

    t.clock.advanceSeconds(3600);
    expect((await call(t.app, 'POST', '/api/register/phone', { body: { phone } })).status).toBe(200);
  });

  it('checks the password rules and the confirmation', async () => {
    const { token } = await verifiedRegistration();
    const cases: Array<[string, string, string, string]> = [
      ['Ab1', 'Ab1', 'password', 'รหัสผ่านต้องมีความยาว 8-15 ตัวอักษร'],
      ['Abcdefgh12345678', 'Abcdefgh12345678', 'password', 'รหัสผ่านต้องมีความยาว 8-15 ตัวอักษร'],
      ['abcdefgh1', 'abcdefgh1', 'password', 'รหัสผ่านต้องมีตัวอักษรภาษาอังกฤษพิมพ์เล็ก พิมพ์ใหญ่ และตัวเลข อย่างละ 1 ตัว'],
      ['ABCDEFGH1', 'ABCDEFGH1', 'password', 'รหัสผ่านต้องมีตัวอักษรภาษาอังกฤษพิมพ์เล็ก พิมพ์ใหญ่ และตัวเลข อย่างละ 1 ตัว'],
      ['Abcdefghi', 'Abcdefghi', 'password', 'รหัสผ่านต้องมีตัวอักษรภาษาอังกฤษพิมพ์เล็ก พิมพ์ใหญ่ และตัวเลข อย่างละ 1 ตัว'],
      ['รหัสผ่านAb1', 'รหัสผ่านAb1', 'password', 'รหัสผ่านต้องมีตัวอักษรภาษาอังกฤษพิมพ์เล็ก พิมพ์ใหญ่ และตัวเลข อย่างละ 1 ตัว'],
      ['Secret123', 'Secret124', 'password_confirmation', 'กรุณากรอกรหัสผ่านใหม่และยืนยันรหัสผ่านให้ตรงกัน'],
      ['Secret123', '', 'password_confirmation', 'กรุณากรอกยืนยันรหัสผ่าน'],
    ];
    for (const [password, confirmation, field, message] of cases) {
      const response = await call(t.app, 'POST', '/api/register/password', {
        token,
        body: { password, password_confirmation: confirmation },
      });
      expect(response.status, `${password} / ${confirmation}`).toBe(422);
      expect(response.body.errors[field]).toContain(message);
    }
  });

  it('needs the registration token for the password and bank steps', async () => {
    const password = await call(t.app, 'POST', '/api/register/password', {
      body: { password: goodPassword, password_confirmation: goodPassword },
    });
    expect(password).toMatchObject({ status: 401, body: { message: 'Unauthenticated.' } });
    const memberToken = await logInAs(t.app, '0812345678', 'Demo1234');
    const bank = await call(t.app, 'POST', '/api/register/bank-account', {
      token: memberToken,
      body: {
        phone: '0812345678',
        bank: 'SCB',
        account_number: '1112223334',
        name: 'x',
        line: 'y',
        date_of_birth: '1990-01-15',
      },
    });
    expect(bank.status).toBe(401);
  });

  it('checks the bank step: bank, account number, name, line, matching phone, password first', async () => {
    const { phone, token } = await verifiedRegistration();
    const noPassword = await call(t.app, 'POST', '/api/register/bank-account', {
      token,
      body: {
        phone,
        bank: 'SCB',
        account_number: '5556667778',
        name: 'ทดสอบ',
        line: 'abc',
        date_of_birth: '1990-01-15',
      },
    });
    expect(noPassword.status).toBe(422);
    expect(noPassword.body.errors.password).toEqual(['กรุณาตั้งรหัสผ่านก่อนเพิ่มบัญชีธนาคาร']);

    await call(t.app, 'POST', '/api/register/password', {
      token,
      body: { password: goodPassword, password_confirmation: goodPassword },
    });
    const invalid = await call(t.app, 'POST', '/api/register/bank-account', {
      token,
      body: { phone, bank: 'TMB', account_number: '12345', name: '  ', line: '', date_of_birth: '' },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual({
      bank: ['กรุณาเลือกธนาคาร'],
      account_number: ['เลขบัญชีต้องเป็นตัวเลข 10-12 หลัก'],
      name: ['กรุณากรอกชื่อบัญชี'],
      line: ['กรุณากรอกไอดีไลน์'],
      date_of_birth: ['กรุณากรอกวันเกิด'],
    });

    const otherPhone = await call(t.app, 'POST', '/api/register/bank-account', {
      token,
      body: {
        phone: '0899999998',
        bank: 'SCB',
        account_number: '5556667778',
        name: 'ทดสอบ',
        line: 'abc',
        date_of_birth: '1990-01-15',
      },
    });
    expect(otherPhone.status).toBe(422);
    expect(otherPhone.body.errors.phone).toEqual(['เบอร์โทรศัพท์ไม่ตรงกับที่ยืนยัน OTP']);
    const [member] = await t.connection.db.select().from(members).where(eq(members.phone, phone));
    expect(member).toBeUndefined();
  });

  it('refuses a bank account that another member registered', async () => {
    const first = freshPhone();
    await registerMember(t.app, { phone: first, bank: 'BBL', accountNumber: '7778889990' });
    const { phone, token } = await verifiedRegistration();
    await call(t.app, 'POST', '/api/register/password', {
      token,
      body: { password: goodPassword, password_confirmation: goodPassword },
    });
    const duplicate = await call(t.app, 'POST', '/api/register/bank-account', {
      token,
      body: {
        phone,
        bank: 'bbl',
        account_number: '7778889990',
        name: 'ทดสอบ',
        line: 'abc',
        date_of_birth: '1990-01-15',
      },
    });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body.errors.account_number).toEqual(['เลขบัญชีนี้ถูกใช้สมัครสมาชิกแล้ว']);
  });

  it('creates one member when the bank step of one registration is sent many times at once', async () => {
    const { phone, token } = await verifiedRegistration();
    await call(t.app, 'POST', '/api/register/password', {
      token,
      body: { password: goodPassword, password_confirmation: goodPassword },
    });
    await warmUpConnections(t.connection);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(t.app, 'POST', '/api/register/bank-account', {
          token,
          body: {
            phone,
            bank: 'GSB',
            account_number: '4445556667',
            name: 'พร้อมกัน',
            line: 'same',
            date_of_birth: '1990-01-15',
          },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const answer of answers) expect([200, 401, 422]).toContain(answer.status);
    const rows = await t.connection.db.select().from(members).where(eq(members.phone, phone));
    expect(rows).toHaveLength(1);
  });

  it('links a new member under the member whose referral key came with the phone step', async () => {
    const [referrer] = await t.connection.db.select().from(members).where(eq(members.phone, '0812345678'));
    const phone = freshPhone();
    await registerMember(t.app, { phone, referralKey: referrer!.referralKey.toLowerCase() });
    const [member] = await t.connection.db.select().from(members).where(eq(members.phone, phone));
    expect(member!.referrerId).toBe(referrer!.id);
  });
});

describe('registration with the demo OTP bypass', () => {
  let bypass: TestApp;
  beforeAll(async () => {
    bypass = await createTestApp({ authSettings: { otpBypassCode: '123456' } });
  });
  afterAll(() => bypass.close());

  it('accepts the fixed code and sends no SMS', async () => {
    const phone = '0951234567';
    expect(
      (await call(bypass.app, 'POST', '/api/register/phone', { body: { phone, no_otp: true } })).status,
    ).toBe(200);
    const outbox = await call(bypass.app, 'GET', `/api/dev/sms-outbox?phone=${phone}`);
    expect(outbox.body.data).toEqual([]);
    const verified = await call(bypass.app, 'POST', '/api/register/otp', {
      body: { phone, otp: '123456', bypass: true },
    });
    expect(verified.status).toBe(200);
    expect(verified.body.access_token).toEqual(expect.any(String));
  });
});
