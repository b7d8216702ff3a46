import type { PrepareDepositResponse } from '@chaba/contracts/money';
import { backofficeMoneyListsTh } from '@chaba/i18n/catalogs/backoffice-money-lists.th';
import { readFile } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import { callApi, registerMemberThroughApi } from './support/api';
import { bo, consoleRow, openDesk, signInToConsole, staffWithSecondFactor } from './support/backoffice';
import { eventually, saveScreenshot, setUpE2e, viewports } from './support/browser';
import { logInThroughApi } from './support/game-loop';

const e2e = setUpE2e();

describe.each(viewports)('the members list at $width px', (viewport) => {
  test('finance finds a member by a part of the account number, sorts, exports the filter and saves a view', async () => {
    const member = await registerMemberThroughApi(e2e.url);
    const finance = await staffWithSecondFactor(e2e.server, 'finance');
    const desk = await signInToConsole(e2e, viewport, finance);
    await openDesk(desk, viewport, bo.nav.members);

    // As a statement prints it: a part of the number, with a dash.
    const digits = member.accountNumber;
    const part = `${digits.slice(3, 6)}-${digits.slice(6, 9)}`;
    await desk.getByRole('searchbox', { name: bo.members.search }).fill(part);
    await desk.getByRole('button', { name: bo.common.search, exact: true }).click();
    await eventually(() => consoleRow(desk, 'members-table', member.phone).count()).toBe(1);
    await eventually(() => desk.getByTestId('page-range').filter({ visible: true }).textContent()).toContain(
      '1–1',
    );

    if (viewport.name === 'desktop') {
      await desk.getByRole('columnheader', { name: bo.members.depositTotal }).getByRole('button').click();
      await eventually(() => new URL(desk.url()).searchParams.get('sort')).toBe('deposit_total.desc');
      await desk.getByRole('columnheader', { name: bo.members.depositTotal }).getByRole('button').click();
      await eventually(() => new URL(desk.url()).searchParams.get('sort')).toBe('deposit_total.asc');
      await desk.getByTestId('table-totals').waitFor();
    } else {
      await desk.getByTestId('mobile-totals').waitFor();
    }

    // The CSV file of the filtered list: one member, Thai readable in Excel (byte order mark).
    const [download] = await Promise.all([
      desk.waitForEvent('download'),
      desk.getByTestId('list-export').click(),
    ]);
    const file = await readFile((await download.path())!, 'utf8');
    expect(file.startsWith('\uFEFFid,phone,')).toBe(true);
    expect(file.trimEnd().split('\r\n')).toHaveLength(2);
    expect(file).toContain(member.phone);

    // A saved view brings the filter back.
    await desk.getByTestId('save-view').click();
    await desk.getByTestId('view-name').fill('เลขบัญชีที่ตามหา');
    await desk.getByRole('button', { name: bo.common.save, exact: true }).click();
    await eventually(() => desk.getByTestId('saved-views').locator('option').allTextContents()).toContain(
      'เลขบัญชีที่ตามหา',
    );
    await saveScreenshot(desk, `members-list-th-${viewport.width}`, { fullPage: viewport.name === 'mobile' });
    await desk.getByRole('button', { name: bo.common.clear, exact: true }).click();
    await eventually(() => new URL(desk.url()).searchParams.get('q')).toBeNull();
    await desk.getByTestId('saved-views').selectOption({ label: 'เลขบัญชีที่ตามหา' });
    await eventually(() => new URL(desk.url()).searchParams.get('q')).toBe(part);
    await eventually(() => consoleRow(desk, 'members-table', member.phone).count()).toBe(1);

    await desk.evaluate(() => localStorage.setItem('chaba.backoffice.language', 'en'));
    await desk.reload();
    await consoleRow(desk, 'members-table', member.phone).waitFor();
    await saveScreenshot(desk, `members-list-en-${viewport.width}`, { fullPage: viewport.name === 'mobile' });
  });
});

