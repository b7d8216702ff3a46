import { sendLineCampaignBatches } from '@chaba/core/line/send-line-messages';
import { lineFriendships, lineReceipts, lineWebhookEvents, memberLineAccounts } from '@chaba/db/schema';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendLine } from '../src/line-job';
import {
  fakeLineMessagingEnv,
  lineUserIdOf,
  lineWebhookBodyOf,
  startFakeLineMessaging,
  type FakeLineMessaging,
} from './fake-line-messaging';
import { call, createTestApp, depositAs, memberIdOf, memberWithToken, type TestApp } from './helpers';
import { createStaffMember, lastAuditOf, staffRequest, staffSessionToken } from './staff-helpers';

/** LINE Messaging API (issue 31, decision 71) against the local fake of LINE. */
let t: TestApp;
let line: FakeLineMessaging;
let marketingToken: string;
let nextEvent = 0;

beforeAll(async () => {
  line = await startFakeLineMessaging();
  t = await createTestApp({ env: { ...fakeLineMessagingEnv(line), PUBLIC_URL: 'https://chaba.example' } });
  const marketing = await createStaffMember(t, { username: 'line-marketing', role: 'marketing' });
  marketingToken = await staffSessionToken(t, marketing.staffId);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await line?.close();
});

/** LINE calls the webhook, signed (or as `signature` says). */
function webhook(body: string, signature: string | null = line.sign(body)) {
  return call(t.app, 'POST', '/api/providers/line/webhook', {
    body,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature ? { 'x-line-signature': signature } : {}),
    },
  });
}

function event(
  type: 'follow' | 'unfollow',
  userId: string,
  options: { id?: string; redelivery?: boolean } = {},
) {
  nextEvent += 1;
  return {
    type,
    userId,
    id: options.id ?? `01HLINE${String(nextEvent).padStart(19, '0')}`,
    timestamp: t.clock.now().getTime() + nextEvent,
    ...(options.redelivery ? { redelivery: true } : {}),
  };
}

/** A member whose LINE account is linked (the line-login work's row) and who follows the Official Account. */
async function linkedFollower(phone: string, n: number) {
  const member = await memberWithToken(t, phone);
  const memberId = await memberIdOf(t, phone);
  const userId = lineUserIdOf(n);
  await t.connection.db.insert(memberLineAccounts).values({ memberId, lineUserId: userId });
  expect((await webhook(lineWebhookBodyOf([event('follow', userId)]))).status).toBe(200);
  return { ...member, memberId, userId };
}

async function runJob() {
  return sendLine({ context: t.context, log: t.app.log, now: t.clock.now(), limit: 100 });
}

describe('the webhook', () => {
  it('refuses a missing, wrong or stale signature before anything else, and records nothing', async () => {
    const body = lineWebhookBodyOf([event('follow', lineUserIdOf(900))]);
    expect((await webhook(body, null)).status).toBe(401);
    expect((await webhook(body, line.sign(`${body} `))).status).toBe(401);
    expect((await webhook(`${body} `, line.sign(body))).status).toBe(401);
    // Not even bad JSON is looked at without the signature.
    expect((await webhook('{not json', 'AAAA')).status).toBe(401);
    expect(
      await t.connection.db
        .select()
        .from(lineFriendships)
        .where(eq(lineFriendships.lineUserId, lineUserIdOf(900))),
    ).toEqual([]);
  });

  it('records follow and unfollow once per webhookEventId; a redelivery changes nothing', async () => {
    const userId = lineUserIdOf(901);
    const follow = event('follow', userId);
    expect((await webhook(lineWebhookBodyOf([follow]))).body).toEqual({ success: true });
    const unfollow = event('unfollow', userId);
    expect((await webhook(lineWebhookBodyOf([unfollow]))).status).toBe(200);
    // The follow again, redelivered after the unfollow: already handled, and older anyway.
    expect((await webhook(lineWebhookBodyOf([{ ...follow, redelivery: true }]))).status).toBe(200);
    const [friendship] = await t.connection.db
      .select()
      .from(lineFriendships)
      .where(eq(lineFriendships.lineUserId, userId));
    expect(friendship?.following).toBe(false);
    const seen = await t.connection.db
      .select()
      .from(lineWebhookEvents)
      .where(eq(lineWebhookEvents.webhookEventId, follow.id));
    expect(seen).toHaveLength(1);
    // LINE's "verify" call: no events, 200.
    expect((await webhook(JSON.stringify({ destination: 'Ubot', events: [] }))).status).toBe(200);
  });
});

