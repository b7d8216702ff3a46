import { changePassword } from '@chaba/core/auth/change-password';
import { demoMember, demoStaff } from '@chaba/core/demo/seed-demo-data';
import { seedDemoData } from '@chaba/core/demo/seed-demo-data';
import { members, smsOutbox, staffAccounts } from '@chaba/db/schema';
import { openTestDatabase } from '@chaba/db/test-database';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createAppContext } from '../src/app-context';
import { buildApp } from '../src/app';
import { startBanner } from '../src/banner';
import { configSchema, developmentPayoutAgentSecret, type Config } from '../src/config';
import { productionConfigProblems } from '../src/production-check';
import { startServer } from '../src/start';
import { startFakeSmsGateway, type FakeSmsGateway } from './fake-sms-gateway';
import { call, createTestApp, type TestApp } from './helpers';

/** A production configuration with nothing of development left. */
const ready = {
  CHABA_ENV: 'production',
  LOG_LEVEL: 'silent',
  PORT: '0',
  HOST: '127.0.0.1',
  PUBLIC_URL: 'https://chaba.example',
  SMS_SENDER: 'http',
  SMS_HTTP_URL: 'https://sms.example/send',
  SMS_HTTP_TOKEN: 'a-token',
  BANK_WEBHOOK_SECRET: 'bank-secret-of-this-deployment-0123456789',
  DEMO_PROVIDER_SECRET: 'provider-secret-of-this-deployment-0123456789',
  STAFF_TOTP_KEY: 'staff-totp-key-of-this-deployment-0123456789',
  SEED_DEMO_DATA: 'false',
  WEB_BUILD_DIR: '/nonexistent',
} as const;

const production = (changes: Record<string, string | undefined> = {}): Config =>
  configSchema.parse({ ...ready, ...changes });

describe('CHABA_ENV=production refuses every development-only choice', () => {
  it('accepts a configuration without any', () => {
    expect(productionConfigProblems(production())).toEqual([]);
  });

  it.each([
    ['SMS_SENDER', { SMS_SENDER: 'console' }],
    ['OTP_BYPASS_CODE', { OTP_BYPASS_CODE: '123456' }],
    ['BANK_WEBHOOK_SECRET', { BANK_WEBHOOK_SECRET: undefined }],
    ['DEMO_PROVIDER_SECRET', { DEMO_PROVIDER_SECRET: undefined }],
    ['STAFF_TOTP_KEY', { STAFF_TOTP_KEY: undefined }],
    ['SEED_DEMO_DATA', { SEED_DEMO_DATA: 'true' }],
    ['PUBLIC_URL', { PUBLIC_URL: undefined }],
    ['OUTBOUND_ALLOW_LOOPBACK', { OUTBOUND_ALLOW_LOOPBACK: 'true' }],
    // The local payout agent's published secret (decision 51).
    ['PAYOUT_AGENT_SECRET', { PAYOUT_AGENT_SECRET: developmentPayoutAgentSecret }],
    // LINE messaging (decision 71): a fake's address, or one setting without the other.
    ['LINE_MESSAGING_API_URL', { LINE_MESSAGING_API_URL: 'http://127.0.0.1:9' }],
    ['LINE_MESSAGING_CHANNEL_ACCESS_TOKEN', { LINE_MESSAGING_CHANNEL_SECRET: 'a-secret-without-its-token' }],
  ])('refuses %s', async (name, changes) => {
    const config = production(changes);
    const problems = productionConfigProblems(config);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${name}: `));
    await expect(startServer(config, { logger: false })).rejects.toThrow(
      new RegExp(`CHABA_ENV=production refuses to start:\\n  ${name}: `),
    );
  });

  it('names every offending variable in one message (the development defaults)', async () => {
    const config = configSchema.parse({ CHABA_ENV: 'production', LOG_LEVEL: 'silent' });
    const error = await startServer(config, { logger: false }).then(
      () => undefined,
      (caught: Error) => caught,
    );
    for (const name of [
      'SMS_SENDER',
      'BANK_WEBHOOK_SECRET',
      'DEMO_PROVIDER_SECRET',
      'STAFF_TOTP_KEY',
      'SEED_DEMO_DATA',
      'PUBLIC_URL',
    ]) {
      expect(error?.message).toContain(`\n  ${name}: `);
    }
  });

  it('accepts all of them in development', () => {
    expect(
      productionConfigProblems(configSchema.parse({ OTP_BYPASS_CODE: '123456', SEED_DEMO_DATA: 'true' })),
    ).toEqual([]);
  });

  it('refuses a database where the demo seed logins still work, and starts once they are gone', async () => {
    const connection = await openTestDatabase(inject('testDatabase'));
    try {
      await seedDemoData(connection.db, { publicUrl: 'https://chaba.example', now: new Date() });
      await expect(startServer(production(), { connection, logger: false })).rejects.toThrow(
        `database: the demo seed's published logins still work (staff ${demoStaff.username}, member ${demoMember.phone})`,
      );
      const [member] = await connection.db.select().from(members).where(eq(members.phone, demoMember.phone));
      await changePassword(connection.db, {
        memberId: member!.id,
        oldPassword: demoMember.password,
        newPassword: 'Changed123',
        now: new Date(),
      });
      await expect(startServer(production(), { connection, logger: false })).rejects.toThrow(
        `(staff ${demoStaff.username})`,
      );
      await connection.db.delete(staffAccounts).where(eq(staffAccounts.username, demoStaff.username));
      const server = await startServer(production(), { connection, logger: false });
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      await server.close();
    } finally {
      await connection.close();
    }
  });

  it('prints no demo login in production; development says it must not face the internet', () => {
    const productionBanner = startBanner(production(), 'https://chaba.example');
    expect(productionBanner).not.toContain(demoStaff.password);
    expect(productionBanner).not.toContain(demoMember.password);
    expect(productionBanner).not.toContain('/api/dev');
    const developmentBanner = startBanner(configSchema.parse({}), 'http://localhost:3000');
    expect(developmentBanner).toContain('never let it face the internet');
    expect(developmentBanner).toContain(demoStaff.password);
  });
});

