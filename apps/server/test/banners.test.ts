import { bannersResponse, isSafeBannerAddress } from '@chaba/contracts/banners';
import { validationErrorResponse } from '@chaba/contracts/errors';
import { banners } from '@chaba/db/schema';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from './helpers';

const t = useTestApp({ ledgerCheck: 'none' });

async function listed(query: string, language?: string) {
  const response = await call(t.app, 'GET', `/api/banners?${query}`, {
    headers: language ? { 'x-chaba-language': language } : {},
  });
  expect(response.status).toBe(200);
  return bannersResponse.parse(response.body).data;
}

const hours = (count: number) => count * 3_600_000;

describe('GET /api/banners', () => {
  it('lists the seeded home banners in their order, with their image, link and Thai texts', async () => {
    const home = await listed('placement=home');
    expect(home.map((banner) => banner.image)).toEqual([
      '/banners/welcome-bonus.svg',
      '/banners/auto-deposit.svg',
      '/banners/refer-friends.svg',
    ]);
    expect(home[0]).toMatchObject({ link: '/promotion', title: 'สมาชิกใหม่ รับโบนัส 50%' });
    expect(home[0]!.text).toContain('500 บาท');
  });

  it('keeps each placement to its own banners', async () => {
    const lobby = await listed('placement=lobby');
    expect(lobby.map((banner) => banner.image)).toEqual([
      '/banners/daily-bonus.svg',
      '/banners/golden-sea.svg',
    ]);
    expect(lobby[1]!.link).toBe('/lobby?category=fish');
  });

  it('answers in the language asked, and in Thai where that language was left empty', async () => {
    const [inserted] = await t.connection.db
      .insert(banners)
      .values({
        placement: 'lobby',
        imagePath: '/banners/daily-bonus.svg',
        titleTh: 'แบนเนอร์ภาษาไทยเท่านั้น',
        titleCn: '只有中文标题',
        textTh: 'ข้อความไทย',
        textEn: 'English line only',
        sortOrder: 90,
      })
      .returning();
    const english = (await listed('placement=lobby', 'en')).find((banner) => banner.id === inserted!.id);
    expect(english).toMatchObject({ title: 'แบนเนอร์ภาษาไทยเท่านั้น', text: 'English line only', link: null });
    const chinese = (await listed('placement=lobby', 'cn')).find((banner) => banner.id === inserted!.id);
    expect(chinese).toMatchObject({ title: '只有中文标题', text: 'ข้อความไทย' });

    const seededInEnglish = await listed('placement=home', 'en');
    expect(seededInEnglish[0]!.title).toBe('New member bonus: 50%');
    // The language cookie chooses too, when the site's header is not sent.
    const byCookie = await call(t.app, 'GET', '/api/banners?placement=home', {
      headers: { cookie: 'lang=cn' },
    });
    expect(bannersResponse.parse(byCookie.body).data[0]!.title).toBe('新会员奖金 50%');
  });

  it('hides a banner switched off, not started yet or ended', async () => {
    const now = t.clock.now().getTime();
    const rows = await t.connection.db
      .insert(banners)
      .values([
        { placement: 'home', imagePath: '/banners/a.svg', titleTh: 'ปิดอยู่', active: false, sortOrder: 50 },
        {
          placement: 'home',
          imagePath: '/banners/b.svg',
          titleTh: 'ยังไม่เริ่ม',
          startsAt: new Date(now + hours(1)),
          sortOrder: 51,
        },
        {
          placement: 'home',
          imagePath: '/banners/c.svg',
          titleTh: 'หมดเวลาแล้ว',
          startsAt: new Date(now - hours(3)),
          endsAt: new Date(now - hours(1)),
          sortOrder: 52,
        },
        {
          placement: 'home',
          imagePath: '/banners/d.svg',
          titleTh: 'กำลังแสดง',
          startsAt: new Date(now - hours(1)),
          endsAt: new Date(now + hours(1)),
          sortOrder: 53,
        },
      ])
      .returning();
    const titles = () => listed('placement=home').then((list) => list.map((banner) => banner.title));
    expect(await titles()).toContain('กำลังแสดง');
    for (const hidden of ['ปิดอยู่', 'ยังไม่เริ่ม', 'หมดเวลาแล้ว']) expect(await titles()).not.toContain(hidden);

    // Two hours on, the window of the one showing has ended and the one waiting has begun.
    t.clock.advanceSeconds(2 * 3600);
    expect(await titles()).toContain('ยังไม่เริ่ม');
    expect(await titles()).not.toContain('กำลังแสดง');
    expect(rows).toHaveLength(4);
  });

  it('may be cached for a minute, once per language', async () => {
    const response = await call(t.app, 'GET', '/api/banners?placement=home');
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(String(response.headers.vary).toLowerCase()).toContain('x-chaba-language');
    expect(String(response.headers.vary).toLowerCase()).toContain('cookie');
  });

  it.each([
    ['no placement', ''],
    ['an unknown placement', 'placement=footer'],
    ['an empty placement', 'placement='],
    ['two placements', 'placement=home&placement=lobby'],
    ['a placement of another case', 'placement=HOME'],
  ])('refuses %s with the validation error, never a 500', async (_name, query) => {
    const response = await call(t.app, 'GET', `/api/banners?${query}`);
    expect(response.status).toBe(422);
    expect(validationErrorResponse.parse(response.body).errors.placement).toBeDefined();
  });

  it('refuses a control character in the query before the route', async () => {
    const response = await call(t.app, 'GET', '/api/banners?placement=home%00');
    expect(response.status).toBe(422);
  });
});

describe('banner addresses', () => {
  it.each(['/promotion', '/lobby?category=fish', '/', 'https://line.me/R/ti/p/@chaba'])(
    'allows %s',
    (address) => expect(isSafeBannerAddress(address)).toBe(true),
  );

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'http://plain.example/',
    'https://',
    'promotion',
    ' /promotion',
    '',
  ])('refuses %j', (address) => expect(isSafeBannerAddress(address)).toBe(false));

  it('is held by the table too: no writer stores a protocol-relative or javascript: link', async () => {
    for (const link of ['//evil.example/x', 'javascript:alert(1)', 'http://plain.example/']) {
      await expect(
        t.connection.db
          .insert(banners)
          .values({ placement: 'home', imagePath: '/banners/a.svg', titleTh: 'x', link }),
      ).rejects.toThrow();
    }
    await expect(
      t.connection.db
        .insert(banners)
        .values({ placement: 'footer' as 'home', imagePath: '/banners/a.svg', titleTh: 'x' }),
    ).rejects.toThrow();
  });
});
