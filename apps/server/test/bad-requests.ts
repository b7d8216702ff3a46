import { signHub88Body } from '@chaba/core/games/hub88-signature';
import { signWebhook } from '@chaba/core/integrations/verify-signature';
import { lineSignature } from '@chaba/core/line/line-webhook';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { createHmac, randomUUID, type KeyObject } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, goodPassword, logInAs, logInStaff, memberWithToken, type TestApp } from './helpers';
import { hub88TestSettings } from './hub88-helpers';

/**
 * Issue 9: whatever a caller sends, the answer is never a 5xx, and a refused request (4xx) changes
 * no table. Issue 24: and its status is one the OpenAPI document lists for the route. The routes are those the app registers (its onRoute hook), not a list that can go stale;
 * each is called without auth and with a member's or staff member's token, signed routes with a
 * correct signature, so the generated values reach validation and beyond.
 */

interface Route {
  method: string;
  url: string;
}

const routes: Route[] = [];
let t: TestApp;
let memberPhone: string;
let memberToken: string;
/** Members that replaced one shut out by a time-out, self-exclusion or closure. */
let replacedMembers = 1;
let staffToken: string;
/** Hub88's private key: its Wallet API calls are signed with it, as Hub88 signs (decision 55). */
let hub88Key: KeyObject;
/** The LINE Messaging channel's secret of the fuzz's app: the webhook is signed as LINE signs it. */
const fuzzLineSecret = 'fuzz-line-channel-secret-0123456789';
/** The statuses the OpenAPI document lists per `METHOD /path/{param}` (issue 24). */
let documentedStatuses: Map<string, Set<string>>;

/* The app, a member and a staff member: set up by badRequestSuite in each test file. */

function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** Per table: its row count and an md5 of all its rows, as the last changedTables saw it. */
const tableHashes = new Map<string, string>();

async function hashTables(names: Iterable<string>): Promise<Map<string, string>> {
  const selects = [...names].map(
    (name) =>
      `select '${name}' as name, count(*)::int as rows, ` +
      `md5(coalesce(string_agg(x::text, ',' order by x::text), '')) as hash from "${name}" x`,
  );
  if (selects.length === 0) return new Map();
  const rows = rowsOf<{ name: string; rows: number; hash: string }>(
    await t.connection.db.execute(sql.raw(selects.join(' union all '))),
  );
  return new Map(rows.map((row) => [row.name, `${row.rows}:${row.hash}`]));
}

/**
 * The tables whose rows differ from the last call's. Row triggers (noteChangedTables) note each table
 * a committed write touched in `fuzz_changed_tables`; only those are hashed again and compared, so a
 * write undone before the call (a login attempt reserved, then released) is no change, as when every
 * table was hashed after every request, which took most of the fuzz's time (about 170 tables).
 */
async function changedTables(): Promise<Set<string>> {
  // The outbox of member changes is drained after each request, by nudge and by timer: let the
  // drain under way finish, so that what an earlier request noted is not counted against this one.
  await t.context.changes.drain();
  const noted = rowsOf<{ name: string }>(
    await t.connection.db.execute(
      sql`with noted as (delete from fuzz_changed_tables returning name) select distinct name from noted`,
    ),
  ).map((row) => row.name);
  const changed = new Set<string>();
  for (const [name, hash] of await hashTables(noted)) {
    if (tableHashes.get(name) !== hash) changed.add(name);
    tableHashes.set(name, hash);
  }
  return changed;
}

