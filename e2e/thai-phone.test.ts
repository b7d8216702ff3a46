import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { webBonusTh } from '@chaba/i18n/catalogs/web-bonus.th';
import { callApi, freshPhone, readOtp, registerMemberThroughApi } from './support/api';
import {
  eventually,
  saveScreenshot,
  setUpE2e,
  viewports,
  waitForHydration,
  type Viewport,
} from './support/browser';
import { money, openAsMember, openDepositPopup } from './support/money';
import { openReferralTab, pointReferralLinksAtServer } from './support/referral';
import { chooseDateOfBirth } from './support/register';
import { clippedTexts, control, field, openInformationPopup, popup, textOf } from './support/site';
import { th } from './support/texts';

/**
 * The member site at 390 px in Thai, as issue 24's newcomers saw it: no label cut or broken inside a
 * word, the referral date in YYYY-MM-DD, the contact button over nothing a player taps, and no
 * English drawn in the Thai game art. With E2E_SCREENSHOTS=1 each test leaves its screens in
 * e2e/screenshots/thai-phone-*.png for a person to look at.
 */
const e2e = setUpE2e();
const phone = viewports.find((viewport) => viewport.name === 'mobile')!;

/**
 * On how many lines each of `pieces` (substrings of the element's text) is laid out: 1 when it is
 * whole on one line. Measured on the rectangles of its grapheme clusters (a Thai vowel or tone mark
 * stays with its consonant), whose tops differ from one line to the next.
 */
async function linesOf(element: Locator, pieces: string[]): Promise<Record<string, number>> {
  return element.evaluate((root, wanted) => {
    const nodes: { node: Text; start: number }[] = [];
    let text = '';
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      nodes.push({ node: node as Text, start: text.length });
      text += (node as Text).data;
    }
    const at = (index: number) => {
      const found = nodes.findLast((candidate) => candidate.start <= index)!;
      return { node: found.node, offset: index - found.start };
    };
    const graphemes = new Intl.Segmenter('th', { granularity: 'grapheme' });
    const answer: Record<string, number> = {};
    for (const piece of wanted) {
      const from = text.indexOf(piece);
      if (from < 0) throw new Error(`'${piece}' is not in '${text}'`);
      const tops: number[] = [];
      for (const { segment, index } of graphemes.segment(piece)) {
        if (!segment.trim()) continue;
        const start = at(from + index);
        const end = at(from + index + segment.length - 1);
        const range = document.createRange();
        range.setStart(start.node, start.offset);
        range.setEnd(end.node, end.offset + 1);
        const rect = range.getClientRects()[0];
        if (rect) tops.push(rect.top);
      }
      tops.sort((a, b) => a - b);
      answer[piece] = tops.filter((top, index) => index === 0 || top - tops[index - 1]! > 4).length;
    }
    return answer;
  }, pieces);
}

/** Each piece on one line: the record `linesOf` answers when nothing is broken. */
function oneLineEach(pieces: string[]): Record<string, number> {
  return Object.fromEntries(pieces.map((piece) => [piece, 1]));
}

/** Elements of `scope` not wholly inside `container`'s box (cut off at its edge or scrolled out). */
async function outside(scope: Locator, container: Locator): Promise<string[]> {
  const box = await container.boundingBox();
  if (!box) throw new Error('the container is not shown');
  return scope.evaluateAll(
    (elements, { x, y, width, height }) =>
      elements
        .filter((element) => {
          const rect = element.getBoundingClientRect();
          return (
            rect.left < x - 0.5 ||
            rect.top < y - 0.5 ||
            rect.right > x + width + 0.5 ||
            rect.bottom > y + height + 0.5
          );
        })
        .map((element) => element.textContent ?? ''),
    box,
  );
}

/**
 * What a tap on the contact link would take from another control at this scroll position: the
 * controls (links, buttons, fields, tabs) at some point of which the contact lies on top, so that
 * with the contact gone the tap would reach them. A contact inside a bar that already covers the
 * page (the bottom bar) takes nothing: without it the bar is hit, not the control below.
 */
