import { describe, expect, test } from 'vitest';
import { signInToConsole, staffWithSecondFactor } from './support/backoffice';
import { saveScreenshot, setUpE2e, viewports } from './support/browser';

/**
 * Issue 30: the audit, staff, sessions and risk tables at 1280 px show every header cell whole (the
 * unlabelled "Details" / "Actions" columns included) and use the width. Screenshots with E2E_SCREENSHOTS=1.
 */
const e2e = setUpE2e();
const desktop = viewports.find((viewport) => viewport.width === 1280)!;

describe('the console tables at 1280 px', () => {
  test('cut no header cell on the audit, staff, sessions and risk pages', async () => {
    const owner = await staffWithSecondFactor(e2e.server, 'owner');
    const desk = await signInToConsole(e2e, desktop, owner);
    for (const [name, path] of [
      ['audit', '/backoffice/audit'],
      ['staff', '/backoffice/staff'],
      ['sessions', '/backoffice/staff?tab=sessions'],
      ['risk', '/backoffice/risk'],
    ] as const) {
      await desk.goto(`${e2e.url}${path}`);
      await desk.getByRole('heading', { level: 1 }).waitFor();
      // The risk desk shows a table only while flags are open.
      if (name !== 'risk') await desk.locator('table thead th').first().waitFor();
      await saveScreenshot(desk, `console-headers-${name}-1280`);
      const cut = await desk
        .locator('table thead th')
        .evaluateAll((cells) =>
          cells
            .filter(
              (cell) => cell.scrollWidth > cell.clientWidth + 1 || cell.scrollHeight > cell.clientHeight + 1,
            )
            .map((cell) => cell.textContent ?? ''),
        );
      expect({ name, cut }).toEqual({ name, cut: [] });
      // Every column is named for a sighted staff member too (no header cell left blank).
      const blank = await desk
        .locator('table thead th')
        .evaluateAll((cells) => cells.filter((cell) => (cell as HTMLElement).innerText.trim() === '').length);
      expect({ name, blank }).toEqual({ name, blank: 0 });
    }
  });
});