/** Installs the triggers changedTables reads. */
async function noteChangedTables(): Promise<void> {
  await t.connection.db.execute(sql`create table fuzz_changed_tables (name text not null)`);
  // A table of the fuzz's own, to show that changedTables sees a change and not an undone one.
  await t.connection.db.execute(sql`create table fuzz_probe (id int primary key)`);
  await t.connection.db.execute(
    sql.raw(`create function fuzz_note_change() returns trigger language plpgsql as $$
      begin
        insert into fuzz_changed_tables (name) values (tg_table_name);
        return null;
      end $$`),
  );
  // A row's text, as the row hashes compared it: an update to the same values is no change.
  await t.connection.db.execute(
    sql.raw(`do $$
      declare target text;
      begin
        for target in
          select tables.table_name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE'
            and tables.table_name <> 'fuzz_changed_tables'
        loop
          execute format('create trigger fuzz_note_write after insert or delete on %I
            for each row execute function fuzz_note_change()', target);
          execute format('create trigger fuzz_note_update after update on %I for each row
            when (old::text is distinct from new::text) execute function fuzz_note_change()', target);
          execute format('create trigger fuzz_note_truncate after truncate on %I
            for each statement execute function fuzz_note_change()', target);
        end loop;
      end $$`),
  );
  const noted = rowsOf<{ tables: number }>(
    await t.connection.db.execute(
      sql`select count(distinct tgrelid)::int as tables from pg_trigger where tgname = 'fuzz_note_write'`,
    ),
  );
  expect(noted[0]?.tables).toBeGreaterThan(100);
  const tables = rowsOf<{ name: string }>(
    await t.connection.db.execute(
      sql`select relname as name from pg_trigger join pg_class on pg_class.oid = tgrelid
          where tgname = 'fuzz_note_write'`,
    ),
  );
  tableHashes.clear();
  for (const [name, hash] of await hashTables(tables.map((table) => table.name))) tableHashes.set(name, hash);
}

// ---- generators -------------------------------------------------------------------------------

const controlCharacter = fc.constantFrom(
  '\u0000',
  '\u0001',
  '\u0008',
  '\u000b',
  '\u001b',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u009f',
  '\ud800',
);
const textWithControl = fc
  .tuple(fc.string({ maxLength: 6 }), controlCharacter, fc.string({ maxLength: 6 }))
  .map(([before, bad, after]) => before + bad + after);
const hugeText = fc.constantFrom('x'.repeat(5_000), 'ก'.repeat(70_000), '9'.repeat(400));
const badAmount = fc.constantFrom<unknown>(
  1.001,
  100.001,
  0.005,
  -5,
  -0.01,
  0,
  1e308,
  1e21,
  2 ** 53 + 1,
  1e-7,
  99_999_999_999,
  '1.001',
  '1e3',
  'NaN',
  'Infinity',
  '-1',
  ' 100.001 ',
  '0x10',
  '',
);
const badScalar: fc.Arbitrary<unknown> = fc.oneof(
  textWithControl,
  hugeText,
  badAmount,
  fc.string({ maxLength: 12 }),
  fc.string({ maxLength: 8, unit: 'binary' }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(
    '2026-13-45T99:99:99Z',
    '+275760-09-13T00:00:00.000Z',
    '9999-12-31T23:59:59Z',
    '0000-01-01T00:00:00Z',
    '0000-01-01',
    '1899-12-31',
  ),
);
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: badScalar },
  { weight: 1, arbitrary: fc.array(badScalar, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 4 }), badScalar, { maxKeys: 2 }) },
);