async function tapsTakenByContact(page: Page, contactHref: string): Promise<string[]> {
  return page.evaluate((href) => {
    const fixedAncestor = (element: Element | null): boolean => {
      for (let node = element; node; node = node.parentElement) {
        if (getComputedStyle(node).position === 'fixed') return true;
      }
      return false;
    };
    const contacts = Array.from(document.querySelectorAll(`a[href="${CSS.escape(href)}"]`)).filter((link) => {
      const rect = link.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0 && fixedAncestor(link);
    }) as HTMLElement[];
    if (contacts.length !== 1) throw new Error(`expected one floating contact, found ${contacts.length}`);
    const contact = contacts[0]!;
    const box = contact.getBoundingClientRect();
    const controls = Array.from(
      document.querySelectorAll('a[href], button, input, select, textarea, [role="button"], [role="tab"]'),
    ).filter((element) => !contact.contains(element) && !element.contains(contact));
    const taken: string[] = [];
    for (const control of controls) {
      const rect = control.getBoundingClientRect();
      if (rect.width === 0 || rect.right <= box.left || rect.left >= box.right) continue;
      if (rect.bottom <= box.top || rect.top >= box.bottom) continue;
      const points: [number, number][] = [];
      for (const fx of [0.1, 0.5, 0.9]) {
        for (const fy of [0.1, 0.5, 0.9])
          points.push([rect.left + rect.width * fx, rect.top + rect.height * fy]);
      }
      const stolen = points.some(([x, y]) => {
        if (x < box.left || x > box.right || y < box.top || y > box.bottom) return false;
        if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return false;
        const hit = document.elementFromPoint(x, y);
        if (!hit || !contact.contains(hit)) return false;
        contact.style.visibility = 'hidden';
        const below = document.elementFromPoint(x, y);
        contact.style.visibility = '';
        return below !== null && (control === below || control.contains(below));
      });
      if (stolen)
        taken.push((control.textContent || control.getAttribute('aria-label') || control.tagName).trim());
    }
    return taken;
  }, contactHref);
}

/**
 * Scrolls the page from its top to its end in steps of 80 px (less than a link's height and the
 * contact's), calling `check` at each stop.
 */
async function atEveryScroll(page: Page, check: (scrollY: number) => Promise<void>): Promise<void> {
  const end = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
  for (let y = 0; ; y = Math.min(end, y + 80)) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await page.waitForTimeout(50);
    await check(y);
    if (y >= end) break;
  }
}

