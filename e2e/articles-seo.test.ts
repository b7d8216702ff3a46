import { AxeBuilder } from '@axe-core/playwright';
import { webArticlesEn } from '@chaba/i18n/catalogs/web-articles.en';
import { webArticlesTh } from '@chaba/i18n/catalogs/web-articles.th';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  eventually,
  saveScreenshot,
  screenshotsWanted,
  setUpE2e,
  viewports,
  waitForHydration,
  type Viewport,
} from './support/browser';
import { closeAnnouncementWhenItAppears, textOf } from './support/site';
import { en, th } from './support/texts';

/**
 * Issue 15 in Chromium (decision 36): the articles list and an article in Thai and English, rendered
 * on the server; the head tags search engines and link previews read, taken from the server's HTML
 * (no script ran); a 404 for an unknown article; promotions in the visitor's language.
 */

const e2e = setUpE2e();

const languages = [
  {
    code: 'th',
    prefix: '',
    texts: th,
    articles: webArticlesTh,
    title: 'วิธีฝากเงิน: โอนผ่านธนาคารหรือสแกน QR พร้อมเพย์',
  },
  {
    code: 'en',
    prefix: '/en',
    texts: en,
    articles: webArticlesEn,
    title: 'How to deposit: bank transfer or PromptPay QR',
  },
] as const;

/** A visitor closes the announcement that greets them before reading (it comes a moment after the page). */
async function closeAnnouncement(page: Page) {
  const announcement = page.getByTestId('announcement');
  await announcement
    .waitFor({ timeout: 2_000 })
    .then(() => announcement.getByRole('button').last().click())
    .then(() => announcement.waitFor({ state: 'detached' }))
    .catch(() => {});
}

/** The whole page without the announcement, saved with E2E_SCREENSHOTS=1 (support/browser.ts). */
async function screenshot(page: Page, name: string, viewport: Viewport) {
  if (!screenshotsWanted) return;
  await closeAnnouncement(page);
  await saveScreenshot(page, `articles-${name}-${viewport.width}`, { fullPage: true });
}

/** The server's HTML of a page, as a crawler or a link preview reads it. */
async function serverHtml(path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${e2e.url}${path}`);
  return { status: response.status, html: await response.text() };
}

/** The head's tags by what names them: `<meta property|name=… content=…>` and `<link rel=… href=…>`. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const decode = (text: string) =>
    text
      .replace(/&#(\d+);/g, (_whole, code: string) => String.fromCharCode(Number(code)))
      .replace(/&amp;/g, '&');
  const metas = [...head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"\/?>/g)];
  const meta = (name: string) => metas.filter((match) => match[1] === name).map((match) => decode(match[2]!));
  const alternates = Object.fromEntries(
    [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/?>/g)].map((match) => [
      match[1],
      match[2],
    ]),
  );
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    meta,
    canonical: /<link rel="canonical" href="([^"]+)"\/?>/.exec(head)?.[1],
    alternates,
  };
}

describe.each(viewports)('articles at $width px', (viewport) => {
  test.each(languages)('the $code list leads to an article in the same language', async (language) => {
    const page = await e2e.openPage(viewport, `${language.prefix}/article`);
    const cards = page.getByTestId('article-card');
    expect(await cards.count()).toBe(3);
    expect(await textOf(page.locator('h1'))).toBe(language.texts.pages.article);
    await screenshot(page, `list-${language.code}`, viewport);

    await cards.first().getByRole('link', { name: language.title }).click();
    await eventually(() => new URL(page.url()).pathname).toBe(`${language.prefix}/article/how-to-deposit`);
    await eventually(() => textOf(page.locator('h1'))).toBe(language.title);
    expect(await page.title()).toBe(`${language.title} - Chaba`);
    expect(await textOf(page.locator('main'))).toContain(language.code === 'th' ? 'พร้อมเพย์' : 'PromptPay QR');
    await screenshot(page, `article-${language.code}`, viewport);

    await page.getByRole('link', { name: language.articles.backToList }).click();
    await eventually(() => new URL(page.url()).pathname).toBe(`${language.prefix}/article`);
  });

  test('axe-core finds no serious or critical violation on the list and an article, in Thai and English', async () => {
    const problems: string[] = [];
    for (const path of [
      '/article',
      '/article/how-referral-pays',
      '/en/article',
      '/en/article/how-referral-pays',
    ]) {
      const page = await e2e.openPage(viewport, path);
      await closeAnnouncement(page);
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      for (const violation of results.violations) {
        if (violation.impact === 'serious' || violation.impact === 'critical') {
          problems.push(
            `${path}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
          );
        }
      }
      await page.close();
    }
    expect(problems).toEqual([]);
  });

  test('an unknown article is the 404 page with status 404', async () => {
    for (const slug of ['no-such-article', `a${'-b'.repeat(80)}`]) {
      const page = await e2e.newPage(viewport);
      await closeAnnouncementWhenItAppears(page);
      const response = await page.goto(`${e2e.url}/en/article/${slug}`);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await eventually(() => textOf(page.locator('body'))).toContain('404 Not Found');
      expect(await page.title()).toBe(`${en.pages.notFound} - Chaba`);
    }
  });
});

