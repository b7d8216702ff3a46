import {
  createProofOfWorkChallenge,
  createProofOfWorkGate,
  proofOfWorkSettings,
} from '@chaba/core/auth/proof-of-work';
import { loginAttempts } from '@chaba/db/schema';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp, goodPassword, lastOtp, registerMember, type TestApp } from './helpers';

// Issue 24: under a flood of password checks, the password routes require a solved ALTCHA challenge.
let t: TestApp;
let phone: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ phone } = await registerMember(t.app, { phone: '0871000001' }));
});
afterAll(() => t.close());

/** The gate as a deployment sets it with PROOF_OF_WORK_ABOVE_PER_MINUTE: 0 asks always. */
function askForProofOfWork(abovePerMinute = 0) {
  t.context.proofOfWork = createProofOfWorkGate({ abovePerMinute });
}
beforeEach(() => askForProofOfWork());

const logIn = (body: Record<string, unknown>) => call(t.app, 'POST', '/api/login', { body });

/** What the member site does with a 428: solve its challenge, answer ALTCHA's payload. */
async function solve(refusal: { body: { challenge: unknown } }): Promise<string> {
  const challenge = refusal.body.challenge as Parameters<typeof solveChallenge>[0]['challenge'];
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

async function recordedAttempts(): Promise<number> {
  const [row] = await t.connection.db.select({ n: count() }).from(loginAttempts);
  return row?.n ?? 0;
}

describe('logging in under pressure', () => {
  it('answers 428 challenge_required with a challenge, before any database work', async () => {
    const before = await recordedAttempts();
    const refusal = await logIn({ phone, password: goodPassword });
    expect(refusal.status).toBe(428);
    expect(refusal.body).toMatchObject({
      success: false,
      code: 'challenge_required',
      message: expect.any(String),
      msg: expect.any(String),
      challenge: {
        parameters: {
          algorithm: 'PBKDF2/SHA-256',
          cost: proofOfWorkSettings.cost,
          keyPrefix: expect.stringMatching(/^[0-9a-f]+$/),
          data: { expires_at: expect.any(Number) },
        },
        signature: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
    });
    expect(await recordedAttempts()).toBe(before);
  });

  it('answers every refusal after half a second on a timer, a garbage solution as a missing one', async () => {
    for (const altcha of [undefined, 'garbage']) {
      const started = performance.now();
      const refusal = await logIn({ phone, password: goodPassword, altcha });
      expect(refusal.status).toBe(428);
      expect(performance.now() - started).toBeGreaterThanOrEqual(proofOfWorkSettings.refusalDelayMs - 20);
    }
  });

  it('logs in with the solved challenge, and refuses the same solution sent again', async () => {
    const altcha = await solve(await logIn({ phone, password: goodPassword }));
    const member = await logIn({ phone, password: goodPassword, altcha });
    expect(member.status).toBe(200);
    expect(member.body.access_token).toEqual(expect.any(String));

    const replay = await logIn({ phone, password: goodPassword, altcha });
    expect(replay.status).toBe(428);
    expect(replay.body.code).toBe('challenge_invalid');
    expect(replay.body.challenge.signature).toEqual(expect.any(String));
  });

  it('accepts one of two copies of a solution sent at once', async () => {
    const altcha = await solve(await logIn({ phone, password: goodPassword }));
    const answers = await Promise.all([
      logIn({ phone, password: goodPassword, altcha }),
      logIn({ phone, password: goodPassword, altcha }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 428]);
  });

  it('refuses a solution older than its lifetime', async () => {
    const altcha = await solve(await logIn({ phone, password: goodPassword }));
    t.clock.advanceSeconds(proofOfWorkSettings.lifetimeSeconds + 1);
    const late = await logIn({ phone, password: goodPassword, altcha });
    expect(late.status).toBe(428);
    expect(late.body.code).toBe('challenge_invalid');
  });

  it('refuses a challenge of another server (secret), a wrong solution and garbage, never a 500', async () => {
    const refusal = await logIn({ phone, password: goodPassword });
    const stranger = createProofOfWorkGate({ abovePerMinute: 0 });
    const theirs = await solve({
      body: { challenge: await createProofOfWorkChallenge(stranger, t.clock.now()) },
    });
    const rightAltcha = await solve(refusal);
    const payload = JSON.parse(Buffer.from(rightAltcha, 'base64').toString()) as {
      solution: { counter: number; derivedKey: string };
    };
    const wrongKey = Buffer.from(
      JSON.stringify({
        ...payload,
        challenge: refusal.body.challenge,
        solution: { counter: payload.solution.counter + 1, derivedKey: 'ab'.repeat(32) },
      }),
    ).toString('base64');
    for (const altcha of [
      theirs,
      wrongKey,
      'not base64 at all ✗',
      Buffer.from('{"challenge":{"parameters":{"__proto__":{}}}}').toString('base64'),
      Buffer.from('[1,2,3]').toString('base64'),
    ]) {
      const answer = await logIn({ phone, password: goodPassword, altcha });
      expect(answer.status, altcha).toBe(428);
      expect(answer.body.code).toBe('challenge_invalid');
    }
    // The wrong solution spent its challenge: each challenge costs the server one key derivation.
    const afterWrong = await logIn({ phone, password: goodPassword, altcha: rightAltcha });
    expect(afterWrong.body.code).toBe('challenge_invalid');
    const tooLong = await logIn({ phone, password: goodPassword, altcha: 'a'.repeat(5000) });
    expect(tooLong.status).toBe(422);
    const wrongType = await logIn({ phone, password: goodPassword, altcha: 42 });
    expect(wrongType.status).toBe(422);
  });

  it('answers an unknown phone like a member: the same 428, and after the challenge the same refusal', async () => {
    const member = await logIn({ phone, password: 'Wrong1234' });
    const stranger = await logIn({ phone: '0871999999', password: 'Wrong1234' });
    expect(stranger.status).toBe(member.status);
    expect(Object.keys(stranger.body).sort()).toEqual(Object.keys(member.body).sort());
    const memberAnswer = await logIn({ phone, password: 'Wrong1234', altcha: await solve(member) });
    const strangerAnswer = await logIn({
      phone: '0871999999',
      password: 'Wrong1234',
      altcha: await solve(stranger),
    });
    expect(strangerAnswer.status).toBe(422);
    expect(strangerAnswer.body).toEqual(memberAnswer.body);
  });
});

describe('when the challenge is asked for', () => {
  it('not below the limit; from the check that passes it, and for a minute after the flood', async () => {
    // 6 a minute: more than one in the 10-second window is a flood.
    askForProofOfWork(6);
    const first = await logIn({ phone, password: goodPassword });
    expect(first.status).toBe(200);
    const second = await logIn({ phone, password: goodPassword });
    expect(second.status).toBe(428);
    t.clock.advanceSeconds(proofOfWorkSettings.holdSeconds - 5);
    expect((await logIn({ phone, password: goodPassword })).status).toBe(428);
    t.clock.advanceSeconds(proofOfWorkSettings.holdSeconds + 1);
    expect((await logIn({ phone, password: goodPassword })).status).toBe(200);
  });

  it('not on routes that check no password anybody may try', async () => {
    const site = await call(t.app, 'GET', '/api/site');
    expect(site.status).toBe(200);
    const start = await call(t.app, 'POST', '/api/register/phone', { body: { phone: '0871000002' } });
    expect(start.status).toBe(200);
  });
});

describe('the registration and reset password steps under pressure', () => {
  it('set the password with a solved challenge only', async () => {
    const newPhone = '0871000003';
    askForProofOfWork(1_000_000);
    await call(t.app, 'POST', '/api/register/phone', { body: { phone: newPhone } });
    const otp = await lastOtp(t.app, newPhone);
    const verified = await call(t.app, 'POST', '/api/register/otp', { body: { phone: newPhone, otp } });
    const token = verified.body.access_token as string;
    askForProofOfWork();
    const body = { password: goodPassword, password_confirmation: goodPassword };
    const refusal = await call(t.app, 'POST', '/api/register/password', { token, body });
    expect(refusal.status).toBe(428);
    expect(refusal.body.code).toBe('challenge_required');
    const passwordSet = await call(t.app, 'POST', '/api/register/password', {
      token,
      body: { ...body, altcha: await solve(refusal) },
    });
    expect(passwordSet.status).toBe(200);
  });

  it('sets a new password after a forgotten one with a solved challenge only', async () => {
    askForProofOfWork(1_000_000);
    const started = await call(t.app, 'POST', '/api/reset-password/start', { body: { phone } });
    const otp = await lastOtp(t.app, phone);
    await call(t.app, 'POST', '/api/reset-password/confirm-otp', {
      body: { phone, token: started.body.token, otp },
    });
    askForProofOfWork();
    const body = {
      phone,
      token: started.body.token,
      otp,
      password: 'Another123',
      password_confirmation: 'Another123',
    };
    const refusal = await call(t.app, 'POST', '/api/reset-password/confirm-password', { body });
    expect(refusal.status).toBe(428);
    const reset = await call(t.app, 'POST', '/api/reset-password/confirm-password', {
      body: { ...body, altcha: await solve(refusal) },
    });
    expect(reset.status).toBe(200);
    const refusedLogin = await logIn({ phone, password: 'Another123' });
    const member = await logIn({ phone, password: 'Another123', altcha: await solve(refusedLogin) });
    expect(member.status).toBe(200);
  });
});

describe('the API document', () => {
  it('documents the 428 and its challenge on the three password routes', async () => {
    askForProofOfWork(1_000_000);
    const document = await call(t.app, 'GET', '/api/openapi.json');
    for (const path of ['/api/login', '/api/register/password', '/api/reset-password/confirm-password']) {
      const refusal = document.body.paths[path].post.responses['428'];
      expect(refusal, path).toBeDefined();
      expect(JSON.stringify(refusal)).toContain('challenge');
      expect(document.body.paths[path].post.responses['503'], path).toBeDefined();
    }
  });
});
