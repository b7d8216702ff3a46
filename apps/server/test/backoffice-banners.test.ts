import { staffBanner, staffSitePage } from '@chaba/contracts/backoffice-content';
import { memberPushSubscriptionsResponse } from '@chaba/contracts/backoffice-push';
import { bannersResponse } from '@chaba/contracts/banners';
import { demoMember } from '@chaba/core/demo/seed-demo-data';
import { auditLog, banners, pushSubscriptions } from '@chaba/db/schema';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, useTestApp, memberIdOf } from './helpers';
import { createStaffMember, staffSessionToken } from './staff-helpers';

/**
 * The back office's banner desk, the articles' search fields and the members' push subscriptions
 * (decision 41): who may, what is audited, what is refused field by field, and what members then see.
 */
const tokens = {} as Record<'marketing' | 'support' | 'finance', string>;

const t = useTestApp({ env: { PUBLIC_URL: 'https://chaba.example' }, ledgerCheck: 'none' });
beforeAll(async () => {
  for (const role of ['marketing', 'support', 'finance'] as const) {
    const staff = await createStaffMember(t, { username: `banners-${role}`, role });
    tokens[role] = await staffSessionToken(t, staff.staffId);
  }
});

type Who = keyof typeof tokens;

async function as(
  who: Who,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  language?: string,
) {
  const response = await t.app.inject({
    method,
    url,
    headers: {
      authorization: `Bearer ${tokens[who]}`,
      ...(language ? { 'accept-language': language } : {}),
    },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { status: response.statusCode, body: response.json() };
}

const base = '/api/backoffice/content/banners';

/** What the member site's carousel gets, in a language. */
async function shown(placement: 'home' | 'lobby', language = 'th') {
  const response = await call(t.app, 'GET', `/api/banners?placement=${placement}`, {
    headers: { 'x-chaba-language': language },
  });
  expect(response.status).toBe(200);
  return bannersResponse.parse(response.body).data;
}

const audits = (action: string, targetId: number | string) =>
  t.connection.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(targetId))))
    .orderBy(desc(auditLog.id));

const newBanner = {
  placement: 'home',
  image: '/uploads/' + 'a'.repeat(64) + '.png',
  link: '/promotion',
  title_th: 'โบนัสวันเกิด',
  title_en: 'Birthday bonus',
  title_cn: '',
  text_th: 'รับ 100 บาท',
  text_en: '',
  text_cn: '',
  sort_order: 0,
  active: true,
  active_from: null,
  active_until: null,
};

describe('who may edit banners', () => {
  it('lets marketing in and refuses support, finance and strangers, changing nothing', async () => {
    expect((await as('marketing', 'GET', base)).status).toBe(200);
    for (const who of ['support', 'finance'] as const) {
      expect((await as(who, 'GET', base)).status).toBe(403);
      const refused = await as(who, 'POST', base, newBanner);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('forbidden');
    }
    expect((await call(t.app, 'GET', base)).status).toBe(401);
    const [seeded] = await t.connection.db.select().from(banners).limit(1);
    expect((await as('support', 'DELETE', `${base}/${seeded!.id}`)).status).toBe(403);
    expect((await as('finance', 'PUT', `${base}/${seeded!.id}/active`, { active: false })).status).toBe(403);
    expect(await t.connection.db.select().from(banners).where(eq(banners.id, seeded!.id))).toHaveLength(1);
    expect((await shown('home')).map((banner) => banner.title)).not.toContain(newBanner.title_th);
  });
});