describe('what search engines read in the server HTML', () => {
  test('an article: title, description, Open Graph, canonical and the three languages', async () => {
    const { status, html } = await serverHtml('/en/article/how-turnover-works');
    expect(status).toBe(200);
    const head = headOf(html);
    const title = 'How turnover works, with an example in baht - Chaba';
    expect(head.title).toBe(title);
    const [description] = head.meta('description');
    expect(description).toContain('7,500 baht');
    expect(head.meta('og:title')).toEqual([title]);
    expect(head.meta('og:description')).toEqual([description]);
    expect(head.meta('og:type')).toEqual(['article']);
    expect(head.meta('og:url')).toEqual([`${e2e.url}/en/article/how-turnover-works`]);
    expect(head.meta('og:locale')).toEqual(['en_US']);
    expect(head.meta('og:locale:alternate').sort()).toEqual(['th_TH', 'zh_CN']);
    expect(head.canonical).toBe(`${e2e.url}/en/article/how-turnover-works`);
    expect(head.alternates).toEqual({
      th: `${e2e.url}/article/how-turnover-works`,
      en: `${e2e.url}/en/article/how-turnover-works`,
      zh: `${e2e.url}/cn/article/how-turnover-works`,
      'x-default': `${e2e.url}/article/how-turnover-works`,
    });
    // The preview picture is there.
    const [image] = head.meta('og:image');
    const picture = await fetch(image!);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
  });

  test.each([
    {
      path: '/',
      language: 'th',
      locale: 'th_TH',
      title: `${th.site.tagline} - Chaba`,
      description: th.site.description,
    },
    { path: '/cn', language: 'cn', locale: 'zh_CN', title: undefined, description: undefined },
    {
      path: '/en/promotion',
      language: 'en',
      locale: 'en_US',
      title: `${en.pages.promotion} - Chaba`,
      description: en.site.description,
    },
    {
      path: '/article',
      language: 'th',
      locale: 'th_TH',
      title: `${th.pages.article} - Chaba`,
      description: webArticlesTh.intro,
    },
    {
      path: '/cn/article/how-referral-pays',
      language: 'cn',
      locale: 'zh_CN',
      title: '推荐好友如何获得三级佣金 - Chaba',
      description:
        '用您的链接邀请好友：获得好友净输额的 5%、好友的好友 3%、第三级 1%。每周五结算，满 100 泰铢即可提取。',
    },
  ])(
    '$path has its title, description, Open Graph tags and alternates',
    async ({ path, locale, title, description }) => {
      const { status, html } = await serverHtml(path);
      expect(status).toBe(200);
      const head = headOf(html);
      if (title) expect(head.title).toBe(title);
      if (description) expect(head.meta('description')).toEqual([description]);
      expect(head.title).not.toBe('');
      expect(head.meta('og:title')).toEqual([head.title]);
      expect(head.meta('og:description')).toEqual(head.meta('description'));
      expect(head.meta('og:locale')).toEqual([locale]);
      expect(head.canonical).toBe(`${e2e.url}${path}`);
      const thaiPath = path.replace(/^\/(en|cn)(?=\/|$)/, '') || '/';
      const other = (prefix: string) => `${e2e.url}${thaiPath === '/' ? prefix : `${prefix}${thaiPath}`}`;
      expect(head.alternates).toEqual({
        th: `${e2e.url}${thaiPath}`,
        en: other('/en'),
        zh: other('/cn'),
        'x-default': `${e2e.url}${thaiPath}`,
      });
    },
  );

  test('the 404 page is not to be indexed and names no canonical address', async () => {
    const { status, html } = await serverHtml('/article/no-such-article');
    expect(status).toBe(404);
    const head = headOf(html);
    expect(head.meta('robots')).toEqual(['noindex']);
    expect(head.canonical).toBeUndefined();
    expect(head.alternates).toEqual({});
  });
});

describe('content in the visitor’s language', () => {
  test('a promotion’s name on /en/promotion is the English one, on /cn/promotion the Chinese one', async () => {
    const [viewport] = viewports;
    const english = await e2e.openPage(viewport!, '/en/promotion');
    const englishText = await textOf(english.locator('main'));
    expect(englishText).toContain('New member bonus 50%');
    expect(englishText).not.toContain('สมาชิกใหม่ รับโบนัส 50%');
    const chinese = await e2e.openPage(viewport!, '/cn/promotion');
    expect(await textOf(chinese.locator('main'))).toContain('新会员 50% 奖金');
  });
});
