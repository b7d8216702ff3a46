import { describe, expect, it } from 'vitest';
import { call, useTestApp, lastOtp, logInAs, registerMember } from './helpers';

const t = useTestApp({ ledgerCheck: 'none' });

describe('forgotten password', () => {
  it('sends a code, checks it, sets the new password once and revokes every token', async () => {
    const { phone, password } = await registerMember(t.app, { phone: '0881000001' });
    const oldToken = await logInAs(t.app, phone, password);
    t.clock.advanceSeconds(61);

    const started = await call(t.app, 'POST', '/api/reset-password/start', {
      body: { phone, game_username: '' },
    });
    expect(started.status).toBe(200);
    expect(started.body).toEqual({ success: true, token: expect.any(String) });
    const token: string = started.body.token;
    const otp = await lastOtp(t.app, phone);

    const early = await call(t.app, 'POST', '/api/reset-password/confirm-password', {
      body: { phone, token, otp, password: 'Fresh1234', password_confirmation: 'Fresh1234' },
    });
    expect(early.status).toBe(422);

    const wrongCode = await call(t.app, 'POST', '/api/reset-password/confirm-otp', {
      body: { phone, token, otp: otp === '999999' ? '000000' : '999999' },
    });
    expect(wrongCode.status).toBe(422);
    expect(wrongCode.body.errors.otp).toEqual(['รหัส OTP ไม่ถูกต้อง']);

    const otherPhone = await call(t.app, 'POST', '/api/reset-password/confirm-otp', {
      body: { phone: '0812345678', token, otp },
    });
    expect(otherPhone.status).toBe(422);
    expect(otherPhone.body.errors.token).toEqual(['คำขอตั้งรหัสผ่านใหม่หมดอายุ กรุณาเริ่มใหม่']);

    const confirmed = await call(t.app, 'POST', '/api/reset-password/confirm-otp', {
      body: { phone, token, otp },
    });
    expect(confirmed).toMatchObject({ status: 200, body: { success: true } });

    const weak = await call(t.app, 'POST', '/api/reset-password/confirm-password', {
      body: { phone, token, otp, password: 'fresh', password_confirmation: 'fresh' },
    });
    expect(weak.status).toBe(422);

    const done = await call(t.app, 'POST', '/api/reset-password/confirm-password', {
      body: { phone, token, otp, password: 'Fresh1234', password_confirmation: 'Fresh1234' },
    });
    expect(done).toMatchObject({ status: 200, body: { success: true } });
    expect((await call(t.app, 'GET', '/api/customers/profile', { token: oldToken })).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/login', { body: { phone, password } })).status).toBe(422);
    expect(await logInAs(t.app, phone, 'Fresh1234')).toEqual(expect.any(String));

    const replay = await call(t.app, 'POST', '/api/reset-password/confirm-password', {
      body: { phone, token, otp, password: 'Other1234', password_confirmation: 'Other1234' },
    });
    expect(replay.status).toBe(422);
  });

  it("answers a phone that is not a member as a member's, sends it nothing, and the token leads nowhere", async () => {
    const { phone: memberPhone } = await registerMember(t.app, { phone: '0881000009' });
    t.clock.advanceSeconds(61);
    const stranger = '0899990001';
    const forMember = await call(t.app, 'POST', '/api/reset-password/start', {
      body: { phone: memberPhone },
    });
    const forStranger = await call(t.app, 'POST', '/api/reset-password/start', { body: { phone: stranger } });
    expect(forStranger.status).toBe(forMember.status);
    expect(forStranger.body).toEqual({ success: true, token: expect.any(String) });
    expect(Object.keys(forStranger.body)).toEqual(Object.keys(forMember.body));
    await expect(lastOtp(t.app, stranger)).rejects.toThrow('no OTP SMS');

    const again = await call(t.app, 'POST', '/api/reset-password/start', { body: { phone: stranger } });
    expect(again.status).toBe(429);
    const confirm = await call(t.app, 'POST', '/api/reset-password/confirm-otp', {
      body: { phone: stranger, token: forStranger.body.token, otp: '123456' },
    });
    expect(confirm.status).toBe(422);
  });

  it('expires a reset after its code expires', async () => {
    const { phone } = await registerMember(t.app, { phone: '0881000002' });
    t.clock.advanceSeconds(61);
    const { body } = await call(t.app, 'POST', '/api/reset-password/start', { body: { phone } });
    const otp = await lastOtp(t.app, phone);
    t.clock.advanceSeconds(5 * 60 + 1);
    const late = await call(t.app, 'POST', '/api/reset-password/confirm-otp', {
      body: { phone, token: body.token, otp },
    });
    expect(late.status).toBe(422);
    expect(late.body.errors.otp).toEqual(['รหัส OTP หมดอายุหรือถูกใช้แล้ว กรุณาขอรหัสใหม่']);
  });

  it('limits how often codes are sent', async () => {
    const { phone } = await registerMember(t.app, { phone: '0881000003' });
    expect((await call(t.app, 'POST', '/api/reset-password/start', { body: { phone } })).status).toBe(200);
    const again = await call(t.app, 'POST', '/api/reset-password/start', { body: { phone } });
    expect(again.status).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
  });
});