describe.each(viewports)('the deposits list at $width px (decision 68)', (viewport) => {
  test('finance finds a pending deposit by a part of the account number, claims it, exports the filter and saves a view', async () => {
    const member = await registerMemberThroughApi(e2e.url);
    const token = await logInThroughApi(e2e.url, member.phone, member.password);
    const prepared = await callApi<PrepareDepositResponse>(e2e.url, '/api/requests/deposit/prepare', {
      body: { amount: '64' },
      token,
    });
    const finance = await staffWithSecondFactor(e2e.server, 'finance');
    const desk = await signInToConsole(e2e, viewport, finance);
    await openDesk(desk, viewport, bo.nav.deposits);
    await desk.getByTestId('all-deposits').click();

    // A part of the member's account number, as a statement prints it, and the pending status.
    const digits = member.accountNumber;
    const part = `x${digits.slice(4, 9)}`;
    const texts = backofficeMoneyListsTh.moneyLists;
    await desk.getByRole('searchbox', { name: texts.depositSearch }).fill(part);
    await desk.getByRole('combobox', { name: bo.withdrawals.status }).selectOption('pending');
    await desk.getByRole('button', { name: bo.common.search, exact: true }).click();
    await eventually(() => consoleRow(desk, 'deposit-list-table', prepared.data.ref).count()).toBe(1);
    expect(new URL(desk.url()).searchParams.get('status')).toBe('pending');
    await desk.getByTestId(viewport.name === 'desktop' ? 'table-totals' : 'mobile-totals').waitFor();

    // The claim: finance works this deposit now.
    await consoleRow(desk, 'deposit-list-table', prepared.data.ref)
      .getByRole('button', { name: bo.withdrawals.claim })
      .click();
    await eventually(() =>
      consoleRow(desk, 'deposit-list-table', prepared.data.ref).getByTestId('claim-mine').count(),
    ).toBe(1);

    const [download] = await Promise.all([
      desk.waitForEvent('download'),
      desk.getByTestId('list-export').click(),
    ]);
    const file = await readFile((await download.path())!, 'utf8');
    expect(file.startsWith('\uFEFFid,ref,status,amount,')).toBe(true);
    expect(file.trimEnd().split('\r\n')).toHaveLength(2);
    expect(file).toContain(prepared.data.ref);

    await desk.getByTestId('save-view').click();
    await desk.getByTestId('view-name').fill('ฝากที่รออยู่');
    await desk.getByRole('button', { name: bo.common.save, exact: true }).click();
    await eventually(() => desk.getByTestId('saved-views').locator('option').allTextContents()).toContain(
      'ฝากที่รออยู่',
    );
    await saveScreenshot(desk, `deposits-list-th-${viewport.width}`, {
      fullPage: viewport.name === 'mobile',
    });
    await desk.getByRole('button', { name: bo.common.clear, exact: true }).click();
    await eventually(() => new URL(desk.url()).searchParams.get('q')).toBeNull();
    await desk.getByTestId('saved-views').selectOption({ label: 'ฝากที่รออยู่' });
    await eventually(() => new URL(desk.url()).searchParams.get('q')).toBe(part);
    await eventually(() => consoleRow(desk, 'deposit-list-table', prepared.data.ref).count()).toBe(1);

    await desk.evaluate(() => localStorage.setItem('chaba.backoffice.language', 'en'));
    await desk.reload();
    await consoleRow(desk, 'deposit-list-table', prepared.data.ref).waitFor();
    await saveScreenshot(desk, `deposits-list-en-${viewport.width}`, {
      fullPage: viewport.name === 'mobile',
    });
  });
});

describe.each(viewports)(
  'the transfers list and the adjustments desk at $width px (decision 68)',
  (viewport) => {
    test('finance opens all transfers and every adjustment, each with its filters, totals and export', async () => {
      const finance = await staffWithSecondFactor(e2e.server, 'finance');
      const desk = await signInToConsole(e2e, viewport, finance);
      await openDesk(desk, viewport, bo.nav.deposits);
      await desk.getByTestId('all-transfers').click();
      await desk.getByTestId('statement-line-list-table').waitFor();
      await desk.getByTestId('list-export').waitFor();
      await saveScreenshot(desk, `transfers-list-th-${viewport.width}`, {
        fullPage: viewport.name === 'mobile',
      });

      await openDesk(desk, viewport, bo.nav.adjustments);
      await desk.getByRole('tab', { name: bo.adjustments.statuses.all }).click();
      await eventually(() => new URL(desk.url()).searchParams.get('status')).toBe('all');
      await desk.getByTestId('adjustments-table').waitFor();
      await desk.getByTestId('list-export').waitFor();
      await desk.evaluate(() => localStorage.setItem('chaba.backoffice.language', 'en'));
      await desk.reload();
      await desk.getByTestId('adjustments-table').waitFor();
      await saveScreenshot(desk, `adjustments-list-en-${viewport.width}`, {
        fullPage: viewport.name === 'mobile',
      });
    });
  },
);
