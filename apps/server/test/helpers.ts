import type { SlipVerifier } from '@chaba/core/slips/slip-verifier';
import type { AuthSettings } from '@chaba/core/auth/auth-settings';
import type { Clock } from '@chaba/core/clock';
import type { PaymentGateway } from '@chaba/core/deposits/payment-gateway';
import type { ResolveAll } from '@chaba/core/outbound/outbound-address';
import { seedGames } from '@chaba/core/games/seed-games';
import { seedDemoData } from '@chaba/core/demo/seed-demo-data';
import { checkLedger } from '@chaba/core/ledger/check-ledger';
import { totpCode } from '@chaba/core/backoffice/totp';
import { developmentTotpKey, openTotpSecret } from '@chaba/core/backoffice/totp-secret-box';
import { signWebhook } from '@chaba/core/integrations/verify-signature';
import type { Database, DatabaseConnection } from '@chaba/db/client';
import { eq, sql } from 'drizzle-orm';
import { openTestDatabase } from '@chaba/db/test-database';
import type { FastifyInstance, FastifyServerOptions, InjectOptions, RouteOptions } from 'fastify';
import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { createAppContext, type AppContext } from '../src/app-context';
import { buildApp } from '../src/app';
import { configSchema } from '../src/config';
import { startJobs, type JobRunner } from '../src/jobs';
import { members, staffAccounts } from '@chaba/db/schema';

/** A clock the test moves by hand. */
export function createManualClock(start = new Date('2026-11-20T10:00:00.000Z')): Clock & {
  advanceSeconds(seconds: number): void;
} {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advanceSeconds(seconds) {
      current += seconds * 1000;
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  connection: DatabaseConnection;
  clock: ReturnType<typeof createManualClock>;
  context: AppContext;
  jobs: JobRunner;
  close(): Promise<void>;
}

/** Each test app's database and clock, for the helpers that take only the app (`logInStaff`). */
const testApps = new WeakMap<FastifyInstance, Pick<TestApp, 'connection' | 'clock'>>();

/** What a test app is made with. */
export interface TestAppOptions {
  authSettings?: Partial<AuthSettings>;
  gateway?: PaymentGateway;
  /** Sees every route of the app as it is added. */
  onRoute?: (route: RouteOptions) => void;
  /** A logger for the app (tests that read what is logged); none by default. */
  logger?: FastifyServerOptions['logger'];
  /** Settings as environment variables, over the defaults (e.g. PUBLIC_URL). */
  env?: Record<string, string>;
  /** Serve the built member site too (apps/web/build: `npm run build` first). */
  serveWeb?: boolean;
  /** How outbound host names resolve (the SSRF tests' own resolver); the system's by default. */
  resolveAll?: ResolveAll;
  /** The slip verifier (a test's fake); SLIP_VERIFIER's otherwise. */
  slipVerifier?: SlipVerifier;
}

/** The real app on a fresh migrated and seeded database of its own, called through `app.inject`. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const connection = await openTestDatabase(inject('testDatabase'));
  const clock = createManualClock();
  const config = configSchema.parse({
    LOG_LEVEL: 'silent',
    // Test files log in far faster than members do: the proof of work is tested on its own
    // (proof-of-work.test.ts) and kept out of the way here.
    PROOF_OF_WORK_ABOVE_PER_MINUTE: '1000000',
    ...options.env,
  });
  await seedDemoData(connection.db, {
    publicUrl: 'http://localhost:3000',
    now: clock.now(),
    totpKey: config.STAFF_TOTP_KEY,
  });
  const context = createAppContext({
    config,
    db: connection.db,
    clock,
    gateway: options.gateway,
    resolveAll: options.resolveAll,
    slipVerifier: options.slipVerifier,
    authSettings: {
      accessTokenLifetimeSeconds: 3600,
      otpBypassCode: undefined,
      siteName: 'Chaba',
      // Every test call comes from 127.0.0.1: the per-address limits are tested on their own
      // (abuse-limits.test.ts) and raised here, as LOGIN_FAILURES_PER_ADDRESS and
      // SMS_PER_ADDRESS_PER_HOUR raise them for a deployment.
      loginMaxFailuresPerAddress: 1000,
      smsMaxPerAddressPerHour: 1000,
      ...options.authSettings,
    },
  });
  await seedGames(connection.db, context.providers);
  const app = await buildApp(context, {
    onRoute: options.onRoute,
    logger: options.logger,
    serveWeb: options.serveWeb,
  });
  const jobs = startJobs(context, app.log, { autoStart: false });
  testApps.set(app, { connection, clock });
  return {
    app,
    connection,
    clock,
    context,
    jobs,
    async close() {
      await app.close();
      await connection.close();
    },
  };
}

/**
 * The file's test app, made before its tests and closed after them; the ledger must still balance
 * after each test (`'after-each'`, the default), once after all of them (`'after-all'`: files whose
 * tests share members and are slow to check one by one), or is not checked (`'none'`: files that move
 * no money). The answer is filled in by the `beforeAll` it registers, so read its fields inside hooks
 * and tests only; a file's own `beforeAll` that comes after this call sees the app made.
 */
export function useTestApp(
  options: TestAppOptions & { ledgerCheck?: 'after-each' | 'after-all' | 'none' } = {},
): TestApp {
  const { ledgerCheck = 'after-each', ...appOptions } = options;
  const testApp = {} as TestApp;
  let made = false;
  beforeAll(async () => {
    Object.assign(testApp, await createTestApp(appOptions));
    made = true;
  });
  const expectBalancedLedger = async () => {
    expect((await checkLedger(testApp.connection.db)).problems).toEqual([]);
  };
  if (ledgerCheck === 'after-each') afterEach(expectBalancedLedger);
  afterAll(async () => {
    if (!made) return;
    if (ledgerCheck === 'after-all') await expectBalancedLedger();
    await testApp.close();
  });
  return testApp;
}

/** A JSON request through the app; answers status, headers and the parsed body. */
export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
) {
  const request: InjectOptions = { method, url, headers: { ...options.headers } };
  if (options.token) request.headers!.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) request.payload = options.body as InjectOptions['payload'];
  const response = await app.inject(request);
  const text = response.body;
  let json: any;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.statusCode, headers: response.headers, body: json, text };
}