describe('the banner desk', () => {
  it('lists every banner, off ones too, by placement and order', async () => {
    const list = await as('marketing', 'GET', base);
    const rows = list.body.data.map((row: unknown) => staffBanner.parse(row));
    expect(rows.map((row: { placement: string }) => row.placement)).toEqual([
      'home',
      'home',
      'home',
      'lobby',
      'lobby',
    ]);
  });

  it('creates a banner first on the home page: audited, and the member site shows it in its language', async () => {
    const created = await as('marketing', 'POST', base, newBanner);
    expect(created.status).toBe(200);
    const banner = staffBanner.parse(created.body.data);
    expect(banner).toMatchObject({ placement: 'home', link: '/promotion', title_en: 'Birthday bonus' });

    const thai = await shown('home');
    expect(thai[0]).toEqual({
      id: banner.id,
      image: newBanner.image,
      link: '/promotion',
      title: 'โบนัสวันเกิด',
      text: 'รับ 100 บาท',
    });
    // English where written, the Thai text where not.
    expect((await shown('home', 'en'))[0]).toMatchObject({ title: 'Birthday bonus', text: 'รับ 100 บาท' });

    const [record] = await audits('banner.create', banner.id);
    expect(record).toMatchObject({ targetType: 'banner', before: null });
    expect(record!.after).toMatchObject({ titleTh: 'โบนัสวันเกิด', placement: 'home' });
  });

  it('refuses bad fields one by one in the staff’s language, never a 500, and stores nothing', async () => {
    const before = await t.connection.db.select().from(banners);
    const bad = {
      ...newBanner,
      placement: 'sidebar',
      image: 'javascript:alert(1)',
      link: 'http://plain.example/',
      title_th: '   ',
      sort_order: -1,
      active_from: '2026-12-01T00:00:00.000Z',
      active_until: 'tomorrow',
    };
    const thai = await as('marketing', 'POST', base, bad, 'th');
    expect(thai.status).toBe(422);
    expect(Object.keys(thai.body.errors).sort()).toEqual(
      ['active_until', 'image', 'link', 'placement', 'sort_order', 'title_th'].sort(),
    );
    expect(thai.body.errors.title_th).toEqual(['กรุณากรอกหัวข้อภาษาไทย']);
    expect(thai.body.errors.link).toEqual(['ลิงก์ไม่ถูกต้อง']);
    const english = await as('marketing', 'POST', base, bad, 'en');
    expect(english.body.errors.image).toEqual(['Banner image is invalid']);

    for (const link of ['//elsewhere.example', '/\\elsewhere', 'javascript:alert(1)', 'data:text/html,x']) {
      const refused = await as('marketing', 'POST', base, { ...newBanner, link }, 'en');
      expect(refused.status, link).toBe(422);
      expect(Object.keys(refused.body.errors), link).toEqual(['link']);
    }
    const backwards = await as(
      'marketing',
      'POST',
      base,
      { ...newBanner, active_from: '2026-12-02T00:00:00.000Z', active_until: '2026-12-01T00:00:00.000Z' },
      'en',
    );
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors.active_until).toEqual(['The end date must not be before the start date']);
    expect(await t.connection.db.select().from(banners)).toHaveLength(before.length);
  });

  it('edits a banner’s texts, link and window: audited before and after, shown at once', async () => {
    const [banner] = (await as('marketing', 'GET', base)).body.data;
    const start = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    const changed = await as('marketing', 'PUT', `${base}/${banner.id}`, {
      ...newBanner,
      title_th: 'โบนัสวันเกิด 2',
      link: 'https://partner.example/offer',
      active_from: start,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ link: 'https://partner.example/offer', active_from: start });
    // Its window starts in an hour: the carousel leaves it out until then.
    expect((await shown('home')).map((shownBanner) => shownBanner.id)).not.toContain(banner.id);
    const [record] = await audits('banner.update', banner.id);
    expect(record!.before).toMatchObject({ titleTh: 'โบนัสวันเกิด', startsAt: null });
    expect(record!.after).toMatchObject({ titleTh: 'โบนัสวันเกิด 2', startsAt: start });

    const reopened = await as('marketing', 'PUT', `${base}/${banner.id}`, {
      ...newBanner,
      active_from: null,
    });
    expect(reopened.status).toBe(200);
    expect((await shown('home'))[0]!.id).toBe(banner.id);
    expect((await as('marketing', 'PUT', `${base}/999999`, newBanner)).status).toBe(404);
  });

  it('turns a banner off and on: it leaves the carousel and comes back, audited', async () => {
    const [banner] = (await as('marketing', 'GET', base)).body.data;
    const off = await as('marketing', 'PUT', `${base}/${banner.id}/active`, { active: false });
    expect(off.status).toBe(200);
    expect(off.body.data.active).toBe(false);
    expect((await shown('home')).map((shownBanner) => shownBanner.id)).not.toContain(banner.id);
    const [record] = await audits('banner.update', banner.id);
    expect(record!.before).toMatchObject({ active: true });
    expect(record!.after).toMatchObject({ active: false });
    expect((await as('marketing', 'PUT', `${base}/${banner.id}/active`, { active: 'yes' })).status).toBe(422);
    await as('marketing', 'PUT', `${base}/${banner.id}/active`, { active: true });
    expect((await shown('home'))[0]!.id).toBe(banner.id);
  });

  it('reorders a placement: the carousel follows; a list that is not the whole placement is refused', async () => {
    const lobby = (await shown('lobby')).map((banner) => banner.id);
    expect(lobby).toHaveLength(2);
    const reversed = [...lobby].reverse();
    const ordered = await as('marketing', 'PUT', `${base}/order`, { placement: 'lobby', ids: reversed });
    expect(ordered.status).toBe(200);
    expect(ordered.body.data.map((row: { sort_order: number }) => row.sort_order)).toEqual([10, 20]);
    expect((await shown('lobby')).map((banner) => banner.id)).toEqual(reversed);
    const [record] = await audits('banner.reorder', 'lobby');
    expect(record!.after).toEqual({
      order: [
        { id: reversed[0], sort_order: 10 },
        { id: reversed[1], sort_order: 20 },
      ],
    });

    const home = (await shown('home')).map((banner) => banner.id);
    for (const ids of [[reversed[0]!], [...reversed, home[0]!], [reversed[0]!, reversed[0]!]]) {
      const stale = await as('marketing', 'PUT', `${base}/order`, { placement: 'lobby', ids }, 'en');
      expect([409, 422], JSON.stringify(ids)).toContain(stale.status);
    }
    const stale = await as(
      'marketing',
      'PUT',
      `${base}/order`,
      { placement: 'lobby', ids: [reversed[0]] },
      'en',
    );
    expect(stale.body.code).toBe('banner_order_stale');
    expect((await shown('lobby')).map((banner) => banner.id)).toEqual(reversed);
  });

  it('deletes a banner: gone from the site, the audit keeps what it said', async () => {
    const [banner] = (await as('marketing', 'GET', base)).body.data;
    const deleted = await as('marketing', 'DELETE', `${base}/${banner.id}`);
    expect(deleted).toEqual({ status: 200, body: { success: true } });
    expect((await shown('home')).map((shownBanner) => shownBanner.id)).not.toContain(banner.id);
    const [record] = await audits('banner.delete', banner.id);
    expect(record!.before).toMatchObject({ id: banner.id, imagePath: banner.image });
    expect(record!.after).toBeNull();
    expect((await as('marketing', 'DELETE', `${base}/${banner.id}`)).status).toBe(404);
  });
});