/** Plausible values of every field the API knows, so that a request gets past its other fields. */
function goodFields(): Record<string, unknown> {
  return {
    phone: memberPhone,
    password: goodPassword,
    password_confirmation: goodPassword,
    old_password: goodPassword,
    otp: '123456',
    token: 'x'.repeat(40),
    bank: 'SCB',
    account_number: '1234567890',
    name: 'ทดสอบ ระบบ',
    line: 'line-id',
    date_of_birth: '1990-01-15',
    amount: 100,
    promotion_id: 1,
    username: 'admin',
    bank_ref: 'REF-1',
    cause: 'ไม่ตรง',
    request_id: 1,
    member_phone: memberPhone,
    gameID: 'baccarat',
    gameName: 'บาคาร่า',
    timestamp: '2026-11-20T10:00:00.000Z',
    launch_token: 'x'.repeat(40),
    player_token: 'x'.repeat(40),
    transaction_id: `tx-${randomUUID()}`,
    reference_transaction_id: 'tx-1',
    round_id: 'round-1',
    game_code: 'baccarat',
    week_end: '2026-11-20',
    referral_key: 'abc',
    affiliate_key: 'abc',
    click_id: 'click',
    game_username: 'player',
    lines: [statementLine()],
    interval_minutes: 30,
    daily_minutes: 60,
    // Hub88's Wallet API (decision 55); its amounts are integers, 1,000 to the satang.
    user: 'chaba-1',
    request_uuid: randomUUID(),
    transaction_uuid: randomUUID(),
    reference_transaction_uuid: randomUUID(),
    round: 'round-1',
    currency: 'THB',
    // A cashback or rebate programme (issue 29, decision 60).
    kind: 'cashback',
    name_th: 'คืนยอดเสีย',
    period: 'weekly',
    week_start_day: 3,
    rate_percent: 5,
    category_rates: { slot: 0.5 },
    categories: ['slot', 'live'],
    minimum: 0,
    maximum_payout: 0,
    turnover: 1,
    claim_mode: 'claim',
    claim_days: 7,
    active: true,
    // Staff bonuses and coupons (decision 59).
    code: 'WELCOME',
    turnover_multiplier: 5,
    reason: 'ทดสอบ',
    idempotency_key: randomUUID(),
    member_promotion_id: 1,
    turnover_required: 100,
    // LINE Login (decision 70).
    purpose: 'login',
    // A VIP level (decision 72).
    rank: 1,
    badge: 'gold',
    basis: 'deposits',
    window_days: 30,
    threshold: 1000,
    keep_days: 30,
    cashback_percent: 1,
    level_up_bonus: 100,
    vip_level_ids: [1],
  };
}

function statementLine(): Record<string, unknown> {
  return {
    id: `fuzz-${randomUUID()}`,
    account_number: '1234567890',
    amount: 100,
    occurred_at: '2026-11-20T10:00:00.000Z',
    from_name: 'FUZZ',
  };
}

const fieldName = fc.constantFrom(...Object.keys(goodFields()), 'id', 'ticket', '', '__proto__');

/** A JSON body: the known fields, some of them (or a statement line's) replaced by bad values. */
const jsonBody = fc
  .record({
    keep: fc.subarray(Object.keys(goodFields())),
    bad: fc.array(fc.tuple(fieldName, badValue), { minLength: 1, maxLength: 3 }),
    badLine: fc.option(fc.tuple(fc.constantFrom(...Object.keys(statementLine())), badValue)),
  })
  .map(({ keep, bad, badLine }) => {
    const good = goodFields();
    const body: Record<string, unknown> = Object.fromEntries(keep.map((key) => [key, good[key]]));
    for (const [key, value] of bad)
      Object.defineProperty(body, key, { value, enumerable: true, writable: true, configurable: true });
    if (badLine) {
      const line = statementLine();
      line[badLine[0]] = badLine[1];
      body.lines = [statementLine(), line];
    }
    return JSON.stringify(body);
  });
const rawBody = fc.oneof(
  { weight: 8, arbitrary: jsonBody },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '{"phone":',
      '[]',
      'null',
      '"\\u0000"',
      '{"a":1}}',
      '{"lines":[]}',
      '{"lines":{}}',
      `{"lines":[${'{},'.repeat(600)}{}]}`,
      '['.repeat(20_000) + ']'.repeat(20_000),
      '{"__proto__":{"x":1}}',
      '',
    ),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
);

/** Percent-encodes text; a lone surrogate becomes the bytes of one (invalid UTF-8, as an attacker sends). */
const encode = (text: string) =>
  Array.from(text, (character) =>
    /^[\ud800-\udfff]$/.test(character) ? '%ED%A0%80' : encodeURIComponent(character),
  ).join('');

/** A path parameter or query value as it appears in a URL. */
const urlValue = fc.oneof(
  badScalar.map((value) => encode(String(value))),
  fc.constantFrom('%00', '%', '%ZZ', '%E0%A4%A', '..%2F..%2Fetc', '%C0%80', '1.5', '-1', '1e400', '0'),
);
const query = fc.array(
  fc.tuple(
    fc.constantFrom('ticket', 'phone', 'status', 'limit', 'date', 'mobile', 'c', 'e', 'r', '%00'),
    urlValue,
  ),
  { maxLength: 3 },
);