/** The six-digit code of the newest SMS the console sender "sent" to a phone. */
export async function lastOtp(app: FastifyInstance, phone: string): Promise<string> {
  const { body } = await call(app, 'GET', `/api/dev/sms-outbox?phone=${phone}`);
  const text: string = body?.data?.[0]?.body ?? '';
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no OTP SMS for ${phone}`);
  return code;
}

export const goodPassword = 'Secret123';

/** Registers a member through the three API steps; answers the phone and password. */
export async function registerMember(
  app: FastifyInstance,
  options: {
    phone: string;
    accountNumber?: string;
    bank?: string;
    password?: string;
    referralKey?: string;
    affiliateKey?: string;
    /** Headers of the first step (e.g. an ad's click_id cookie). */
    headers?: Record<string, string>;
  },
) {
  const password = options.password ?? goodPassword;
  const started = await call(app, 'POST', '/api/register/phone', {
    body: { phone: options.phone, referral_key: options.referralKey, affiliate_key: options.affiliateKey },
    headers: options.headers,
  });
  if (started.status !== 200) throw new Error(`register/phone: ${started.status} ${started.text}`);
  const otp = await lastOtp(app, options.phone);
  const verified = await call(app, 'POST', '/api/register/otp', { body: { phone: options.phone, otp } });
  if (verified.status !== 200) throw new Error(`register/otp: ${verified.status} ${verified.text}`);
  const registrationToken: string = verified.body.access_token;
  const passwordSet = await call(app, 'POST', '/api/register/password', {
    token: registrationToken,
    body: { password, password_confirmation: password },
  });
  if (passwordSet.status !== 200)
    throw new Error(`register/password: ${passwordSet.status} ${passwordSet.text}`);
  const bank = await call(app, 'POST', '/api/register/bank-account', {
    token: registrationToken,
    body: {
      phone: options.phone,
      bank: options.bank ?? 'SCB',
      account_number: options.accountNumber ?? `1${options.phone.slice(1)}`,
      name: 'ทดสอบ ระบบ',
      line: options.phone,
      date_of_birth: '1990-01-15',
    },
  });
  if (bank.status !== 200) throw new Error(`register/bank-account: ${bank.status} ${bank.text}`);
  return { phone: options.phone, password, registrationToken };
}

export async function logInAs(app: FastifyInstance, phone: string, password: string): Promise<string> {
  const response = await call(app, 'POST', '/api/login', { body: { phone, password } });
  if (response.status !== 200) throw new Error(`login: ${response.status} ${response.text}`);
  return response.body.access_token;
}

/**
 * Opens the pool's connections before a race: otherwise the first request takes the one open
 * connection and finishes while the others are still connecting, and the race never happens.
 */
export async function warmUpConnections(connection: DatabaseConnection, count = 20): Promise<void> {
  if (connection.kind !== 'postgres') return;
  await Promise.all(Array.from({ length: count }, () => connection.db.execute(sql`select pg_sleep(0.02)`)));
}

/** Posts bank statement lines to the webhook, signed as a statement reader would sign them. */
export async function postStatementLines(
  t: TestApp,
  lines: Array<Record<string, unknown>>,
  options: { secret?: string; timestamp?: number; signature?: string } = {},
) {
  const body = JSON.stringify({ lines });
  const timestamp = String(options.timestamp ?? Math.floor(t.clock.now().getTime() / 1000));
  const signature =
    options.signature ?? signWebhook(options.secret ?? t.context.config.BANK_WEBHOOK_SECRET, timestamp, body);
  return call(t.app, 'POST', '/api/integrations/bank-statements', {
    body,
    headers: { 'content-type': 'application/json', 'x-signature': signature, 'x-timestamp': timestamp },
  });
}

/**
 * The current code of the seeded owner's authenticator. The last accepted step is forgotten first,
 * so that the tests' many logins within one 30-second step are not replays.
 */
export async function demoStaffCode(db: Database, now: Date, totpKey = developmentTotpKey): Promise<string> {
  const [admin] = await db.select().from(staffAccounts).where(eq(staffAccounts.username, 'admin'));
  if (!admin) throw new Error('no seeded staff member');
  if (!admin.totpSecret || !admin.totpConfirmedAt)
    throw new Error('the seeded staff member has no second factor');
  const secret = openTotpSecret(admin.totpSecret, totpKey);
  await db.update(staffAccounts).set({ totpLastStep: null }).where(eq(staffAccounts.id, admin.id));
  return totpCode(secret, now);
}

/**
 * Logs in the seeded owner with the password and the code of its authenticator (the TOTP secret the
 * seed made for this database); answers the staff bearer token. A code is accepted once, so the last
 * accepted step is forgotten first: tests log in many times within one 30-second step.
 */
export async function logInStaff(app: FastifyInstance): Promise<string> {
  const t = testApps.get(app);
  if (!t) throw new Error('logInStaff: not an app of createTestApp');
  const otp = await demoStaffCode(t.connection.db, t.clock.now());
  const response = await call(app, 'POST', '/api/backoffice/login', {
    body: { username: 'admin', password: 'Admin1234', otp },
  });
  if (response.status !== 200) throw new Error(`staff login: ${response.status} ${response.text}`);
  return response.body.access_token;
}

/** A registered, logged-in member: phone, token and the id in the database. */
export async function memberWithToken(t: TestApp, phone: string) {
  const { password } = await registerMember(t.app, { phone });
  const token = await logInAs(t.app, phone, password);
  const profile = await call(t.app, 'GET', '/api/customers/profile', { token });
  return { phone, token, password, profile: profile.body.data };
}

/** A member's id in the database, by phone. */
export async function memberIdOf(t: TestApp, phone: string): Promise<number> {
  const [row] = await t.connection.db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.phone, phone));
  return row!.id;
}

/** The member's credit (games[0].credit) in baht. */
export async function creditOf(app: FastifyInstance, token: string): Promise<number> {
  const response = await call(app, 'GET', '/api/customers/profile', { token });
  return response.body.data.games[0].credit;
}

/** A seamless-wallet call as the demo aggregator makes it: the JSON body signed with its secret. */
export function callWallet(
  t: TestApp,
  action: string,
  body: Record<string, unknown>,
  secret = t.context.config.DEMO_PROVIDER_SECRET,
) {
  const raw = JSON.stringify(body);
  const signature = createHmac('sha256', secret).update(raw).digest('hex');
  return call(t.app, 'POST', `/api/providers/chaba-demo/wallet/${action}`, {
    body: raw,
    headers: { 'content-type': 'application/json', 'x-signature': signature },
  });
}

/** A new member with a token, whose deposit of `amount` baht came in on the bank statement. */
export async function fundMember(t: TestApp, phone: string, amount: number) {
  const member = await memberWithToken(t, phone);
  return { ...member, credit: await depositAs(t, member.token, amount) };
}

/** A deposit of `amount` baht by a logged-in member, come in on the bank statement; answers the amount credited. */
export async function depositAs(t: TestApp, token: string, amount: number): Promise<number> {
  const { body } = await call(t.app, 'POST', '/api/requests/deposit/prepare', {
    token,
    body: { amount },
  });
  if (!body.data) throw new Error(`deposit/prepare: ${JSON.stringify(body)}`);
  const answer = await postStatementLines(t, [
    {
      id: `fund-${body.data.ref}`,
      account_number: body.data.to_account_number,
      amount: body.data.amount,
      occurred_at: t.clock.now().toISOString(),
    },
  ]);
  if (answer.body.data?.[0]?.status !== 'matched')
    throw new Error(`statement line not matched: ${JSON.stringify(answer.body)}`);
  return body.data.amount as number;
}