describe('an article’s address, description and date', () => {
  const pages = '/api/backoffice/content/pages';
  const editable = (page: Record<string, unknown>) => {
    const { id: _id, updated_at: _updated, ...fields } = page;
    return fields;
  };

  it('edits the slug, description and publication date: the article, its list and the sitemap follow', async () => {
    const list = await as('marketing', 'GET', pages);
    const article = staffSitePage.parse(
      list.body.data.find((page: { kind: string }) => page.kind === 'article'),
    );
    const oldSlug = article.slug;
    const changed = await as('marketing', 'PUT', `${pages}/${article.id}`, {
      ...editable(article),
      slug: 'how-to-deposit-2026',
      description_th: 'วิธีฝากเงินแบบง่าย',
      description_en: 'Depositing, step by step',
      published_at: '2026-10-01T03:00:00.000Z',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      slug: 'how-to-deposit-2026',
      description_en: 'Depositing, step by step',
      published_at: '2026-10-01T03:00:00.000Z',
    });
    const [record] = await audits('site_page.update', article.id);
    expect(record!.before).toMatchObject({ slug: oldSlug });
    expect(record!.after).toMatchObject({ slug: 'how-to-deposit-2026' });

    const english = await call(t.app, 'GET', '/api/articles/how-to-deposit-2026', {
      headers: { 'x-chaba-language': 'en' },
    });
    expect(english.status).toBe(200);
    expect(english.body.data).toMatchObject({
      description: 'Depositing, step by step',
      published_at: '2026-10-01T03:00:00.000Z',
    });
    expect((await call(t.app, 'GET', `/api/articles/${oldSlug}`)).status).toBe(404);
    const sitemap = await call(t.app, 'GET', '/sitemap.xml');
    expect(sitemap.text).toContain('<loc>https://chaba.example/article/how-to-deposit-2026</loc>');
    expect(sitemap.text).not.toContain(`/article/${oldSlug}<`);

    // Fields left out keep their values (an older console, a script).
    const {
      slug: _slug,
      description_en: _description,
      published_at: _published,
      ...rest
    } = editable(changed.body.data);
    const kept = await as('marketing', 'PUT', `${pages}/${article.id}`, rest);
    expect(kept.body.data).toMatchObject({
      slug: 'how-to-deposit-2026',
      description_en: 'Depositing, step by step',
    });
  });

  it('refuses a slug that is not URL-safe or is another page’s, per field and in the staff’s language', async () => {
    const list = (await as('marketing', 'GET', pages)).body.data as Array<Record<string, unknown>>;
    const [first, second] = list.filter((page) => page.kind === 'article');
    for (const slug of ['Has Spaces', 'ไทย', '-leading', 'double--hyphen', 'a/b', '', 'x'.repeat(101)]) {
      const refused = await as(
        'marketing',
        'PUT',
        `${pages}/${first!.id}`,
        { ...editable(first!), slug },
        'th',
      );
      expect(refused.status, slug).toBe(422);
      expect(Object.keys(refused.body.errors), slug).toEqual(['slug']);
    }
    const spaced = await as(
      'marketing',
      'PUT',
      `${pages}/${first!.id}`,
      { ...editable(first!), slug: 'a b' },
      'en',
    );
    expect(spaced.body.errors.slug[0]).toContain('lower-case letters, digits and single hyphens');
    const taken = await as(
      'marketing',
      'PUT',
      `${pages}/${first!.id}`,
      { ...editable(first!), slug: second!.slug },
      'en',
    );
    expect(taken.status).toBe(422);
    expect(taken.body).toMatchObject({
      code: 'slug_taken',
      errors: { slug: ['Another page already has this address; please choose another'] },
    });
    const bad = await as(
      'marketing',
      'PUT',
      `${pages}/${first!.id}`,
      { ...editable(first!), description_th: 'x'.repeat(301), published_at: 'soon' },
      'en',
    );
    expect(Object.keys(bad.body.errors).sort()).toEqual(['description_th', 'published_at']);
  });
});

