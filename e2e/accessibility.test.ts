import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { registerMemberThroughApi } from './support/api';
import { setUpE2e, viewports, waitForHydration, type Viewport } from './support/browser';
import { openAsMember } from './support/money';
import { openInformationPopup, popup } from './support/site';
import { en, th } from './support/texts';

/**
 * axe-core on the member site's main screens (issues 14 and 15): no serious or critical violation of
 * WCAG 2.1 A/AA (colour contrast, names of controls, labels, landmarks…) at 390 px and 1280 px, in
 * Thai and in English, for a guest and for a logged-in member.
 */

const e2e = setUpE2e();

/** The rules a screen must pass: WCAG 2.0 and 2.1, levels A and AA. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Waits for the screen's entrance animations (popups fade and slide in), then runs axe on it. */
async function seriousViolations(page: Page, screen: string): Promise<string[]> {
  await waitForHydration(page);
  // An animation cut short rejects its `finished`; what counts is that none is running any more.
  await page.evaluate(() =>
    Promise.allSettled(document.getAnimations().map((animation) => animation.finished)),
  );
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 6)
        .map(
          (node) =>
            `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ').trim()}`,
        );
      return `${screen}: ${violation.id} (${violation.impact}, ${violation.nodes.length} elements) ${violation.help}\n${nodes.join('\n')}`;
    });
}

/**
 * Closes the announcement once it shows (the tab remembers it, so it stays closed on the next pages);
 * gives up after a few seconds when the site has none to show.
 */
async function dismissAnnouncement(page: Page): Promise<void> {
  const announcement = page.getByTestId('announcement');
  try {
    await announcement.waitFor({ timeout: 5_000 });
  } catch {
    return;
  }
  await announcement.getByRole('button').last().click();
  await announcement.waitFor({ state: 'detached' });
}

async function visit(page: Page, pathname: string): Promise<void> {
  await page.goto(`${e2e.url}${pathname}`);
  await waitForHydration(page);
}

describe.each(viewports)('accessibility at $width px', (viewport: Viewport) => {
  test('a guest: home, promotions, the login popup and the registration, in Thai and English', async () => {
    const page = await e2e.openPage(viewport, '/', { keepAnnouncement: true });
    const problems: string[] = [];
    // The announcement greets every visitor of the home page: it is checked as it stands over it.
    await popup(page, th.announcement.title).waitFor();
    problems.push(...(await seriousViolations(page, 'home with the announcement')));
    await dismissAnnouncement(page);

    for (const [screen, pathname, title] of [
      ['home', '/', undefined],
      ['promotions', '/promotion', undefined],
      ['login popup', '/login', th.login.title],
      ['registration', '/register', th.register.title],
      ['home (en)', '/en', undefined],
      ['promotions (en)', '/en/promotion', undefined],
      ['login popup (en)', '/en/login', en.login.title],
      ['registration (en)', '/en/register', en.register.title],
    ] as const) {
      await visit(page, pathname);
      if (title) await popup(page, title).waitFor();
      problems.push(...(await seriousViolations(page, screen)));
    }
    expect(problems.join('\n')).toBe('');
  });

  test('a member: lobby, deposit, withdrawal, history, VIP, check-in and the information popup', async () => {
    const member = await registerMemberThroughApi(e2e.url);
    const page = await openAsMember(e2e, viewport, member);
    await dismissAnnouncement(page);
    const problems: string[] = [];
    for (const [screen, pathname] of [
      ['lobby', '/lobby'],
      ['deposit', '/deposit'],
      ['withdrawal', '/withdraw'],
      ['history', '/history'],
      ['VIP', '/vip'],
      ['check-in', '/checkin'],
      ['lobby (en)', '/en/lobby'],
      ['deposit (en)', '/en/deposit'],
    ] as const) {
      await visit(page, pathname);
      problems.push(...(await seriousViolations(page, screen)));
    }
    await visit(page, '/');
    const information = await openInformationPopup(page, viewport);
    await information.waitFor();
    problems.push(...(await seriousViolations(page, 'information popup')));
    expect(problems.join('\n')).toBe('');
  });
});