describe('/api/dev exists only in development', () => {
  let development: TestApp;
  let gateway: FakeSmsGateway;
  beforeAll(async () => {
    development = await createTestApp();
    gateway = await startFakeSmsGateway({ status: 200 });
  });
  afterAll(async () => {
    await development.close();
    await gateway.close();
  });

  it('serves the outbox and pending deposits in development', async () => {
    const outbox = await call(development.app, 'GET', `/api/dev/sms-outbox?phone=${demoMember.phone}`);
    expect(outbox.status).toBe(200);
    const pending = await call(development.app, 'GET', `/api/dev/pending-deposit?phone=${demoMember.phone}`);
    expect(pending.status).toBe(200);
  });

  it('makes account takeover through the outbox impossible in production', async () => {
    // The same database and seed as development: only CHABA_ENV and a real sender differ.
    const config = production({ SMS_HTTP_URL: gateway.url });
    const context = createAppContext({
      config,
      db: development.connection.db,
      clock: development.clock,
      authSettings: { accessTokenLifetimeSeconds: 3600, otpBypassCode: undefined, siteName: 'Chaba' },
    });
    const app = await buildApp(context);
    try {
      // The attacker starts a reset of the victim's password: the code goes to the victim's phone…
      const started = await call(app, 'POST', '/api/reset-password/start', {
        body: { phone: demoMember.phone },
      });
      expect(started.status).toBe(200);
      expect(JSON.parse(gateway.calls.at(-1)!.body)).toMatchObject({ to: demoMember.phone });
      // …and nowhere the attacker can read it.
      for (const url of [
        `/api/dev/sms-outbox?phone=${demoMember.phone}`,
        `/api/dev/pending-deposit?phone=${demoMember.phone}`,
      ]) {
        expect((await call(app, 'GET', url)).status).toBe(404);
      }
      // Nor a staff token without password and second factor (`npm run staff -- token`).
      const staffToken = await call(app, 'POST', '/api/dev/staff-token', { body: { username: 'admin' } });
      expect(staffToken.status).toBe(404);
      const kept = await development.connection.db
        .select()
        .from(smsOutbox)
        .where(eq(smsOutbox.phone, demoMember.phone));
      expect(kept).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