/** Path parameters the app knows, so that a bad value elsewhere reaches the handler. */
const goodParams: Record<string, string[]> = {
  provider: ['chaba-demo'],
  game: ['baccarat'],
  key: ['abc'],
  id: ['1', '2'],
  file: ['scb.svg'],
  name: ['promptpay', 'demo'],
};
const param = fc.oneof({ weight: 1, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: urlValue });

interface Generated {
  auth: 'none' | 'member' | 'staff';
  /** Path parameters in order; undefined takes a good value (goodParams). */
  params: Array<string | undefined>;
  goodParam: number;
  query: Array<[string, string]>;
  body: string;
  contentType: string;
}

const request: fc.Arbitrary<Generated> = fc.record({
  auth: fc.constantFrom('none', 'member', 'staff'),
  params: fc.array(param, { minLength: 4, maxLength: 4 }),
  goodParam: fc.nat(5),
  query,
  body: rawBody,
  contentType: fc.constantFrom(
    'application/json',
    'application/json',
    'application/json',
    'application/x-www-form-urlencoded',
    'text/plain',
  ),
});

/**
 * Refusals whose very purpose is to be counted (abuse limits): these may change their own tables,
 * and only those.
 */
const countedRefusals: Record<string, string[]> = {
  login_failed: ['login_attempts'],
  // A wrong password closing an account counts like a failed login (issue 13).
  old_password_wrong: ['login_attempts'],
  // A refused staff login is also audited (issue 11).
  staff_login_failed: ['login_attempts', 'audit_log'],
  staff_address_not_allowed: ['audit_log'],
  staff_login_unknown_address: ['audit_log'],
  otp_invalid: ['otp_challenges'],
  otp_attempts_exceeded: ['otp_challenges'],
  // Every refused coupon code counts against guessing (decision 59).
  ...Object.fromEntries(
    [
      'coupon_unknown',
      'coupon_not_started',
      'coupon_expired',
      'coupon_used_up',
      'coupon_already_used',
      'coupon_deposit_too_small',
      'coupon_promotion_active',
      'coupon_not_eligible',
    ].map((code) => [code, ['coupon_attempts']]),
  ),
};

function errorCodeOf(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { code?: unknown };
    return typeof parsed.code === 'string' ? parsed.code : undefined;
  } catch {
    return undefined;
  }
}

/** Cases every route gets besides the random ones: the 500s that issue 9 found. */
function knownBadCases(): Generated[] {
  const base = { goodParam: 0, contentType: 'application/json', query: [] as Array<[string, string]> };
  const good = goodFields();
  const withNul = Object.fromEntries(
    Object.entries(good).map(([key, value]) => [key, typeof value === 'string' ? `${value}\u0000` : value]),
  );
  const line = { ...statementLine(), amount: 100.001 };
  const cases: Array<Omit<Generated, 'auth'>> = [
    { ...base, params: ['%00', undefined, undefined, undefined], body: JSON.stringify(good) },
    { ...base, params: [undefined, '%00', undefined, undefined], body: JSON.stringify(good) },
    { ...base, params: [], query: [['phone', '%00']], body: JSON.stringify(withNul) },
    { ...base, params: [], body: JSON.stringify({ ...good, amount: 1.001 }) },
    { ...base, params: [], body: JSON.stringify({ lines: [statementLine(), line] }) },
    // Year 0 passes an ISO format check, but PostgreSQL cannot store it.
    {
      ...base,
      params: [],
      query: [['date', '0000-01-01']],
      body: JSON.stringify({
        ...good,
        week_end: '0000-01-01',
        timestamp: '0000-01-01T00:00:00Z',
        lines: [statementLine(), { ...statementLine(), occurred_at: '0000-01-01T00:00:00Z' }],
      }),
    },
  ];
  return cases.flatMap((generated) => [
    { ...generated, auth: 'member' as const },
    { ...generated, auth: 'staff' as const },
  ]);
}

// ---- the property -----------------------------------------------------------------------------

