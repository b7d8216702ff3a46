import { isImageAddress } from '@chaba/contracts/backoffice-content';
import { announcements, banners, games, promotions } from '@chaba/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { call, createTestApp, logInStaff, memberWithToken, type TestApp } from './helpers';

/*
 * Issue 24: `/api/customers/check-credit` was accepted as a promotion's image, so every member's
 * browser requested it with the login cookie. An image address staff save is now an upload
 * (`/uploads/<sha-256>.<png|jpg|webp>`) or one of the site's static images, wherever it is saved.
 */

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await logInStaff(t.app);
});
afterAll(() => t.close());

/** Each place an image address is saved: its list, its update address and its image field. */
const places = [
  { kind: 'promotions', field: 'image_url' },
  { kind: 'announcements', field: 'image_url' },
  { kind: 'games', field: 'image_url' },
  { kind: 'banners', field: 'image' },
] as const;

async function saveImage(place: (typeof places)[number], image: string) {
  const list = await call(t.app, 'GET', `/api/backoffice/content/${place.kind}`, { token });
  const record = list.body.data[0] as Record<string, unknown> & { id: number };
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/backoffice/content/${place.kind}/${record.id}`,
    headers: { authorization: `Bearer ${token}` },
    payload: { ...record, [place.field]: image },
  });
  return { status: response.statusCode, body: response.json() };
}

const upload = `/uploads/${'ab'.repeat(32)}.webp`;

describe('an image address staff save', () => {
  describe.each(places)('on $kind', (place) => {
    it.each([
      '/api/customers/check-credit',
      '/api/customers/profile',
      '/lobby/api/launch-game/chaba-demo/baccarat',
      '/api/backoffice/staff',
      '/uploads/../api/customers/check-credit',
      `/uploads/${'ab'.repeat(32)}.webp/../../api/customers/profile`,
      '/games/../api/customers/check-credit',
      '/games/baccarat.svg?next=/api/customers/check-credit',
      '/games/%2e%2e/api/customers/check-credit',
      '/logout',
      '//evil.example/pixel.png',
      'https://evil.example/pixel.png',
      'https://chaba.example/api/customers/check-credit',
      'http://localhost:3000/api/customers/check-credit',
      'javascript:alert(1)',
      'data:image/svg+xml,<svg/>',
    ])('is refused unless an upload or a static image: %s', async (image) => {
      const answer = await saveImage(place, image);
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual([place.field]);
    });

    it.each([upload, '/games/baccarat.svg', '/banners/welcome-bonus.svg'])('is saved: %s', async (image) => {
      const answer = await saveImage(place, image);
      expect(answer.status).toBe(200);
      expect(answer.body.data[place.field]).toBe(image);
    });
  });

  it('accepts every image the demo seed and the game catalogue stored', async () => {
    const fresh = await createTestApp();
    try {
      const { db } = fresh.connection;
      const stored = [
        ...(await db.select({ image: promotions.imageUrl }).from(promotions)),
        ...(await db.select({ image: announcements.imageUrl }).from(announcements)),
        ...(await db.select({ image: games.imageUrl }).from(games)),
        ...(await db.select({ image: banners.imagePath }).from(banners)),
      ]
        .map((row) => row.image)
        .filter((image): image is string => image !== null && image !== '');
      expect(stored.length).toBeGreaterThan(10);
      expect(stored.filter((image) => !isImageAddress(image))).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});

describe('an image address stored before the rule', () => {
  it('never reaches a member: the image is left out, a banner with it is not shown', async () => {
    const bad = '/api/customers/check-credit';
    const { db } = t.connection;
    await db.execute(sql`update promotions set image_url = ${bad}`);
    await db.execute(sql`update announcements set image_url = ${bad}, active = 1`);
    const [banner] = await db.select().from(banners).where(eq(banners.placement, 'home')).limit(1);
    await db.update(banners).set({ imagePath: bad }).where(eq(banners.id, banner!.id));

    const member = await memberWithToken(t, '0829922001');
    const profile = await call(t.app, 'GET', '/api/customers/profile', { token: member.token });
    expect(profile.body.data.promotions.length).toBeGreaterThan(0);
    const notifications = await call(t.app, 'GET', '/api/notification');
    expect(notifications.text).toContain('"img":null');
    const shown = await call(t.app, 'GET', '/api/banners?placement=home');
    expect(shown.body.data.map((each: { id: number }) => each.id)).not.toContain(banner!.id);
    for (const answer of [profile, notifications, shown]) expect(answer.text).not.toContain(bad);
  });
});
