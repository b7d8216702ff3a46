import { expect, test } from 'vitest';
import { webLineEn } from '@chaba/i18n/catalogs/web-line.en';
import { webLineTh } from '@chaba/i18n/catalogs/web-line.th';
import { fakeLineUser, startFakeLineLogin, type FakeLineLogin } from '../scripts/fake-line-login/server';
import { registerMemberThroughApi } from './support/api';
import {
  eventually,
  saveScreenshot,
  setUpE2e,
  viewports,
  waitForHydration,
  type Viewport,
} from './support/browser';
import {
  clippedTexts,
  control,
  dismissToasts,
  field,
  logOutFromMenu,
  openInformationPopup,
  openLoginPopup,
  popup,
  textOf,
} from './support/site';
import { en, th, withValues } from './support/texts';
import { startE2eServer, type E2eServer } from './support/server';

/**
 * LINE Login (issue 31, decision 70) in Chromium against the fake LINE Login: a member links LINE
 * from the information popup (LINE's consent page, Allow), logs out, and logs in with the LINE
 * button of the login popup; at 390 px in Thai and at 1280 px in English.
 */
const e2e = setUpE2e(async (): Promise<E2eServer & { fake: FakeLineLogin }> => {
  const fake = await startFakeLineLogin({
    channelId: '1653000001',
    channelSecret: 'e2e-line-login-channel-secret',
  });
  try {
    const server = await startE2eServer({
      env: {
        LINE_LOGIN_CHANNEL_ID: '1653000001',
        LINE_LOGIN_CHANNEL_SECRET: 'e2e-line-login-channel-secret',
        LINE_LOGIN_AUTHORIZE_URL: fake.authorizeUrl,
        LINE_LOGIN_API_URL: fake.url,
        OUTBOUND_ALLOW_LOOPBACK: 'true',
      },
    });
    return { ...server, fake, close: async () => (await server.close(), await fake.close()) };
  } catch (error) {
    await fake.close();
    throw error;
  }
});

const cases: Array<{ viewport: Viewport; language: 'th' | 'en' }> = [
  { viewport: viewports.find((viewport) => viewport.name === 'mobile')!, language: 'th' },
  { viewport: viewports.find((viewport) => viewport.name !== 'mobile')!, language: 'en' },
];

test.each(cases)(
  'a member links LINE, logs out and logs in with LINE at $viewport.width px ($language)',
  async ({ viewport, language }) => {
    const texts = language === 'th' ? { site: th, line: webLineTh } : { site: en, line: webLineEn };
    const prefix = language === 'th' ? '' : '/en';
    const member = await registerMemberThroughApi(e2e.url);
    const lineUser = fakeLineUser(language === 'th' ? 'สมชาย ใจดี' : 'Somchai Jaidee');
    e2e.server.fake.currentUser = lineUser;

    const page = await e2e.openPage(viewport, `${prefix}/login`);
    const login = popup(page, texts.site.login.title);
    await login.waitFor();
    await saveScreenshot(page, `line-login-popup-${language}-${viewport.width}`);
    await field(login, texts.site.fields.phone).fill(member.phone);
    await field(login, texts.site.fields.password).fill(member.password);
    await login.getByTestId('login-submit').click();
    await login.waitFor({ state: 'detached' });
    await eventually(() => textOf(page.getByTestId('member-phone'))).toBe(member.phone);

    // Link from the information popup: LINE's consent page, Allow, back in the popup.
    const information =
      language === 'th'
        ? await openInformationPopup(page, viewport)
        : await (async () => {
            await dismissToasts(page);
            await control(page.getByTestId('member-bar'), en.member.accountInfo).click();
            return page.getByTestId('information-popup');
          })();
    const row = information.getByTestId('line-account');
    await eventually(() => textOf(row.getByTestId('line-account-state'))).toBe(texts.line.notLinked);
    await saveScreenshot(page, `line-info-unlinked-${language}-${viewport.width}`);
    await row.getByTestId('line-link').click();
    await page.waitForURL((url) => url.href.startsWith(e2e.server.fake.url));
    await page.locator('#allow').click();
    await page.waitForURL((url) => url.pathname === `${prefix}/u`);
    await waitForHydration(page);
    const back = page.getByTestId('information-popup');
    await eventually(() => textOf(back.getByTestId('line-account-state'))).toBe(
      withValues(texts.line.linkedAs, { name: lineUser.name }),
    );
    await saveScreenshot(page, `line-info-linked-${language}-${viewport.width}`);
    expect(e2e.server.fake.authorizeRequests.at(-1)).toMatchObject({
      bot_prompt: 'normal',
      scope: 'openid profile',
    });

    // Log out, then in with LINE.
    await back.getByRole('button', { name: texts.site.common.close, exact: true }).last().click();
    if (language === 'th') await logOutFromMenu(page, viewport);
    else await control(page.getByTestId('member-bar'), en.nav.logout).click();
    await eventually(() => page.getByTestId('member-phone').count()).toBe(0);
    if (language === 'th') await openLoginPopup(page);
    else await page.goto(`${e2e.url}${prefix}/login`);
    await waitForHydration(page);
    const again = popup(page, texts.site.login.title);
    const lineButton = again.getByTestId('line-login-button');
    expect(await textOf(lineButton)).toBe(texts.line.loginButton);
    const box = (await lineButton.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    await lineButton.click();
    await page.waitForURL((url) => url.href.startsWith(e2e.server.fake.url));
    await page.locator('#allow').click();
    await page.waitForURL((url) => url.pathname === `${prefix}/` || url.pathname === prefix);
    await waitForHydration(page);
    await eventually(() => textOf(page.getByTestId('member-phone'))).toBe(member.phone);
    await saveScreenshot(page, `line-logged-in-${language}-${viewport.width}`);
  },
);

test('a cancelled LINE login returns to the login popup with its message', async () => {
  const page = await e2e.openPage(viewports[0]!, '/login');
  const login = popup(page, th.login.title);
  await login.getByTestId('line-login-button').click();
  await page.waitForURL((url) => url.href.startsWith(e2e.server.fake.url));
  await page.locator('#cancel').click();
  await page.waitForURL((url) => url.pathname === '/login');
  await waitForHydration(page);
  await eventually(() => textOf(popup(page, th.login.title).getByTestId('line-login-error'))).toBe(
    webLineTh.errors.line_login_cancelled,
  );
  await saveScreenshot(page, 'line-login-cancelled-th-390');
});

test('a LINE account no member has lands in the registration, which says it will be linked', async () => {
  e2e.server.fake.currentUser = fakeLineUser('ผู้เล่นใหม่');
  for (const { viewport, language } of cases) {
    const prefix = language === 'th' ? '' : '/en';
    const page = await e2e.openPage(viewport, `${prefix}/login`);
    const title = language === 'th' ? th.login.title : en.login.title;
    await popup(page, title).getByTestId('line-login-button').click();
    await page.waitForURL((url) => url.href.startsWith(e2e.server.fake.url));
    await page.locator('#allow').click();
    await page.waitForURL((url) => url.pathname === `${prefix}/register`);
    await waitForHydration(page);
    const note = page.getByTestId('line-registration-note');
    await eventually(() => textOf(note)).toBe((language === 'th' ? webLineTh : webLineEn).registerNote);
    expect(await clippedTexts(note.locator('span'))).toEqual([]);
    await saveScreenshot(page, `line-register-note-${language}-${viewport.width}`);
  }
});