/** Hub88's statuses given before any wallet function runs (decision 55). */
const hub88Refusals = new Set([
  'RS_ERROR_INVALID_SIGNATURE',
  'RS_ERROR_WRONG_SYNTAX',
  'RS_ERROR_WRONG_TYPES',
  'RS_ERROR_INVALID_TOKEN',
  'RS_ERROR_TOKEN_EXPIRED',
  'RS_ERROR_WRONG_CURRENCY',
  'RS_ERROR_UNKNOWN',
]);

function hub88StatusOf(body: string): string | undefined {
  try {
    return (JSON.parse(body) as { status?: string }).status;
  } catch {
    return undefined;
  }
}

function injectOptions(route: Route, generated: Generated): InjectOptions {
  let index = 0;
  const path = route.url.replace(/:([A-Za-z_]+)|\*/g, (_, name: string | undefined) => {
    const good = goodParams[name ?? ''] ?? ['x'];
    return generated.params[index++ % 4] ?? good[generated.goodParam % good.length]!;
  });
  const search = generated.query.map(([key, value]) => `${key}=${value}`).join('&');
  const url = search ? `${path}?${search}` : path;
  const headers: Record<string, string> = {};
  const payload = route.method === 'GET' ? undefined : generated.body;
  if (payload !== undefined) headers['content-type'] = generated.contentType;
  if (generated.auth === 'member') headers.authorization = `Bearer ${memberToken}`;
  if (generated.auth === 'staff') headers.authorization = `Bearer ${staffToken}`;
  // Signed routes are signed correctly (but without auth): the values must reach the validation.
  if (/^\/api\/(providers|integrations)\//.test(route.url) && generated.auth !== 'none') {
    const raw = payload ?? '';
    const timestamp = String(Math.floor(t.clock.now().getTime() / 1000));
    if (route.url.startsWith('/api/providers/hub88/'))
      headers['x-hub88-signature'] = signHub88Body(hub88Key, raw);
    else if (route.url === '/api/providers/line/webhook')
      headers['x-line-signature'] = lineSignature(fuzzLineSecret, raw);
    else if (route.url.startsWith('/api/providers/'))
      headers['x-signature'] = createHmac('sha256', t.context.config.DEMO_PROVIDER_SECRET)
        .update(raw)
        .digest('hex');
    else {
      headers['x-timestamp'] = timestamp;
      headers['x-signature'] = signWebhook(
        route.url.startsWith('/api/integrations/payouts/')
          ? t.context.config.PAYOUT_AGENT_SECRET!
          : t.context.config.BANK_WEBHOOK_SECRET,
        timestamp,
        raw,
      );
    }
  }
  return { method: route.method as InjectOptions['method'], url, headers, payload };
}

/**
 * The suite for one part of the API (the member and integration routes, or the staff routes), and
 * of that part every `slice.of`-th route from `slice.index`: six files (three slices of each part) run
 * two at a time, each on its own app and database, each well within its time as routes are added.
 */
/** The API's documents (OpenAPI JSON and YAML, the reference page's files): no input to vary. */
const documentRoutes = /^\/api\/(openapi\.json$|docs(\/|$))/;

