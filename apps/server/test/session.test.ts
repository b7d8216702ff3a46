import { profileResponse } from '@chaba/contracts/profile';
import { describe, expect, it } from 'vitest';
import { call, useTestApp, goodPassword, logInAs, registerMember } from './helpers';

const t = useTestApp({ ledgerCheck: 'none' });

describe('login', () => {
  it('answers a bearer token that opens the profile', async () => {
    const response = await call(t.app, 'POST', '/api/login', {
      body: { phone: '0812345678', password: 'Demo1234' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      access_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: 3600,
    });
    const profile = await call(t.app, 'GET', '/api/customers/profile', { token: response.body.access_token });
    expect(profile.status).toBe(200);
    expect(profile.body.data.phone).toBe('0812345678');
  });

  it('accepts a form-encoded body too', async () => {
    const response = await call(t.app, 'POST', '/api/login', {
      body: 'phone=0812345678&password=Demo1234',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(200);
  });

  it('refuses a wrong password or an unknown phone with the same Thai message', async () => {
    const wrongPassword = await call(t.app, 'POST', '/api/login', {
      body: { phone: '0812345678', password: 'Nope1234' },
    });
    const unknownPhone = await call(t.app, 'POST', '/api/login', {
      body: { phone: '0899990000', password: 'Nope1234' },
    });
    for (const response of [wrongPassword, unknownPhone]) {
      expect(response.status).toBe(422);
      expect(response.body.message).toBe('เบอร์โทร, รหัสผ่านไม่ถูกต้อง');
    }
    const english = await call(t.app, 'POST', '/api/login', {
      body: { phone: '0899990000', password: 'x' },
      headers: { 'accept-language': 'en' },
    });
    expect(english.body.message).toBe('Phone number or password is incorrect');
  });

  it('validates the fields before looking anything up', async () => {
    const response = await call(t.app, 'POST', '/api/login', { body: { phone: '', password: '' } });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ phone: ['กรุณากรอกเบอร์โทรศัพท์'], password: ['กรุณากรอกรหัสผ่าน'] });
  });

  it('answers malformed JSON and odd bodies with a client error, never a 500', async () => {
    const malformed = await call(t.app, 'POST', '/api/login', {
      body: '{"phone": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    const wrongTypes = await call(t.app, 'POST', '/api/login', {
      body: { phone: 812345678, password: ['a'] },
    });
    expect(wrongTypes.status).toBe(422);
    const array = await call(t.app, 'POST', '/api/login', { body: [1, 2, 3] });
    expect(array.status).toBe(422);
    const unsupported = await call(t.app, 'POST', '/api/login', {
      body: 'x',
      headers: { 'content-type': 'application/xml' },
    });
    expect(unsupported.status).toBe(415);
  });

  it('blocks a phone from that address for 15 minutes after five failures there, even with the right password', async () => {
    const { phone, password } = await registerMember(t.app, { phone: '0871000001' });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await call(t.app, 'POST', '/api/login', { body: { phone, password: 'Wrong1234' } });
      expect(response.status).toBe(422);
      t.clock.advanceSeconds(60);
    }
    const blocked = await call(t.app, 'POST', '/api/login', { body: { phone, password } });
    expect(blocked.status).toBe(429);
    // The first failure was 5 minutes ago, so the window frees up in 10 minutes.
    expect(blocked.headers['retry-after']).toBe(String(10 * 60));
    expect(blocked.body.message).toBe('เข้าสู่ระบบผิดเกินกำหนด กรุณาลองใหม่ในอีก 10 นาที');

    // Another phone is not affected.
    expect(
      (await call(t.app, 'POST', '/api/login', { body: { phone: '0812345678', password: 'Demo1234' } }))
        .status,
    ).toBe(200);

    t.clock.advanceSeconds(10 * 60 - 1);
    expect((await call(t.app, 'POST', '/api/login', { body: { phone, password } })).status).toBe(429);
    t.clock.advanceSeconds(2);
    expect((await call(t.app, 'POST', '/api/login', { body: { phone, password } })).status).toBe(200);
  });
});

describe('logout and tokens', () => {
  it('revokes the token it is called with, and only that one', async () => {
    const first = await logInAs(t.app, '0812345678', 'Demo1234');
    const second = await logInAs(t.app, '0812345678', 'Demo1234');
    expect(await call(t.app, 'POST', '/api/logout', { token: first })).toMatchObject({
      status: 200,
      body: { success: true },
    });
    expect(await call(t.app, 'GET', '/api/customers/profile', { token: first })).toMatchObject({
      status: 401,
      body: { message: 'Unauthenticated.' },
    });
    expect((await call(t.app, 'GET', '/api/customers/profile', { token: second })).status).toBe(200);
    expect((await call(t.app, 'POST', '/api/logout', { token: first })).status).toBe(401);
  });

  it('refuses a missing, malformed or expired token with 401 Unauthenticated.', async () => {
    expect(await call(t.app, 'GET', '/api/customers/profile')).toMatchObject({
      status: 401,
      body: { message: 'Unauthenticated.' },
    });
    expect((await call(t.app, 'GET', '/api/customers/profile', { token: 'not-a-token' })).status).toBe(401);
    const token = await logInAs(t.app, '0812345678', 'Demo1234');
    t.clock.advanceSeconds(3601);
    expect((await call(t.app, 'GET', '/api/customers/profile', { token })).status).toBe(401);
  });
});

