import { backofficeDocumentsEn } from '@chaba/i18n/catalogs/backoffice-documents.en';
import { backofficeDocumentsTh } from '@chaba/i18n/catalogs/backoffice-documents.th';
import { webDocumentsEn } from '@chaba/i18n/catalogs/web-documents.en';
import { webDocumentsTh } from '@chaba/i18n/catalogs/web-documents.th';
import { members } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { describe, expect, test } from 'vitest';
import { registerMemberThroughApi } from './support/api';
import { bo, consoleField, openDesk, signInToConsole, staffWithSecondFactor } from './support/backoffice';
import { eventually, saveScreenshot, setUpE2e, viewports, type Viewport } from './support/browser';
import { openAsMember } from './support/money';
import { control, dismissToasts, textOf } from './support/site';
import { startE2eServer } from './support/server';
import { en, th } from './support/texts';

/*
 * Identity documents (issue 30, decision 67) in the browser: support asks a member for their
 * documents from the member page; the member, at 390 px in Thai, sees the request in the
 * information popup and sends both photos; support approves them on the documents desk (the image
 * shown); the member, at 1280 px in English, sees their identity verified.
 */
const e2e = setUpE2e(() => startE2eServer());
const mobile = viewports.find((viewport) => viewport.width === 390)!;
const desktop = viewports.find((viewport) => viewport.width === 1280)!;
const desk = backofficeDocumentsTh.documents;

/** A photo-sized PNG of one colour. */
function photo(shade: number) {
  const image = new PNG({ width: 640, height: 400 });
  for (let index = 0; index < image.data.length; index += 4) {
    image.data[index] = shade;
    image.data[index + 1] = 120;
    image.data[index + 2] = 200 - (shade % 100);
    image.data[index + 3] = 255;
  }
  return { name: 'document.png', mimeType: 'image/png', buffer: PNG.sync.write(image) };
}

async function openInformation(page: Page, viewport: Viewport, texts: typeof th) {
  await dismissToasts(page);
  if (viewport.name === 'mobile') {
    await control(page, texts.nav.openMenu).click();
    const drawer = page.getByRole('navigation', { name: texts.nav.memberMenu, exact: true });
    await control(drawer, texts.drawer.personalInfo).click();
  } else {
    await control(page.getByTestId('member-bar'), texts.member.accountInfo).click();
  }
  const information = page.getByTestId('information-popup');
  await information.waitFor({ timeout: 20_000 });
  return information;
}

describe('identity documents', () => {
  test('asked by support, sent by the member at 390 px in Thai, approved on the desk, verified in English at 1280 px', async () => {
    const member = await registerMemberThroughApi(e2e.url);
    const [row] = await e2e.server.running.connection.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.phone, member.phone));
    const memberId = row!.id;

    const support = await staffWithSecondFactor(e2e.server, 'support');
    const console = await signInToConsole(e2e, desktop, support, `/backoffice/members/${memberId}`);
    const block = console.getByTestId('member-documents');
    await block.waitFor();
    await block.getByRole('button', { name: desk.ask }).click();
    const ask = console.getByRole('dialog', { name: desk.askTitle });
    await consoleField(ask, desk.askReason).fill('ยอดถอนสูง กรุณายืนยันตัวตน');
    await ask.getByRole('button', { name: desk.askSubmit }).click();
    await ask.waitFor({ state: 'hidden' });
    await eventually(() => textOf(block)).toContain(desk.asked);

    const site = await openAsMember(e2e, mobile, member);
    const information = await openInformation(site, mobile, th);
    const section = information.getByTestId('documents-section');
    await section.waitFor();
    expect(await textOf(section)).toContain(webDocumentsTh.asked);
    expect(await textOf(section)).toContain('ยอดถอนสูง กรุณายืนยันตัวตน');
    await section.getByTestId('document-id_card-file').setInputFiles(photo(30));
    await eventually(() => textOf(section.getByTestId('document-id_card-status'))).toBe(
      webDocumentsTh.pending,
    );
    await section.getByTestId('document-bank_book-file').setInputFiles(photo(90));
    await eventually(() => textOf(section.getByTestId('document-bank_book-status'))).toBe(
      webDocumentsTh.pending,
    );
    await section.scrollIntoViewIfNeeded();
    await saveScreenshot(site, 'documents-member-th-390');

    await openDesk(console, desktop, bo.nav.documents);
    const table = console.getByTestId('documents-table');
    await table.waitFor();
    await saveScreenshot(console, 'documents-desk-th-1280');
    for (const kind of ['id_card', 'bank_book'] as const) {
      const entry = table
        .getByRole('row')
        .filter({ hasText: member.phone })
        .filter({ hasText: desk.kinds[kind] });
      await entry.getByRole('button', { name: desk.review }).click();
      const dialog = console.getByRole('dialog').filter({ visible: true });
      const image = dialog.getByRole('img', { name: desk.kinds[kind] });
      await image.waitFor();
      await eventually(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(
        640,
      );
      if (kind === 'id_card') await saveScreenshot(console, 'documents-review-th-1280');
      await dialog.getByRole('button', { name: desk.approve, exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      await entry.waitFor({ state: 'detached' });
    }

    // The decided ones in English at 1280 px, and the member page's block on a phone.
    await console.getByTestId('lang-switch').getByRole('button', { name: 'EN' }).click();
    await console.getByRole('tab', { name: backofficeDocumentsEn.documents.groups.approved }).click();
    await console
      .getByTestId('documents-table')
      .getByRole('row')
      .filter({ hasText: member.phone })
      .first()
      .waitFor();
    await saveScreenshot(console, 'documents-desk-en-1280');
    const phone = await signInToConsole(e2e, mobile, support, `/backoffice/members/${memberId}`);
    const phoneBlock = phone.getByTestId('member-documents');
    await eventually(() => textOf(phoneBlock)).toContain(desk.verified);
    await phoneBlock.scrollIntoViewIfNeeded();
    await saveScreenshot(phone, 'documents-member-block-th-390');

    const english = await openAsMember(e2e, desktop, member);
    await english.goto(`${e2e.url}/en/lobby`);
    const info = await openInformation(english, desktop, en);
    const verified = info.getByTestId('documents-section');
    await eventually(() => textOf(verified)).toContain(webDocumentsEn.verified);
    expect(await textOf(verified.getByTestId('document-id_card-status'))).toBe(webDocumentsEn.approved);
    await verified.scrollIntoViewIfNeeded();
    await saveScreenshot(english, 'documents-member-en-1280');
  });
});
