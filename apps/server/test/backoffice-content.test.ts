import { imageUploadMaxBytes } from '@chaba/contracts/backoffice-content';
import { seedGames } from '@chaba/core/games/seed-games';
import { demoMember } from '@chaba/core/demo/seed-demo-data';
import { auditLog, games, promotions } from '@chaba/db/schema';
import { and, desc, eq } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, logInAs, type TestApp } from './helpers';
import { createStaffMember, staffSessionToken } from './staff-helpers';

let t: TestApp;
let uploadsDir: string;
let memberToken: string;
const tokens = {} as Record<'marketing' | 'support' | 'finance', string>;

beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'chaba-uploads-'));
  t = await createTestApp({ env: { UPLOADS_DIR: uploadsDir } });
  for (const role of ['marketing', 'support', 'finance'] as const) {
    const staff = await createStaffMember(t, { username: `content-${role}`, role });
    tokens[role] = await staffSessionToken(t, staff.staffId);
  }
  memberToken = await logInAs(t.app, demoMember.phone, demoMember.password);
});
afterAll(async () => {
  await t.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

type Who = keyof typeof tokens;

/** A staff call with any method (the content desk changes records with PUT). */
async function as(who: Who, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, language?: string) {
  const response = await t.app.inject({
    method,
    url,
    headers: {
      authorization: `Bearer ${tokens[who]}`,
      ...(language ? { 'accept-language': language } : {}),
    },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { status: response.statusCode, headers: response.headers, body: response.json() };
}

/** What a member's browser asks, in the page's language. */
const asMember = (url: string, language = 'th') =>
  call(t.app, 'GET', url, { token: memberToken, headers: { 'x-chaba-language': language } });

const auditRows = (action: string, targetId: number) =>
  t.connection.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(targetId))))
    .orderBy(desc(auditLog.id));

async function firstPromotion() {
  const list = await as('marketing', 'GET', '/api/backoffice/content/promotions');
  expect(list.status).toBe(200);
  return list.body.data[0];
}

/** A promotion's editable fields as the console sends them back. */
function editable(promotion: Record<string, unknown>) {
  const { id: _id, created_at: _created, ...fields } = promotion;
  return fields;
}

describe('who may edit content', () => {
  it('lets marketing read and change content, and refuses support, finance and strangers', async () => {
    const promotion = await firstPromotion();
    for (const url of [
      '/api/backoffice/content/promotions',
      '/api/backoffice/content/activities',
      '/api/backoffice/content/announcements',
      '/api/backoffice/content/pages',
      '/api/backoffice/content/games',
    ]) {
      expect((await as('marketing', 'GET', url)).status).toBe(200);
      expect((await as('support', 'GET', url)).status).toBe(403);
      expect((await as('finance', 'GET', url)).status).toBe(403);
      expect((await call(t.app, 'GET', url)).status).toBe(401);
    }
    const change = { ...editable(promotion), bonus_percent: 55 };
    const refused = await as('support', 'PUT', `/api/backoffice/content/promotions/${promotion.id}`, change);
    expect(refused.status).toBe(403);
    const [row] = await t.connection.db.select().from(promotions).where(eq(promotions.id, promotion.id));
    expect(row!.bonusPercentBasisPoints).toBe(promotion.bonus_percent * 100);
  });
});

describe('promotions', () => {
  it('refuses bad fields one by one in the caller’s language and changes nothing', async () => {
    const promotion = await firstPromotion();
    const bad = {
      ...editable(promotion),
      name_th: '  ',
      bonus_percent: 12.345,
      deposit_min: -1,
      image_url: 'javascript:alert(1)',
      active_from: '2026-12-01T00:00:00.000Z',
      active_until: '2026-11-01T00:00:00.000Z',
      sort_order: 1.5,
    };
    const thai = await as('marketing', 'PUT', `/api/backoffice/content/promotions/${promotion.id}`, bad);
    expect(thai.status).toBe(422);
    expect(Object.keys(thai.body.errors).sort()).toEqual(
      ['bonus_percent', 'deposit_min', 'image_url', 'name_th', 'sort_order'].sort(),
    );
    expect(thai.body.errors.name_th).toEqual(['กรุณากรอกชื่อภาษาไทย']);
    expect(thai.body.errors.image_url).toEqual(['รูปภาพไม่ถูกต้อง']);

    const english = await as(
      'marketing',
      'PUT',
      `/api/backoffice/content/promotions/${promotion.id}`,
      bad,
      'en',
    );
    expect(english.body.errors.name_th).toEqual(['Thai name is required']);

    // The period check runs once every field is well formed.
    const backwards = {
      ...editable(promotion),
      active_from: bad.active_from,
      active_until: bad.active_until,
    };
    const period = await as(
      'marketing',
      'PUT',
      `/api/backoffice/content/promotions/${promotion.id}`,
      backwards,
      'en',
    );
    expect(period.status).toBe(422);
    expect(period.body.errors.active_until).toEqual(['The end date must not be before the start date']);

    expect(await auditRows('promotion.update', promotion.id)).toEqual([]);
    expect((await firstPromotion()).bonus_percent).toBe(promotion.bonus_percent);
    const missing = await as(
      'marketing',
      'PUT',
      '/api/backoffice/content/promotions/999999',
      editable(promotion),
    );
    expect(missing.status).toBe(404);
  });

  it('changes the bonus percent: audited with before and after, and members see it at once', async () => {
    const promotion = await firstPromotion();
    expect((await asMember('/api/customers/profile')).body.data.promotions[0].bonus_percent).toBe(
      promotion.bonus_percent,
    );

    const changed = await as('marketing', 'PUT', `/api/backoffice/content/promotions/${promotion.id}`, {
      ...editable(promotion),
      bonus_percent: 75.5,
      name_en: 'Welcome bonus',
      // The demo seed names it in Chinese too; without one the Thai name shows (below).
      name_cn: '',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      id: promotion.id,
      bonus_percent: 75.5,
      name_en: 'Welcome bonus',
    });

    const [audit] = await auditRows('promotion.update', promotion.id);
    expect(audit!.before).toMatchObject({
      bonusPercentBasisPoints: promotion.bonus_percent * 100,
      nameEn: promotion.name_en,
    });
    expect(audit!.after).toMatchObject({ bonusPercentBasisPoints: 7550, nameEn: 'Welcome bonus' });

    const thai = (await asMember('/api/customers/profile')).body.data.promotions[0];
    expect(thai).toMatchObject({ id: promotion.id, bonus_percent: 75.5, name: promotion.name_th });
    const english = (await asMember('/api/customers/profile', 'en')).body.data.promotions[0];
    expect(english.name).toBe('Welcome bonus');
    // No Chinese name written: the Thai one shows.
    const chinese = (await call(t.app, 'GET', '/api/promotions', { headers: { 'x-chaba-language': 'cn' } }))
      .body.data[0];
    expect(chinese).toMatchObject({ bonus_percent: 75.5, name: promotion.name_th });
  });

  it('creates a promotion offered only from its start time', async () => {
    const opensAt = new Date(t.clock.now().getTime() + 3600_000).toISOString();
    const created = await as('marketing', 'POST', '/api/backoffice/content/promotions', {
      name_th: 'โปรใหม่',
      name_en: '',
      name_cn: '',
      bonus_percent: 0,
      bonus_max: 0,
      bonus_fixed: 30,
      deposit_min: 100,
      deposit_max: 0,
      turnover: 2,
      turnover_max: 0,
      image_url: null,
      active: true,
      active_from: opensAt,
      active_until: null,
      sort_order: 0,
    });
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    expect((await auditRows('promotion.create', id))[0]!.before).toBeNull();
    const openIds = async () =>
      (await call(t.app, 'GET', '/api/promotions')).body.data.map((row: { id: number }) => row.id);
    expect(await openIds()).not.toContain(id);
    const opened = await as('marketing', 'PUT', `/api/backoffice/content/promotions/${id}`, {
      ...editable(created.body.data),
      active_from: null,
    });
    expect(opened.status).toBe(200);
    expect((await openIds())[0]).toBe(id);
  });
});

describe('activities, announcements and pages', () => {
  it('renames an activity and changes its bonus for members at once', async () => {
    const list = await as('marketing', 'GET', '/api/backoffice/content/activities');
    const activity = list.body.data[0];
    const { id: _id, created_at: _created, ...fields } = activity;
    const saved = await as('marketing', 'PUT', `/api/backoffice/content/activities/${activity.id}`, {
      ...fields,
      name_en: 'Daily first deposit',
      bonus: 25,
    });
    expect(saved.status).toBe(200);
    const events = (await asMember('/api/customers/profile', 'en')).body.data.events;
    expect(events[0]).toMatchObject({ id: activity.id, name: 'Daily first deposit', bonus: 25 });
    const [audit] = await auditRows('activity.update', activity.id);
    expect(audit!.before).toMatchObject({ bonusSatang: '2000' });
    expect(audit!.after).toMatchObject({ bonusSatang: '2500' });

    const weekly = await as('marketing', 'POST', '/api/backoffice/content/activities', {
      ...fields,
      rule_kind: 'weekly_deposit_total',
      minimum_deposit: 0,
    });
    expect(weekly.status).toBe(422);
    expect(Object.keys(weekly.body.errors)).toEqual(['minimum_deposit']);
  });

  it('publishes an announcement as a popup in the member’s language', async () => {
    const created = await as('marketing', 'POST', '/api/backoffice/content/announcements', {
      content_th: 'ปิดปรับปรุงระบบคืนนี้',
      content_en: 'Maintenance tonight',
      content_cn: '',
      image_url: null,
      active: 1,
    });
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    const shown = async (language: string) =>
      (await call(t.app, 'GET', '/api/notification', { headers: { 'x-chaba-language': language } })).body[0];
    expect(await shown('en')).toMatchObject({ id, content: 'Maintenance tonight', active: 1 });
    expect(await shown('cn')).toMatchObject({ id, content: 'ปิดปรับปรุงระบบคืนนี้' });

    const banner = await as('marketing', 'PUT', `/api/backoffice/content/announcements/${id}`, {
      ...created.body.data,
      active: 2,
    });
    expect(banner.status).toBe(200);
    expect((await shown('th')).active).toBe(2);
    const [audit] = await auditRows('announcement.update', id);
    expect(audit!.before).toMatchObject({ active: 1 });
    expect(audit!.after).toMatchObject({ active: 2 });
    const invalid = await as('marketing', 'PUT', `/api/backoffice/content/announcements/${id}`, {
      ...created.body.data,
      active: 3,
      content_th: '   ',
    });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors).sort()).toEqual(['active', 'content_th']);
  });

  it('writes the policy and an article, which members read in their language', async () => {
    const policy = await as('marketing', 'POST', '/api/backoffice/content/pages', {
      kind: 'privacy_policy',
      title_th: 'นโยบายความเป็นส่วนตัว',
      title_en: 'Privacy policy',
      title_cn: '',
      body_th: 'เราเก็บข้อมูลเท่าที่จำเป็น\nบรรทัดที่สอง',
      body_en: 'We keep only what we need.',
      body_cn: '',
      active: true,
      sort_order: 0,
    });
    expect(policy.status).toBe(200);
    const read = async (kind: string, language: string) =>
      (await call(t.app, 'GET', `/api/pages?kind=${kind}`, { headers: { 'x-chaba-language': language } }))
        .body.data;
    const ours = async (kind: string, language: string) =>
      (await read(kind, language)).find((page: { id: number }) => page.id === policy.body.data.id);
    expect(await ours('privacy_policy', 'en')).toMatchObject({
      title: 'Privacy policy',
      body: 'We keep only what we need.',
    });
    expect(await ours('privacy_policy', 'cn')).toMatchObject({
      title: 'นโยบายความเป็นส่วนตัว',
      body: 'เราเก็บข้อมูลเท่าที่จำเป็น\nบรรทัดที่สอง',
    });
    expect(await ours('article', 'th')).toBeUndefined();

    const hidden = await as('marketing', 'PUT', `/api/backoffice/content/pages/${policy.body.data.id}`, {
      ...policy.body.data,
      active: false,
    });
    expect(hidden.status).toBe(200);
    expect(await ours('privacy_policy', 'th')).toBeUndefined();
    expect((await auditRows('site_page.update', policy.body.data.id))[0]!.after).toMatchObject({
      active: false,
    });
    expect((await call(t.app, 'GET', '/api/pages?kind=secrets')).status).toBe(422);
  });
});

