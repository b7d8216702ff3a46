import { sitePages } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { publicPagePaths } from '../src/routes/search-engines';
import { call, useTestApp } from './helpers';

/**
 * Issue 15, decision 36: the articles' API in the reader's language with the Thai fallback, and what
 * search engines read — /sitemap.xml and /robots.txt under the site's public origin (PUBLIC_URL).
 */

const origin = 'https://www.chaba.example';
const seededSlugs = ['how-to-deposit', 'how-turnover-works', 'how-referral-pays'];

const t = useTestApp({ env: { PUBLIC_URL: `${origin}/` }, ledgerCheck: 'none' });

const inLanguage = (language: string) => ({ headers: { 'x-chaba-language': language } });

describe('the articles', () => {
  it('lists the seeded articles in each language with a title, description and date', async () => {
    for (const [language, title] of [
      ['th', 'วิธีฝากเงิน: โอนผ่านธนาคารหรือสแกน QR พร้อมเพย์'],
      ['en', 'How to deposit: bank transfer or PromptPay QR'],
      ['cn', '如何存款：银行转账或 PromptPay 二维码'],
    ] as const) {
      const list = await call(t.app, 'GET', '/api/articles', inLanguage(language));
      expect(list.status).toBe(200);
      expect(list.body.data.map((article: { slug: string }) => article.slug)).toEqual(seededSlugs);
      expect(list.body.data[0]).toMatchObject({ slug: 'how-to-deposit', title });
      expect(list.body.data[0].description.length).toBeGreaterThan(40);
      expect(Number.isNaN(Date.parse(list.body.data[0].published_at))).toBe(false);
      expect(list.body.data[0]).not.toHaveProperty('body');
    }
  });

  it('answers one article with its body, and the worked turnover example in baht', async () => {
    const english = await call(t.app, 'GET', '/api/articles/how-turnover-works', inLanguage('en'));
    expect(english.status).toBe(200);
    expect(english.body.data.title).toBe('How turnover works, with an example in baht');
    expect(english.body.data.body).toContain('1,500 × 5 = 7,500 baht');
    const thai = await call(t.app, 'GET', '/api/articles/how-turnover-works');
    expect(thai.body.data.body).toContain('1,500 × 5 = 7,500 บาท');
  });

  it('falls back to the Thai texts where the operator wrote none, and describes the page with its body', async () => {
    const [row] = await t.connection.db
      .insert(sitePages)
      .values({
        kind: 'article',
        slug: 'thai-only',
        titleTh: 'ข่าวสารสมาชิก',
        bodyTh: 'บทความนี้มีแต่ภาษาไทย '.repeat(20),
        sortOrder: 9,
      })
      .returning();
    const chinese = await call(t.app, 'GET', '/api/articles/thai-only', inLanguage('cn'));
    expect(chinese.status).toBe(200);
    expect(chinese.body.data.title).toBe('ข่าวสารสมาชิก');
    expect(chinese.body.data.body).toBe(row!.bodyTh);
    expect(chinese.body.data.description.startsWith('บทความนี้มีแต่ภาษาไทย')).toBe(true);
    expect(chinese.body.data.description.length).toBeLessThanOrEqual(160);
    const listed = await call(t.app, 'GET', '/api/articles', inLanguage('en'));
    expect(listed.body.data.at(-1)).toMatchObject({ slug: 'thai-only', title: 'ข่าวสารสมาชิก' });

    await t.connection.db.update(sitePages).set({ active: false }).where(eq(sitePages.slug, 'thai-only'));
    expect((await call(t.app, 'GET', '/api/articles/thai-only')).status).toBe(404);
  });

  it('answers 404 for an unknown slug, a slug no article can have, and the policy’s slug', async () => {
    for (const slug of ['no-such-article', 'Not..A..Slug', '%E0%B8%81', 'privacy-policy']) {
      const answer = await call(t.app, 'GET', `/api/articles/${slug}`, inLanguage('en'));
      expect(answer.status, slug).toBe(404);
      expect(answer.body.message).toBeTruthy();
    }
  });
});

describe('the seeded content in the visitor’s language', () => {
  it('answers the promotions, the announcement and the policy in Chinese', async () => {
    const promotions = await call(t.app, 'GET', '/api/promotions', inLanguage('cn'));
    expect(promotions.body.data[0].name).toBe('新会员 50% 奖金');
    const announcement = await call(t.app, 'GET', '/api/notification', inLanguage('cn'));
    expect(announcement.body[0].content).toContain('欢迎来到 Chaba');
    const policy = await call(t.app, 'GET', '/api/pages?kind=privacy_policy', inLanguage('cn'));
    expect(policy.body.data[0].title).toBe('隐私政策');
  });
});

describe('sitemap.xml', () => {
  it('is XML naming every public page and article in three languages, each with its alternates', async () => {
    const sitemap = await call(t.app, 'GET', '/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const locations = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const paths = [...publicPagePaths, ...seededSlugs.map((slug) => `/article/${slug}`)];
    expect(locations).toHaveLength(paths.length * 3);
    for (const path of paths) {
      const thai = `${origin}${path}`;
      const english = path === '/' ? `${origin}/en` : `${origin}/en${path}`;
      const chinese = path === '/' ? `${origin}/cn` : `${origin}/cn${path}`;
      expect(locations).toEqual(expect.arrayContaining([thai, english, chinese]));
      // The English entry names all three versions and the default.
      const entry = sitemap.text.split('\n').find((line) => line.includes(`<loc>${english}</loc>`))!;
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="th" href="${thai}"/>`);
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${english}"/>`);
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="zh" href="${chinese}"/>`);
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${thai}"/>`);
    }
    for (const memberPath of [
      '/lobby',
      '/deposit',
      '/withdraw',
      '/history',
      '/u',
      '/slip',
      '/api/',
      '/backoffice',
    ]) {
      expect(
        locations.some((location) =>
          new URL(location!).pathname.replace(/^\/(en|cn)/, '').startsWith(memberPath),
        ),
      ).toBe(false);
    }
    expect(sitemap.text).toMatch(
      /<url><loc>https:\/\/www\.chaba\.example\/article\/how-to-deposit<\/loc><lastmod>/,
    );
  });
});

describe('robots.txt', () => {
  it('allows the public pages, keeps crawlers off member pages and the API, and names the sitemap', async () => {
    const robots = await call(t.app, 'GET', '/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = robots.text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of [
      '/api/',
      '/backoffice',
      '/lobby',
      '/en/lobby',
      '/cn/deposit',
      '/withdraw',
      '/history',
      '/u/',
      '/u$',
      '/en/u$',
      '/slip',
      '/wheel$',
      '/cn/wheel$',
    ]) {
      expect(lines, path).toContain(`Disallow: ${path}`);
    }
    // A public page is never disallowed, in any language.
    const disallowed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice(10));
    for (const path of publicPagePaths.filter((path) => path !== '/')) {
      for (const address of [path, `/en${path}`, `/cn${path}`]) {
        expect(
          disallowed.some((rule) =>
            rule.endsWith('$') ? rule.slice(0, -1) === address : address.startsWith(rule),
          ),
        ).toBe(false);
      }
    }
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});