describe('a member’s push subscriptions', () => {
  let memberId: number;
  const url = () => `/api/backoffice/members/${memberId}/push-subscriptions`;

  beforeAll(async () => {
    memberId = await memberIdOf(t, demoMember.phone);
    const now = t.clock.now();
    await t.connection.db.insert(pushSubscriptions).values([
      {
        memberId,
        endpoint: 'https://fcm.googleapis.com/fcm/send/secret-token-1',
        p256dh: 'secret-p256dh-1',
        auth: 'secret-auth-1',
        language: 'th',
        userAgent: 'Chrome on Android',
        createdAt: now,
      },
      {
        memberId,
        endpoint: 'https://updates.push.services.mozilla.com/wpush/v2/secret-token-2',
        p256dh: 'secret-p256dh-2',
        auth: 'secret-auth-2',
        language: 'en',
        userAgent: null,
        createdAt: new Date(now.getTime() + 1000),
      },
    ]);
  });

  it('shows count, languages and dates to members.history, never the endpoint or the keys', async () => {
    // A member's devices are personal history: marketing's lookup does not see them (issue 30).
    expect((await as('marketing', 'GET', url())).status).toBe(403);
    const listed = await as('support', 'GET', url());
    expect(listed.status).toBe(200);
    const subscriptions = memberPushSubscriptionsResponse.parse(listed.body).data;
    expect(subscriptions.map((row) => [row.service, row.language])).toEqual([
      ['fcm.googleapis.com', 'th'],
      ['updates.push.services.mozilla.com', 'en'],
    ]);
    expect(JSON.stringify(listed.body)).not.toMatch(/secret/);
    expect((await as('support', 'GET', '/api/backoffice/members/999999/push-subscriptions')).status).toBe(
      404,
    );
  });

  it('lets members.edit remove one or all, audited without the endpoints; others get 403', async () => {
    const [first] = (await as('support', 'GET', url())).body.data;
    expect((await as('marketing', 'DELETE', `${url()}/${first.id}`)).status).toBe(403);
    expect((await as('finance', 'DELETE', url())).status).toBe(403);
    expect(await t.connection.db.select().from(pushSubscriptions)).toHaveLength(2);

    const one = await as('support', 'DELETE', `${url()}/${first.id}`);
    expect(one).toEqual({ status: 200, body: { success: true, removed: 1 } });
    expect((await as('support', 'DELETE', `${url()}/${first.id}`)).status).toBe(404);
    const [record] = await audits('member.push_remove', memberId);
    expect(record!.details).toMatchObject({ removed: [{ id: first.id, service: 'fcm.googleapis.com' }] });
    expect(JSON.stringify(record)).not.toMatch(/secret/);

    const all = await as('support', 'DELETE', url());
    expect(all.body).toEqual({ success: true, removed: 1 });
    expect((await as('support', 'GET', url())).body.data).toEqual([]);
  });

  it('tells the announcement editor whether push is set up', async () => {
    const status = await as('marketing', 'GET', '/api/backoffice/content/announcements/push');
    expect(status.status).toBe(200);
    // This app has no VAPID keys: announcements are not pushed.
    expect(status.body.data).toMatchObject({ enabled: false });
    expect((await as('support', 'GET', '/api/backoffice/content/announcements/push')).status).toBe(403);
  });
});