describe('profile', () => {
  it('has every field of the spec, the company account to pay into, and no password', async () => {
    const token = await logInAs(t.app, '0812345678', 'Demo1234');
    const response = await call(t.app, 'GET', '/api/customers/profile', { token });
    expect(response.status).toBe(200);
    const { data } = profileResponse.parse(response.body);
    expect(data).toMatchObject({
      phone: '0812345678',
      username: null,
      name: 'สมชาย ใจดี',
      bank: 'kbank',
      account_number: '0123456789',
      to_bank: expect.stringMatching(/^(kbank|scb)$/),
      to_account_number: expect.stringMatching(/^\d{10}$/),
      to_name: 'บจก. ชบา เอนเตอร์เทนเมนต์',
      qr_code_name: 'บจก. ชบา เอนเตอร์เทนเมนต์',
      payment_gateway_status: false,
      current_promotion: null,
      promotion_ids: {},
      pending_request: null,
      completed_requests: [],
      games: [{ credit: 0 }],
      credit_checking: 0,
    });
    expect(data.promotions).toHaveLength(3);
    expect(data.promotions[0]).toMatchObject({
      name: 'สมาชิกใหม่ รับโบนัส 50%',
      bonus_percent: 50,
      bonus_max: 500,
      turnover: 5,
    });
    expect(data.events.map((event) => event.activated)).toEqual([false, false]);
    expect(JSON.stringify(response.body)).not.toMatch(/password/i);
  });
});

describe('changing the password', () => {
  it('needs the old password, checks the new one, and logs the member out everywhere', async () => {
    const { phone, password } = await registerMember(t.app, { phone: '0871000002' });
    const phoneToken = await logInAs(t.app, phone, password);
    const laptopToken = await logInAs(t.app, phone, password);

    const wrongOld = await call(t.app, 'POST', '/api/customers/update-password', {
      token: phoneToken,
      body: { old_password: 'Wrong1234', password: 'Newpass123', password_confirmation: 'Newpass123' },
    });
    expect(wrongOld.status).toBe(422);
    expect(wrongOld.body.errors.old_password).toEqual(['รหัสผ่านเดิมไม่ถูกต้อง']);

    const weak = await call(t.app, 'POST', '/api/customers/update-password', {
      token: phoneToken,
      body: { old_password: password, password: 'short', password_confirmation: 'short' },
    });
    expect(weak.status).toBe(422);
    expect(weak.body.errors.password).toEqual(['รหัสผ่านต้องมีความยาว 8-15 ตัวอักษร']);

    const mismatch = await call(t.app, 'POST', '/api/customers/update-password', {
      token: phoneToken,
      body: { old_password: password, password: 'Newpass123', password_confirmation: 'Newpass124' },
    });
    expect(mismatch.body.errors.password_confirmation).toEqual(['กรุณากรอกรหัสผ่านใหม่และยืนยันรหัสผ่านให้ตรงกัน']);

    const changed = await call(t.app, 'POST', '/api/customers/update-password', {
      token: phoneToken,
      body: { old_password: password, password: 'Newpass123', password_confirmation: 'Newpass123' },
    });
    expect(changed).toMatchObject({ status: 200, body: { success: true } });
    // The login is over: the answer drops the cookie, so the page has no dead token to log out with.
    expect(String(changed.headers['set-cookie'])).toMatch(/chaba_session=;.*Expires=Thu, 01 Jan 1970/);
    for (const token of [phoneToken, laptopToken]) {
      expect((await call(t.app, 'GET', '/api/customers/profile', { token })).status).toBe(401);
    }
    expect(
      (await call(t.app, 'POST', '/api/login', { body: { phone, password: goodPassword } })).status,
    ).toBe(422);
    expect(await logInAs(t.app, phone, 'Newpass123')).toEqual(expect.any(String));
  });

  it('needs a member token', async () => {
    const response = await call(t.app, 'POST', '/api/customers/update-password', {
      body: { old_password: 'a', password: 'Newpass123', password_confirmation: 'Newpass123' },
    });
    expect(response.status).toBe(401);
  });
});
