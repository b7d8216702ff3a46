import { backofficeContentEn } from '@chaba/i18n/catalogs/backoffice-content.en';
import { backofficeContentTh } from '@chaba/i18n/catalogs/backoffice-content.th';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { describe, expect, test } from 'vitest';
import { bo, consoleField, openDesk, signInToConsole, staffWithSecondFactor } from './support/backoffice';
import { eventually, saveScreenshot, screenshotsWanted, setUpE2e, viewports } from './support/browser';
import { textOf } from './support/site';

/**
 * Decision 41 in Chromium: a marketing user adds a banner in the console's content desk (its art
 * uploaded, a bad link refused under its field first), moves it, switches it off and deletes it, and
 * the member site's home page follows each step. Screenshots of the desk at 390 and 1280 px in Thai
 * and English with E2E_SCREENSHOTS=1.
 */

const e2e = setUpE2e();
const content = backofficeContentTh.content;

/** A 1200 × 600 PNG in two colours, drawn here: the art a staff member uploads. */
function bannerArt(): Buffer {
  const png = new PNG({ width: 1200, height: 600 });
  for (let y = 0; y < 600; y += 1) {
    for (let x = 0; x < 1200; x += 1) {
      const offset = (y * 1200 + x) * 4;
      const left = x < 600;
      png.data[offset] = left ? 0x7c : 0xf5;
      png.data[offset + 1] = left ? 0x3a : 0x9e;
      png.data[offset + 2] = left ? 0xed : 0x0b;
      png.data[offset + 3] = 0xff;
    }
  }
  return PNG.sync.write(png);
}

/** The titles of the home carousel's slides, as the server renders the page. */
async function homeSlides(): Promise<string> {
  const html = await (await fetch(`${e2e.url}/`)).text();
  const carousel = html.slice(html.indexOf('banner-track'), html.indexOf('banner-track') + 20_000);
  return carousel;
}

function listRow(desk: Page, title: string) {
  return desk.getByTestId('content-list').locator('li').filter({ hasText: title });
}

async function listTitles(desk: Page): Promise<string[]> {
  return desk
    .getByTestId('content-list')
    .locator('li p.truncate.font-medium')
    .evaluateAll((items) => items.map((item) => item.textContent ?? ''));
}

describe.each(viewports)('the banner desk at $width px', (viewport) => {
  test('a marketing user adds, moves, switches off and deletes a banner; the home page follows', async () => {
    const title = `โปรวันหยุด ${viewport.width}`;
    const marketing = await staffWithSecondFactor(e2e.server, 'marketing');
    const desk = await signInToConsole(e2e, viewport, marketing);
    await openDesk(desk, viewport, bo.nav.content);
    await desk.getByRole('tab', { name: content.tabs.banners }).click();
    await desk.getByTestId('content-list').waitFor();
    await saveScreenshot(desk, `backoffice-banners-list-th-${viewport.width}`, { fullPage: true });

    await desk.getByTestId('content-new').click();
    const form = desk.getByTestId('banner-form');
    await form.waitFor();
    await form.getByTestId('image-upload').setInputFiles({
      name: 'art.png',
      mimeType: 'image/png',
      buffer: bannerArt(),
    });
    await eventually(() => form.getByTestId('image-preview').first().getAttribute('src')).toMatch(
      /^\/uploads\/[0-9a-f]{64}\.png$/,
    );
    await consoleField(form, `${content.banner.title} · ${content.languages.th}`).fill(title);
    await consoleField(form, `${content.banner.text} · ${content.languages.th}`).fill('ฝากวันนี้ รับเพิ่ม 20%');
    await consoleField(form, `${content.banner.title} · ${content.languages.en}`).fill(
      `Holiday deal ${viewport.width}`,
    );
    // An address that is not the site's nor https is refused under the link, and nothing is saved.
    const link = consoleField(form, content.banner.link);
    await link.fill('javascript:alert(1)');
    await form.getByRole('button', { name: content.save, exact: true }).click();
    await eventually(() => textOf(form)).toContain(bo.validation.invalid);
    expect(await link.getAttribute('aria-invalid')).toBe('true');
    await link.fill('/promotion');
    await saveScreenshot(desk, `backoffice-banners-form-th-${viewport.width}`, { fullPage: true });
    await form.getByRole('button', { name: content.save, exact: true }).click();
    await desk.getByText(content.saved).first().waitFor();

    // Order 0 puts it first; the home page's first slide is it, in the server's HTML.
    await eventually(async () => (await listTitles(desk))[0]).toBe(title);
    await eventually(homeSlides).toContain(title);
    const slides = await homeSlides();
    expect(slides.indexOf(title)).toBeLessThan(slides.indexOf('สมาชิกใหม่ รับโบนัส 50%'));

    // Back to the list on a phone; then the banner goes one down, and the home page follows.
    if (viewport.name === 'mobile') await desk.getByRole('button', { name: content.back }).click();
    await listRow(desk, title)
      .getByRole('button', { name: `เลื่อน "${title}" ลง` })
      .click();
    await eventually(async () => (await listTitles(desk))[1]).toBe(title);
    await eventually(async () => {
      const html = await homeSlides();
      return html.indexOf(title) > html.indexOf('สมาชิกใหม่ รับโบนัส 50%');
    }).toBe(true);

    // Off from its row: the home page no longer has it.
    const toggle = listRow(desk, title).getByRole('switch');
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();
    await eventually(() => toggle.getAttribute('aria-checked')).toBe('false');
    await eventually(homeSlides).not.toContain(title);

    if (screenshotsWanted) {
      await desk.evaluate(() => localStorage.setItem('chaba.backoffice.language', 'en'));
      await desk.reload();
      await desk.getByTestId('content-list').waitFor();
      await saveScreenshot(desk, `backoffice-banners-list-en-${viewport.width}`, { fullPage: true });
      await listRow(desk, title).getByRole('button').first().click();
      await desk.getByTestId('banner-form').waitFor();
      await saveScreenshot(desk, `backoffice-banners-form-en-${viewport.width}`, { fullPage: true });
      await desk.getByRole('button', { name: backofficeContentEn.content.banner.delete }).click();
      await saveScreenshot(desk, `backoffice-banners-delete-en-${viewport.width}`);
      await desk.keyboard.press('Escape');
      // On a phone the open form hides the list: back to it before the page reloads in Thai.
      if (viewport.name === 'mobile') {
        await desk.getByRole('button', { name: backofficeContentEn.content.back }).click();
      }
      await desk.evaluate(() => localStorage.setItem('chaba.backoffice.language', 'th'));
      await desk.reload();
      await desk.getByTestId('content-list').waitFor();
    }

    // Deleted after a confirmation: gone from the desk.
    await listRow(desk, title).getByRole('button').first().click();
    await desk.getByRole('button', { name: content.banner.delete }).click();
    await desk.getByTestId('banner-delete-confirm').click();
    await desk.getByText(content.banner.deleted).first().waitFor();
    await eventually(async () => (await listTitles(desk)).includes(title)).toBe(false);
  });
});