export function badRequestSuite(
  part: 'member' | 'staff',
  slice: { index: number; of: number } = { index: 0, of: 1 },
): void {
  const inPart = (route: Route) => route.url.startsWith('/api/backoffice') === (part === 'staff');
  beforeAll(async () => {
    // Files share a worker's modules (decision 53): another suite's routes must not stay behind.
    routes.length = 0;
    replacedMembers = 1;
    const hub88 = hub88TestSettings();
    hub88Key = hub88.hub88PrivateKey;
    t = await createTestApp({
      // The payout agent's report is signed with its own secret (decision 51); Hub88's Wallet API
      // is on, signed with Hub88's key (decision 55).
      // LINE Login is on (decision 70), so that its routes get past `line_login_off`.
      env: {
        PAYOUT_AGENT_SECRET: 'fuzz-payout-agent-secret-0123456789',
        LINE_LOGIN_CHANNEL_ID: '1653000000',
        LINE_LOGIN_CHANNEL_SECRET: 'fuzz-line-login-channel-secret',
        ...hub88.env,
        // LINE messaging on (decision 71): its webhook is signed with this channel secret.
        LINE_MESSAGING_CHANNEL_SECRET: fuzzLineSecret,
        LINE_MESSAGING_CHANNEL_ACCESS_TOKEN: 'fuzz-line-access-token',
      },
      onRoute: (route) => {
        for (const method of [route.method].flat())
          if (method !== 'HEAD' && method !== 'OPTIONS' && inPart({ method, url: route.url }))
            routes.push({ method, url: route.url });
      },
    });
    memberPhone = '0829900001';
    memberToken = (await memberWithToken(t, memberPhone)).token;
    staffToken = await logInStaff(t.app);
    documentedStatuses = new Map();
    const openApi = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    };
    for (const [path, operations] of Object.entries(openApi.paths))
      for (const [method, operation] of Object.entries(operations))
        documentedStatuses.set(
          `${method.toUpperCase()} ${path}`,
          new Set(Object.keys(operation.responses ?? {})),
        );
    await noteChangedTables();
  }, 180_000);
  afterAll(() => t.close());

  describe(`bad requests to every ${part} route (slice ${slice.index + 1} of ${slice.of})`, () => {
    it('finds the routes', () => {
      expect(routes.length).toBeGreaterThan(30);
      if (part === 'member') {
        expect(routes).toContainEqual({ method: 'GET', url: '/api/affiliates/:key' });
        expect(routes).toContainEqual({ method: 'GET', url: '/api/customers/affiliate' });
        expect(routes).toContainEqual({ method: 'POST', url: '/api/integrations/bank-statements' });
        expect(routes).toContainEqual({ method: 'POST', url: '/api/providers/hub88/wallet/transaction/bet' });
        expect(routes).toContainEqual({ method: 'POST', url: '/api/customers/coupons/redeem' });
        expect(routes).toContainEqual({ method: 'POST', url: '/api/line-login/start' });
        expect(routes).toContainEqual({ method: 'GET', url: '/line-login/callback' });
        expect(routes).toContainEqual({ method: 'POST', url: '/api/providers/line/webhook' });
        expect(routes).toContainEqual({ method: 'PUT', url: '/api/customers/line-settings' });
        expect(routes).toContainEqual({ method: 'POST', url: '/api/customers/wheel/spin' });
        expect(routes).toContainEqual({ method: 'POST', url: '/api/customers/checkin' });
        expect(routes).toContainEqual({ method: 'POST', url: '/api/wheel/verify' });
        expect(routes).toContainEqual({
          method: 'POST',
          url: '/api/integrations/bank-devices/:id/sms-forwarder',
        });
      } else {
        expect(routes).toContainEqual({ method: 'GET', url: '/api/backoffice/members' });
        expect(routes).toContainEqual({ method: 'GET', url: '/api/backoffice/bank-messages/quiet-devices' });
        expect(routes).toContainEqual({
          method: 'POST',
          url: '/api/backoffice/bank-messages/:id/statement-line',
        });
        expect(routes).toContainEqual({ method: 'POST', url: '/api/backoffice/bank-operations/:id/freeze' });
        expect(routes).toContainEqual({ method: 'POST', url: '/api/backoffice/members/:id/bonuses' });
        expect(routes).toContainEqual({ method: 'PUT', url: '/api/backoffice/coupons/:id' });
        expect(routes).toContainEqual({ method: 'POST', url: '/api/backoffice/line/campaigns' });
        expect(routes).toContainEqual({ method: 'PUT', url: '/api/backoffice/wheel' });
        expect(routes).toContainEqual({ method: 'PATCH', url: '/api/backoffice/affiliates/:id' });
        expect(routes).toContainEqual({ method: 'PUT', url: '/api/backoffice/affiliate-plans/:id' });
        expect(routes).toContainEqual({ method: 'POST', url: '/api/backoffice/affiliate-statements/run' });
        expect(routes.every((route) => route.url.startsWith('/api/backoffice'))).toBe(true);
      }
    });

    it('sees a changed table, and not a change undone', async () => {
      await changedTables();
      await t.connection.db.execute(sql`insert into fuzz_probe (id) values (1)`);
      expect([...(await changedTables())]).toEqual(['fuzz_probe']);
      await t.connection.db.execute(sql`insert into fuzz_probe (id) values (2)`);
      await t.connection.db.execute(sql`delete from fuzz_probe where id = 2`);
      await t.connection.db.execute(sql`update fuzz_probe set id = 1 where id = 1`);
      expect([...(await changedTables())]).toEqual([]);
      await t.connection.db.execute(sql`delete from fuzz_probe`);
      expect([...(await changedTables())]).toEqual(['fuzz_probe']);
    });

    // Every route of the slice, 25 requests each: 20–60 s a slice on PostgreSQL on a busy two-core
    // machine; the limit leaves room for a slower one.
    it('never answer 5xx, and a refused request changes no table', { timeout: 600_000 }, async () => {
      await changedTables();
      let creditCheckUntil = 0;
      const failures: string[] = [];
      // The live-update stream answers a good ticket with an endless response; none is generated.
      for (const route of routes.filter((_, index) => index % slice.of === slice.index)) {
        await fc.assert(
          fc.asyncProperty(request, async (generated) => {
            const options = injectOptions(route, generated);
            const response = await t.app.inject(options);
            const written = await changedTables();
            const where = `${route.method} ${route.url} as ${generated.auth}: ${options.method} ${String(options.url).slice(0, 120)} ${String(options.payload ?? '').slice(0, 160)}`;
            if (response.statusCode >= 500) failures.push(`${response.statusCode} ${where}`);
            // Hub88's Wallet API answers 200 with its status: one refused before the wallet function
            // (signature, form, types, token, currency) changes nothing either.
            if (
              route.url.startsWith('/api/providers/hub88/') &&
              hub88Refusals.has(hub88StatusOf(response.body) ?? '')
            ) {
              const changed = [...written];
              if (changed.length > 0) failures.push(`hub88 refusal changed ${changed.join(', ')}: ${where}`);
            }
            // Hidden routes (the document itself, its page) are not in it.
            const documented = documentedStatuses.get(
              `${route.method} ${route.url.replace(/:([A-Za-z_]+)/g, '{$1}')}`,
            );
            if (documented && !documented.has(String(response.statusCode)))
              failures.push(`undocumented ${response.statusCode}: ${where} → ${response.body.slice(0, 200)}`);
            if (response.statusCode >= 400 && response.statusCode < 500) {
              const mayChange = [...(countedRefusals[errorCodeOf(response.body) ?? ''] ?? [])];
              if (Date.now() < creditCheckUntil) mayChange.push('credit_checks');
              const changed = [...written].filter((table) => !mayChange.includes(table));
              if (changed.length > 0)
                failures.push(
                  `${response.statusCode} changed ${changed.join(', ')}: ${where} → ${response.body.slice(0, 200)}`,
                );
            }
            // A started credit check finishes on a timer a second later (credit_checks only).
            if (response.statusCode < 300 && /check-credit/.test(route.url))
              creditCheckUntil = Date.now() + 2_000;
            // A logout or password change ends the session the generator uses: start new ones.
            // A time-out, self-exclusion or closure shuts the member out: go on with a new member.
            if (response.statusCode < 300 && /time-out|self-exclusion|close-account/.test(route.url)) {
              memberPhone = `08299${String((replacedMembers += 1)).padStart(5, '0')}`;
              memberToken = (await memberWithToken(t, memberPhone)).token;
              await changedTables();
            }
            if (response.statusCode < 300 && /logout|password/.test(route.url)) {
              memberToken = await logInAs(t.app, memberPhone, goodPassword).catch(() => memberToken);
              staffToken = await logInStaff(t.app).catch(() => staffToken);
              await changedTables();
            }
          }),
          {
            // The API's own documents take no input and render the whole API each time (the YAML
            // alone took 44 s for 25 runs on a busy machine): a few runs show they never answer 5xx.
            numRuns: documentRoutes.test(route.url) ? 3 : 25,
            seed: 9009 + routes.indexOf(route),
            endOnFailure: true,
            examples: knownBadCases().map((generated) => [generated] as [Generated]),
          },
        );
      }
      expect(failures).toEqual([]);
    });
  });
}