describe('the member site at 390 px in Thai (issue 24)', () => {
  test("the information popup's five tabs are all seen whole, each on one line", async () => {
    const member = await registerMemberThroughApi(e2e.url);
    const page = await openAsMember(e2e, phone, member);
    const information = await openInformationPopup(page, phone);
    const tablist = information.getByRole('tablist');
    const tabs = tablist.getByRole('tab');
    expect(await tabs.count()).toBe(5);
    expect(await clippedTexts(tablist)).toEqual([]);
    expect(await clippedTexts(tabs)).toEqual([]);
    expect(await outside(tabs, tablist)).toEqual([]);
    const labels = await tabs.allInnerTexts();
    expect(await linesOf(tablist, labels)).toEqual(oneLineEach(labels));
    await saveScreenshot(page, 'thai-phone-information-tabs');
  });

  test('the referral link never breaks inside the key, and the date is shown and typed YYYY-MM-DD', async () => {
    await pointReferralLinksAtServer(e2e.server);
    const member = await registerMemberThroughApi(e2e.url);
    const page = await openAsMember(e2e, phone, member);
    const tab = await openReferralTab(page, phone);
    const link = tab.getByTestId('referral-link');
    const key = (await textOf(link)).split('/ref/')[1]!;
    expect(key).toMatch(/^\S{4,}$/);
    expect(await linesOf(link, [key])).toEqual({ [key]: 1 });

    // A date input of the browser shows its own locale's order (11/28/2026 in an English Chromium);
    // the spec's order is YYYY-MM-DD, so what is shown is the field's text itself.
    const date = tab.getByLabel(webBonusTh.referral.date, { exact: true });
    expect(await date.getAttribute('type')).not.toBe('date');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date());
    expect(await date.inputValue()).toBe(today);
    const searched = page.waitForRequest((request) =>
      request.url().includes('/api/customers/referral?date=2026-01-09'),
    );
    await date.fill('2026-01-09');
    await control(tab, webBonusTh.referral.search).click();
    await searched;
    expect(await date.inputValue()).toBe('2026-01-09');
    await saveScreenshot(page, 'thai-phone-referral');
  });

  test("the company account's name in the transfer popup breaks only between its words", async () => {
    const member = await registerMemberThroughApi(e2e.url);
    const page = await openAsMember(e2e, phone, member);
    const deposit = await openDepositPopup(page, phone);
    await field(deposit, money.deposit.amount).fill('500');
    await deposit.getByTestId('deposit-submit').click();
    const process = popup(page, money.process.bankTitle);
    const account = process.getByTestId('deposit-to-account');
    await account.waitFor();
    // The demo seed's company account, whose last word the browser's Thai dictionary does not know.
    const holder = 'บจก. ชบา เอนเตอร์เทนเมนต์';
    expect(await textOf(account)).toContain(holder);
    const words = holder.split(' ');
    expect(await linesOf(account, words)).toEqual(oneLineEach(words));
    await saveScreenshot(page, 'thai-phone-deposit-account');
  });

  test("registration's progress labels stay on one line at every step, the last one included", async () => {
    const page = await e2e.openPage(phone, '/register');
    const number = freshPhone();
    const progressOf = (dialog: Locator) =>
      dialog.getByRole('list', { name: th.register.progress, exact: true });
    const expectOneLineLabels = async (dialog: Locator) => {
      const progress = progressOf(dialog);
      const labels = (await progress.getByRole('listitem').allInnerTexts()).map((label) => label.trim());
      expect(labels).toEqual(Object.values(th.register.steps));
      expect(await linesOf(progress, labels)).toEqual(oneLineEach(labels));
    };
    const register = popup(page, th.register.title);
    await expectOneLineLabels(register);
    await field(register, th.fields.phone).fill(number);
    await control(register, th.register.requestOtp).click();
    await field(register, th.fields.otp).fill(await readOtp(e2e.url, number));
    await control(register, th.register.verifyOtp).click();
    const setPassword = popup(page, th.register.passwordTitle);
    await field(setPassword, th.fields.password).fill('Chaba2026x');
    await field(setPassword, th.fields.passwordConfirmation).fill('Chaba2026x');
    await expectOneLineLabels(setPassword);
    await control(setPassword, th.common.next).click();
    const bankStep = popup(page, th.register.bankTitle);
    await control(bankStep, 'ธนาคารกสิกรไทย').click();
    await field(bankStep, th.fields.accountNumber).fill(`1${number.slice(1)}`);
    await field(bankStep, th.fields.accountName).fill('สมหญิง ทดสอบ');
    await field(bankStep, th.fields.line).fill(number);
    await chooseDateOfBirth(bankStep, '1995-04-20');
    await expectOneLineLabels(bankStep);
    await control(bankStep, th.register.submitBank).click();
    const final = popup(page, th.register.finalTitle);
    await final.getByText(th.register.loggedIn).waitFor();
    await expectOneLineLabels(final);
    await saveScreenshot(page, 'thai-phone-register-final');
  });

  test.each(['/', '/promotion'])(
    'on %s the contact button lies over no link or button, from the top of the page to its end',
    async (pathname) => {
      const { data: site } = await callApi<{ data: { line: string } }>(e2e.url, '/api/site');
      expect(site.line).not.toBe('');
      const page = await e2e.openPage(phone, pathname);
      // The announcement greets a guest over the page: a person closes it first.
      const announcement = page.getByTestId('announcement');
      await page.removeLocatorHandler(announcement);
      await announcement.waitFor({ timeout: 5_000 });
      await announcement.getByRole('button').last().click();
      await announcement.waitFor({ state: 'detached' });
      await atEveryScroll(page, async (scrollY) => {
        expect({ scrollY, taken: await tapsTakenByContact(page, site.line) }).toEqual({ scrollY, taken: [] });
      });
      await saveScreenshot(page, `thai-phone-contact${pathname.replace('/', '-')}-end`);
    },
  );

  test('the game art of a Thai page has its titles in Thai; the English page keeps English ones', async () => {
    const latinWord = /[A-Za-z]{2,}/;
    const titlesOf = async (page: Page) => {
      // The trial page's tiles, once its catalogue has come.
      const images = page.locator('img[src*="/games/"]');
      await eventually(() => images.count()).toBeGreaterThan(3);
      const sources = await images.evaluateAll((shown) =>
        Array.from(new Set(shown.map((image) => (image as HTMLImageElement).src))),
      );
      const titles: string[] = [];
      for (const source of sources) {
        const svg = await (await fetch(source)).text();
        for (const [, text] of svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)) titles.push(text!);
      }
      return titles;
    };
    const thai = await titlesOf(await e2e.openPage(phone, '/casino-test'));
    expect(thai.filter((title) => latinWord.test(title))).toEqual([]);
    expect(thai).toEqual(expect.arrayContaining(['พญานาคทอง', 'ตลาดน้ำ']));
    const english = await titlesOf(await e2e.openPage(phone, '/en/casino-test'));
    expect(english).toEqual(expect.arrayContaining(['NAGA GOLD', 'FLOATING MARKET']));
  });
});

describe.each(viewports)('screens of issue 24 to look at, at $width px', (viewport: Viewport) => {
  test.each(['', '/en'])('%s: the trial games, the home page and the information popup', async (prefix) => {
    const language = prefix ? 'en' : 'th';
    const name = `thai-phone-look-${language}-${viewport.width}`;
    const member = await registerMemberThroughApi(e2e.url);
    const page = await openAsMember(e2e, viewport, member);
    await page.goto(`${e2e.url}${prefix}/casino-test`);
    await eventually(() => page.locator('img[src*="/games/"]').count()).toBeGreaterThan(3);
    await saveScreenshot(page, `${name}-games`);
    await page.goto(`${e2e.url}${prefix}/`);
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
    );
    await saveScreenshot(page, `${name}-home-end`);
    if (language === 'th') {
      await page.goto(`${e2e.url}/`);
      // A tap before hydration is lost: the menu would never open (it failed so once under CI's load).
      await waitForHydration(page);
      await openInformationPopup(page, viewport);
      await saveScreenshot(page, `${name}-information`);
    }
  });
});