describe('the game catalogue', () => {
  it('disables, renames and moves a game; a re-seed at start keeps the operator’s edits', async () => {
    const list = await as('marketing', 'GET', '/api/backoffice/content/games');
    const game = list.body.data[0];
    const { id: _id, provider: _provider, code: _code, ...fields } = game;
    const saved = await as('marketing', 'PUT', `/api/backoffice/content/games/${game.id}`, {
      ...fields,
      name_en: 'Renamed slot',
      category: 'casino',
      active: false,
      sort_order: 99,
    });
    expect(saved.status).toBe(200);
    const lobby = async () => (await asMember('/lobby/api/games', 'en')).body.data as Array<{ id: number }>;
    expect((await lobby()).map((row) => row.id)).not.toContain(game.id);

    await seedGames(t.connection.db, t.context.providers);
    const [row] = await t.connection.db.select().from(games).where(eq(games.id, game.id));
    expect(row).toMatchObject({ nameEn: 'Renamed slot', category: 'casino', active: false, sortOrder: 99 });

    await as('marketing', 'PUT', `/api/backoffice/content/games/${game.id}`, {
      ...fields,
      name_en: 'Renamed slot',
      category: 'casino',
      active: true,
      sort_order: 99,
    });
    const shown = (await lobby()).find((entry) => entry.id === game.id);
    expect(shown).toMatchObject({ name: 'Renamed slot', category: 'casino' });
    expect((await auditRows('game.update', game.id))[1]!.after).toMatchObject({ active: false });
    const badCategory = await as('marketing', 'PUT', `/api/backoffice/content/games/${game.id}`, {
      ...fields,
      category: 'poker',
    });
    expect(badCategory.status).toBe(422);
    expect(Object.keys(badCategory.body.errors)).toEqual(['category']);
  });
});

