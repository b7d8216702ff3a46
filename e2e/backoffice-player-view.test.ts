import { backofficePlayerEn } from '@chaba/i18n/catalogs/backoffice-player.en';
import { backofficePlayerTh } from '@chaba/i18n/catalogs/backoffice-player.th';
import { gameTransactions, members } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { registerMemberThroughApi } from './support/api';
import { bo, signInToConsole, staffWithSecondFactor } from './support/backoffice';
import { eventually, saveScreenshot, setUpE2e, viewports } from './support/browser';
import { creditThroughDeposit } from './support/money';
import { textOf } from './support/site';

const e2e = setUpE2e();
const th = backofficePlayerTh.player;
const en = backofficePlayerEn.player;
let serial = 0;

/** A member with a deposit of 500 baht, a twin account holder, and two demo rounds: one won, one lost. */
async function playerWithHistory() {
  serial += 1;
  const name = `ผู้เล่น ภาพรวม${Date.now() % 100_000}${serial}`;
  const member = await registerMemberThroughApi(e2e.url, { name });
  const twin = await registerMemberThroughApi(e2e.url, { name, bank: 'KBANK' });
  await creditThroughDeposit(e2e.url, member, 500);
  const { db } = e2e.server.running.connection;
  const [row] = await db.select({ id: members.id }).from(members).where(eq(members.phone, member.phone));
  const id = row!.id;
  const call = (round: string, kind: 'bet' | 'win', satang: bigint, minutes: number) => ({
    provider: 'chaba-demo',
    transactionId: `pv-${id}-${round}-${kind}`,
    kind,
    memberId: id,
    roundId: `pv-${round}`,
    gameCode: 'hibiscus-slot',
    amountSatang: satang,
    status: 'applied' as const,
    answerStatus: 'OK',
    balanceAfterSatang: 50_000n,
    createdAt: new Date(Date.now() - minutes * 60_000),
  });
  await db
    .insert(gameTransactions)
    .values([
      call('won', 'bet', 2_000n, 30),
      call('won', 'win', 9_000n, 29),
      call('lost', 'bet', 5_000n, 20),
      call('lost', 'win', 0n, 19),
    ]);
  return { ...member, id, twin };
}

describe.each(viewports)('the player view at $width px', (viewport) => {
  test('support sees the lifetime figures, the linked twin and the bet log with a round’s calls, in Thai and English', async () => {
    const player = await playerWithHistory();
    const support = await staffWithSecondFactor(e2e.server, 'support');
    const desk = await signInToConsole(e2e, viewport, support);
    await desk.goto(`${e2e.url}/backoffice/members/${player.id}`);

    // The overview is the member page's first tab.
    const overview = desk.getByTestId('member-overview');
    await overview.waitFor();
    await eventually(() => textOf(desk.getByTestId('summary-deposits'))).toContain('500.00');
    expect(await textOf(overview)).toContain(th.times.replace('{{count}}', '1'));
    expect(await textOf(desk.getByTestId('summary-withdrawals'))).toContain('0.00');
    const linked = desk.getByTestId('linked-accounts');
    // The twin shares the holder name, and (in this test) the address and browser of every member.
    const twin = linked.getByRole('listitem').filter({ hasText: player.twin.phone });
    await eventually(() => twin.count()).toBe(1);
    expect(await textOf(twin)).toContain(th.links.holder_name);
    expect(await textOf(twin)).toContain(th.links.address);
    expect(await twin.getByRole('link').getAttribute('href')).toMatch(/\/members\/\d+$/);
    if (viewport.width >= 1280) {
      // A desk at 1280 px uses the width: the figures stand in one row across the page.
      const band = await desk.getByTestId('member-summary').boundingBox();
      expect(band!.width).toBeGreaterThan(950);
      expect(band!.height).toBeLessThan(160);
    }
    await saveScreenshot(desk, `player-view-th-${viewport.width}`, { fullPage: true });

    // The bet log: names from the catalogue, filtered to the won round, its calls in a dialog.
    await desk.goto(`${e2e.url}/backoffice/members/${player.id}?tab=rounds`);
    const rounds = desk.getByTestId('rounds-table').locator('[data-row-id]').filter({ visible: true });
    await eventually(() => rounds.count()).toBe(2);
    // The game chosen by its catalogue name among the games played (a select, not a code typed).
    const game = desk.getByRole('combobox', { name: th.filters.game, exact: true });
    await eventually(() => game.locator('option').allTextContents()).toContain('สล็อตชบา');
    await game.selectOption({ label: 'สล็อตชบา' });
    await desk.getByRole('combobox', { name: th.filters.outcome }).selectOption('won');
    await desk.getByRole('button', { name: bo.common.search, exact: true }).click();
    await eventually(() => new URL(desk.url()).searchParams.get('game_code')).toBe('hibiscus-slot');
    await eventually(() => rounds.count()).toBe(1);
    expect(await textOf(rounds.first())).toContain('90.00');
    // The game's name from the catalogue, not its code.
    expect(await textOf(rounds.first())).toContain('สล็อตชบา');
    await rounds.first().getByRole('button', { name: th.details }).click();
    const dialog = desk.getByRole('dialog');
    await eventually(() => dialog.getByTestId('round-calls').getByRole('listitem').count()).toBe(2);
    expect(await textOf(dialog)).toContain(th.calls.win);
    await saveScreenshot(desk, `player-view-round-th-${viewport.width}`);
    await desk.keyboard.press('Escape');

    // English.
    await desk.evaluate(() => localStorage.setItem('chaba.backoffice.language', 'en'));
    await desk.goto(`${e2e.url}/backoffice/members/${player.id}`);
    await desk.getByTestId('member-overview').waitFor();
    await eventually(() => textOf(desk.getByTestId('member-overview'))).toContain(en.linked);
    expect(await textOf(desk.getByTestId('linked-accounts'))).toContain(en.links.holder_name);
    await saveScreenshot(desk, `player-view-en-${viewport.width}`, { fullPage: true });
    await desk.goto(`${e2e.url}/backoffice/members/${player.id}?tab=rounds`);
    await eventually(() => rounds.count()).toBe(2);
    await saveScreenshot(desk, `player-view-rounds-en-${viewport.width}`, { fullPage: true });
    await desk.evaluate(() => localStorage.removeItem('chaba.backoffice.language'));
  });
});