describe('receipts', () => {
  it('sends a deposit receipt once, as a Flex message in the member’s language', async () => {
    const member = await linkedFollower('0871000001', 1);
    const settings = await call(t.app, 'PUT', '/api/customers/line-settings', {
      token: member.token,
      body: { marketing: true },
      headers: { 'x-chaba-language': 'en' },
    });
    expect(settings.body.data).toEqual({ linked: true, marketing: true });
    await depositAs(t, member.token, 500);
    await runJob();
    await runJob();
    const receipts = line.delivered.filter((entry) => entry.to.includes(member.userId));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.path).toBe('/v2/bot/message/push');
    const message = receipts[0]!.messages[0]!;
    expect(message).toMatchObject({ type: 'flex', altText: expect.stringContaining('Deposit received') });
    expect(JSON.stringify(message)).toContain('https://chaba.example/en/lobby');
    const sent = line.calls.find((entry) => entry.body.includes(member.userId))!;
    expect(sent.headers.authorization).toBe(`Bearer ${line.accessToken}`);
    expect(sent.headers['x-line-retry-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends nothing to a member who does not follow the Official Account', async () => {
    const member = await linkedFollower('0871000002', 2);
    expect((await webhook(lineWebhookBodyOf([event('unfollow', member.userId)]))).status).toBe(200);
    await depositAs(t, member.token, 300);
    await runJob();
    expect(line.delivered.filter((entry) => entry.to.includes(member.userId))).toEqual([]);
    expect(
      await t.connection.db.select().from(lineReceipts).where(eq(lineReceipts.memberId, member.memberId)),
    ).toEqual([]);
  });

  it('tries again after a 429 with the same retry key, and LINE delivers it once', async () => {
    const member = await linkedFollower('0871000003', 3);
    line.answers.push(429);
    await depositAs(t, member.token, 200);
    await runJob();
    expect(line.delivered.filter((entry) => entry.to.includes(member.userId))).toEqual([]);
    const tries = () => line.calls.filter((entry) => entry.body.includes(member.userId));
    expect(tries().map((entry) => entry.status)).toEqual([429]);
    await runJob(); // not due yet
    expect(tries()).toHaveLength(1);
    t.clock.advanceSeconds(31);
    await runJob();
    expect(tries().map((entry) => entry.status)).toEqual([429, 200]);
    expect(tries()[0]!.headers['x-line-retry-key']).toBe(tries()[1]!.headers['x-line-retry-key']);
    expect(line.delivered.filter((entry) => entry.to.includes(member.userId))).toHaveLength(1);
  });
});

describe('marketing messages', () => {
  it('counts, sends to a segment once under concurrent job runs, and respects the opt-out', async () => {
    const members: Array<Awaited<ReturnType<typeof linkedFollower>>> = [];
    for (let n = 10; n < 16; n += 1) members.push(await linkedFollower(`08720000${n}`, n));
    // Two are tagged; one of them stops marketing messages.
    for (const member of members.slice(0, 2))
      await t.connection.db.execute(
        sql`insert into member_tags (member_id, tag) values (${member.memberId}, ${'vip-line'})`,
      );
    const optOut = await call(t.app, 'PUT', '/api/customers/line-settings', {
      token: members[1]!.token,
      body: { marketing: false },
    });
    expect(optOut.body.data.marketing).toBe(false);
    const segment = { kind: 'tags', tags: ['vip-line'] };
    const count = await staffRequest(t, marketingToken, 'POST', '/api/backoffice/line/audience', {
      body: { segment },
    });
    expect(count.body.data.total).toBe(1);
    const sent = await staffRequest(t, marketingToken, 'POST', '/api/backoffice/line/campaigns', {
      body: {
        text_th: 'โปรโมชั่นใหม่',
        text_en: 'New promotion',
        link_url: 'https://chaba.example/promotion',
        segment,
      },
    });
    expect(sent).toMatchObject({ status: 200, body: { data: { recipients: 1 } } });
    expect(await lastAuditOf(t, 'line_campaign.send')).toMatchObject({ targetId: String(sent.body.data.id) });
    const all = await staffRequest(t, marketingToken, 'POST', '/api/backoffice/line/campaigns', {
      body: { text_th: 'ข่าวสารสำหรับทุกคน', segment: { kind: 'all' } },
    });
    const before = line.delivered.length;
    const now = t.clock.now();
    await Promise.all(
      [1, 2, 3].map(() =>
        sendLineCampaignBatches(t.connection.db, { api: t.context.line!.api, now, limit: 20 }),
      ),
    );
    const multicasts = line.delivered
      .slice(before)
      .filter((entry) => entry.path === '/v2/bot/message/multicast');
    const reached = multicasts.flatMap((entry) => entry.to);
    expect(reached.filter((id) => id === members[0]!.userId)).toHaveLength(2); // the tagged one and "all"
    expect(reached).not.toContain(members[1]!.userId); // opted out
    for (const member of members.slice(2))
      expect(reached.filter((id) => id === member.userId)).toHaveLength(1);
    expect(new Set(multicasts.map((entry) => entry.retryKey)).size).toBe(multicasts.length);
    const campaigns = await staffRequest(t, marketingToken, 'GET', '/api/backoffice/line/campaigns');
    const listed = campaigns.body.data.find((row: { id: number }) => row.id === all.body.data.id);
    expect(listed.finished_at).not.toBeNull();
  });

  it('counts a VIP-level segment: the members the vip-levels job put at one of its levels', async () => {
    const members = [await linkedFollower('0872000020', 20), await linkedFollower('0872000021', 21)];
    const created = await staffRequest(t, marketingToken, 'POST', '/api/backoffice/vip/levels', {
      body: {
        rank: 7,
        name_th: 'แพลทินัม LINE',
        name_en: 'Platinum',
        name_cn: '',
        badge: 'platinum',
        basis: 'deposits',
        window_days: 30,
        threshold: 100000,
        keep_days: 30,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const levelId = created.body.data.id as number;
    await t.connection.db.execute(
      sql`insert into member_vip (member_id, level_id, reached_at, kept_until)
          values (${members[0]!.memberId}, ${levelId}, now(), now() + interval '30 days')`,
    );
    const count = await staffRequest(t, marketingToken, 'POST', '/api/backoffice/line/audience', {
      body: { segment: { kind: 'vip', level_ids: [levelId] } },
    });
    expect(count.body.data.total).toBe(1);
    const none = await staffRequest(t, marketingToken, 'POST', '/api/backoffice/line/audience', {
      body: { segment: { kind: 'vip', level_ids: [] } },
    });
    expect(none.status).toBe(422);
  });

  it('refuses a bad segment or address with per-field messages, and a role without line.send', async () => {
    const bad = await staffRequest(t, marketingToken, 'POST', '/api/backoffice/line/campaigns', {
      body: {
        text_th: '',
        image_url: 'http://insecure.example/a.png',
        segment: { kind: 'inactive', days: 0 },
      },
      language: 'en',
    });
    expect(bad.status).toBe(422);
    const support = await createStaffMember(t, { username: 'line-support', role: 'support' });
    const refused = await staffRequest(
      t,
      await staffSessionToken(t, support.staffId),
      'POST',
      '/api/backoffice/line/audience',
      {
        body: { segment: { kind: 'all' } },
      },
    );
    expect(refused.status).toBe(403);
  });
});