describe('image upload', () => {
  /** A multipart body with one file part, as a browser's FormData sends it. */
  function multipart(bytes: Buffer, fileName: string, contentType: string) {
    const boundary = '----chaba-test-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    return {
      payload: Buffer.concat([head, bytes, tail]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
  }

  async function upload(bytes: Buffer, fileName: string, contentType: string, who: Who = 'marketing') {
    const body = multipart(bytes, fileName, contentType);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/backoffice/content/images',
      headers: { authorization: `Bearer ${tokens[who]}`, 'accept-language': 'en', ...body.headers },
      payload: body.payload,
    });
    return { status: response.statusCode, body: response.json() };
  }

  function pngImage(): Buffer {
    const png = new PNG({ width: 4, height: 4 });
    png.data.fill(200);
    return PNG.sync.write(png);
  }

  it('keeps a PNG under its hash and serves it as an image, cached for ever', async () => {
    const image = pngImage();
    const stored = await upload(image, '../../etc/passwd.png', 'image/png');
    expect(stored.status).toBe(200);
    expect(stored.body.data).toMatchObject({ content_type: 'image/png', bytes: image.length });
    expect(stored.body.data.url).toMatch(/^\/uploads\/[0-9a-f]{64}\.png$/);

    const served = await t.app.inject({ method: 'GET', url: stored.body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(Buffer.compare(served.rawPayload, image)).toBe(0);

    // The promotion can name it, and members then see it.
    const promotion = await firstPromotion();
    const saved = await as('marketing', 'PUT', `/api/backoffice/content/promotions/${promotion.id}`, {
      ...editable(promotion),
      image_url: stored.body.data.url,
    });
    expect(saved.status).toBe(200);
    expect((await asMember('/api/customers/profile')).body.data.promotions[0].image_url).toBe(
      stored.body.data.url,
    );
  });

  it('refuses what is not an image whatever its name and type, an oversize image, and other roles', async () => {
    const script = await upload(Buffer.from('<script>alert(1)</script>'), 'photo.png', 'image/png');
    expect(script.status).toBe(422);
    expect(script.body.errors.file).toEqual(['Only PNG, JPEG or WebP images are accepted']);

    const svg = await upload(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'a.svg',
      'image/svg+xml',
    );
    expect(svg.status).toBe(422);

    const big = Buffer.concat([pngImage(), Buffer.alloc(imageUploadMaxBytes + 1)]);
    const oversize = await upload(big, 'big.png', 'image/png');
    expect(oversize.status).toBe(422);
    expect(oversize.body.errors.file).toEqual(['The image may be at most 2 MB']);

    expect((await upload(pngImage(), 'a.png', 'image/png', 'support')).status).toBe(403);
    const notMultipart = await as('marketing', 'POST', '/api/backoffice/content/images', { file: 'x' });
    expect(notMultipart.status).toBe(422);

    for (const name of [
      '..%2F..%2Fpackage.json',
      'abc.png',
      `${'a'.repeat(64)}.svg`,
      `${'0'.repeat(64)}.png`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url: `/uploads/${name}` })).statusCode).toBe(404);
    }
  });
});
