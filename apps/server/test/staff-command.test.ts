import { verifyPassword } from '@chaba/core/auth/secrets';
import { totpCode } from '@chaba/core/backoffice/totp';
import { openDatabase } from '@chaba/db/client';
import { staffAccounts } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runStaffCommand } from '../src/staff-command';
import { call, createTestApp, logInStaff, type TestApp } from './helpers';

let t: TestApp;
/** Every staff route of the app, as it registers them (not a list that can go stale). */
const staffRoutes: Array<{ method: 'GET' | 'POST'; url: string; access: unknown }> = [];
beforeAll(async () => {
  t = await createTestApp({
    onRoute: (route) => {
      if (!route.url.startsWith('/api/backoffice/')) return;
      for (const method of [route.method].flat()) {
        if (method === 'GET' || method === 'POST')
          staffRoutes.push({
            method: method as 'GET' | 'POST',
            url: route.url.replace(/:[A-Za-z]+/g, '1'),
            access: route.config?.staffAccess,
          });
      }
    },
  });
});
afterAll(() => t.close());

async function staffCommand(...args: string[]) {
  let out = '';
  let err = '';
  const code = await runStaffCommand(args, {
    db: t.connection.db,
    now: t.clock.now(),
    out: (text) => (out += text),
    err: (text) => (err += text),
  });
  return { code, out, err, password: /One-time password: (\S+)/.exec(out)?.[1] };
}

const login = (username: string, password: string) =>
  call(t.app, 'POST', '/api/backoffice/login', { body: { username, password } });

describe('npm run staff -- create', () => {
  it('creates a staff member whose one-time password works only to change it', async () => {
    const created = await staffCommand('create', '--username', 'Owner1', '--role', 'owner');
    expect(created.code).toBe(0);
    expect(created.out).toContain('Staff account "owner1" (owner) created.');
    const oneTime = created.password!;
    expect(oneTime).toMatch(/^[A-Za-z0-9_-]{20}$/);

    const first = await login('owner1', oneTime);
    expect(first.status).toBe(200);
    expect(first.body.must_change_password).toBe(true);
    const token: string = first.body.access_token;

    // Every staff endpoint but the password change, the second factor's setup, `me` and the logout
    // refuses until it is changed.
    const guarded = staffRoutes.filter((route) => route.access !== 'setup' && route.access !== 'public');
    expect(guarded.length).toBeGreaterThan(5);
    for (const { method, url } of guarded) {
      const refused = await call(t.app, method, url, { token, body: method === 'POST' ? {} : undefined });
      expect(refused.status, url).toBe(403);
      expect(refused.body.code).toBe('staff_password_change_required');
    }
    const setupFirst = await call(t.app, 'POST', '/api/backoffice/second-factor/setup', { token });
    expect(setupFirst).toMatchObject({ status: 403, body: { code: 'staff_password_change_required' } });

    const wrongOld = await call(t.app, 'POST', '/api/backoffice/password', {
      token,
      body: { old_password: 'NotIt1234', password: 'Fresh1234', password_confirmation: 'Fresh1234' },
    });
    expect(wrongOld.status).toBe(422);
    expect(wrongOld.body.errors.old_password).toEqual(expect.any(Array));
    const weak = await call(t.app, 'POST', '/api/backoffice/password', {
      token,
      body: { old_password: oneTime, password: 'short', password_confirmation: 'short' },
    });
    expect(weak.status).toBe(422);

    const changed = await call(t.app, 'POST', '/api/backoffice/password', {
      token,
      body: { old_password: oneTime, password: 'Fresh1234', password_confirmation: 'Fresh1234' },
    });
    expect(changed).toMatchObject({ status: 200, body: { success: true } });
    // Then the second factor: nothing else works until it is confirmed (issue 11).
    const noSecondFactor = await call(t.app, 'GET', '/api/backoffice/withdrawals', { token });
    expect(noSecondFactor).toMatchObject({ status: 403, body: { code: 'staff_second_factor_required' } });
    const setup = await call(t.app, 'POST', '/api/backoffice/second-factor/setup', { token });
    expect(setup.status).toBe(200);
    expect(setup.body.data.otpauth_uri).toMatch(
      /^otpauth:\/\/totp\/Chaba:owner1\?secret=[A-Z2-7]+&issuer=Chaba$/,
    );
    const confirmed = await call(t.app, 'POST', '/api/backoffice/second-factor/confirm', {
      token,
      body: { otp: await totpCode(setup.body.data.secret, t.clock.now()) },
    });
    expect(confirmed.status).toBe(200);
    const recoveryCodes: string[] = confirmed.body.data.recovery_codes;
    expect(recoveryCodes).toHaveLength(10);
    expect((await call(t.app, 'GET', '/api/backoffice/withdrawals', { token })).status).toBe(200);

    // The printed password works no more; the new one does, with a recovery code for the code.
    expect((await login('owner1', oneTime)).status).toBe(422);
    expect((await login('owner1', 'Fresh1234')).status).toBe(422);
    const again = await call(t.app, 'POST', '/api/backoffice/login', {
      body: { username: 'owner1', password: 'Fresh1234', otp: recoveryCodes[0] },
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ must_change_password: false, must_set_up_second_factor: false });
  });

  it('refuses a taken username, an unknown role, a bad name and an unknown command', async () => {
    expect((await staffCommand('create', '--username', 'dup-1')).code).toBe(0);
    const taken = await staffCommand('create', '--username', 'DUP-1');
    expect(taken).toMatchObject({ code: 1, out: '' });
    expect(taken.err).toContain('already exists');
    expect((await staffCommand('create', '--username', 'x1', '--role', 'owner')).code).toBe(2);
    expect((await staffCommand('create', '--username', 'ok-name', '--role', 'god')).code).toBe(2);
    expect((await staffCommand('create', '--username', 'bad\u0000name')).code).toBe(2);
    expect((await staffCommand('delete', '--username', 'ok-name')).code).toBe(2);
    expect((await staffCommand('create', '--username', 'ok-name', '--pasword', 'x')).code).toBe(2);
  });

  it('leaves staff without a one-time password as they were', async () => {
    const token = await logInStaff(t.app);
    expect((await call(t.app, 'GET', '/api/backoffice/withdrawals', { token })).status).toBe(200);
  });

  it('runs as a command on the configured database', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'chaba-staff-'));
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, CHABA_ENV: 'production' };
      delete env.DATABASE_URL;
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'scripts/staff.ts', 'create', '--username', 'boss', '--role', 'owner'],
        { env, timeout: 60_000 },
      );
      const password = /One-time password: (\S+)/.exec(stdout)?.[1];
      expect(password).toEqual(expect.any(String));
      const connection = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
      try {
        const [row] = await connection.db
          .select()
          .from(staffAccounts)
          .where(eq(staffAccounts.username, 'boss'));
        expect(row).toMatchObject({ role: 'owner', mustChangePassword: true });
        expect(await verifyPassword(row!.passwordHash, password!, { lane: 'proven' })).toBe(true);
      } finally {
        await connection.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
