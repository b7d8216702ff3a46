import type { Page } from 'playwright-core';
import webPush from 'web-push';
import { describe, expect, it } from 'vitest';
import { webPushEn } from '@chaba/i18n/catalogs/web-push.en';
import { webPushTh } from '@chaba/i18n/catalogs/web-push.th';
import { startFakePushService, type FakePushService } from '../test/support/fake-push-service';
import { registerMemberThroughApi } from './support/api';
import { saveScreenshot, setUpE2e, viewports, waitForHydration, type Viewport } from './support/browser';
import { creditThroughDeposit, openAsMember } from './support/money';
import { startE2eServer, type E2eServer } from './support/server';
import { closeAnnouncementWhenItAppears, control, dismissToasts } from './support/site';
import { en, th } from './support/texts';

/*
 * Web Push in Chromium (issue 15, decision 35). Headless Chromium reaches no real push service, so
 * the page's `PushManager.prototype.subscribe` (and only it) answers a subscription of the local fake
 * push service (test/support/fake-push-service.ts); everything else is real: the permission, the
 * service worker at /sw.js, the site's switch and its call, the server's encrypted and VAPID-signed
 * message after a credited deposit. The fake decrypts that message; DevTools' own
 * `ServiceWorker.deliverPushMessage` hands it to the worker, which must show it as a notification.
 */

interface PushServer extends E2eServer {
  fake: FakePushService;
}

// Web Push needs the full Chromium (the headless shell has no push subscription: support/browser.ts).
const e2e = setUpE2e<PushServer>(
  async () => {
    const fake = await startFakePushService();
    const keys = webPush.generateVAPIDKeys();
    const server = await startE2eServer({
      env: {
        VAPID_PUBLIC_KEY: keys.publicKey,
        VAPID_PRIVATE_KEY: keys.privateKey,
        VAPID_SUBJECT: 'mailto:ops@chaba.test',
        PUSH_SERVICE_ORIGINS: fake.origin,
      },
    });
    return {
      ...server,
      fake,
      async close() {
        await server.close();
        await fake.close();
      },
    };
  },
  { browser: 'full' },
);

/** The first value `read` gives that is not undefined, asked every 100 ms for up to 15 s. */
async function until<T>(what: string, read: () => T | undefined | Promise<T | undefined>): Promise<T> {
  const end = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A member's page whose browser allows notifications and subscribes at the fake push service. */
async function memberPage(viewport: Viewport) {
  const member = await registerMemberThroughApi(e2e.url);
  const subscription = e2e.server.fake.subscribe();
  const page = await openAsMember(
    {
      openPage: async (size, pathname = '/') => {
        const opened = await e2e.newPage(size);
        await opened.context().grantPermissions(['notifications'], { origin: e2e.url });
        await opened.addInitScript((fake) => {
          PushManager.prototype.subscribe = async function subscribe() {
            return {
              endpoint: fake.endpoint,
              expirationTime: null,
              options: { userVisibleOnly: true, applicationServerKey: null },
              getKey: () => null,
              toJSON: () => fake,
              unsubscribe: async () => true,
            } as unknown as PushSubscription;
          };
        }, subscription);
        await closeAnnouncementWhenItAppears(opened);
        await opened.goto(`${e2e.url}${pathname}`);
        await waitForHydration(opened);
        return opened;
      },
    },
    viewport,
    member,
  );
  return { page, member, subscription };
}

/** The information popup, opened with the texts of the page's language. */
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
  // The popup loads the profile first: room for a busy two-core machine.
  await information.waitFor({ timeout: 20_000 });
  return information;
}

/** The notifications the site's service worker shows now. */
function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const list = await registration.getNotifications();
    return list.map((item) => ({
      title: item.title,
      body: item.body,
      tag: item.tag,
      data: item.data as unknown,
    }));
  });
}

describe.each(viewports)('push notifications at $width px', (viewport) => {
  it('a member turns them on, and a credited deposit shows on the phone', async () => {
    const { page, member, subscription } = await memberPage(viewport);
    const information = await openInformation(page, viewport, th);
    const toggle = information.getByRole('switch', { name: webPushTh.title });
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    await information.getByTestId('push-switch').scrollIntoViewIfNeeded();
    await saveScreenshot(page, `push-switch-${viewport.width}-th-off`);
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => page.getByText(webPushTh.turnedOn).count()).toBeGreaterThan(0);
    await saveScreenshot(page, `push-switch-${viewport.width}-th-on`);

    // The server's message reaches the push service, encrypted for this browser and signed.
    const { fake } = e2e.server;
    const already = fake.received.length;
    await creditThroughDeposit(e2e.url, member, 300);
    const push = await until('the push service to receive the message', () =>
      fake.received.slice(already).find((item) => subscription.endpoint.endsWith(item.id)),
    );
    expect(JSON.parse(push.payload)).toMatchObject({ title: 'เติมเงินสำเร็จ', url: '/lobby' });

    // Handed to the service worker as the push service would: it shows the notification.
    const devtools = await page.context().newCDPSession(page);
    const registrations: Array<{ registrationId: string; scopeURL: string; isDeleted: boolean }> = [];
    devtools.on('ServiceWorker.workerRegistrationUpdated', (event) =>
      registrations.push(...event.registrations),
    );
    await devtools.send('ServiceWorker.enable');
    const registration = await until('the service worker registration', () =>
      registrations.find((item) => item.scopeURL === `${e2e.url}/` && !item.isDeleted),
    );
    await devtools.send('ServiceWorker.deliverPushMessage', {
      origin: e2e.url,
      registrationId: registration.registrationId,
      data: push.payload,
    });
    const shown = await until('the notification', async () => {
      const list = await shownNotifications(page);
      return list.length > 0 ? list : undefined;
    });
    expect(shown[0]).toMatchObject({
      title: 'เติมเงินสำเร็จ',
      body: expect.stringContaining('300.00 บาท'),
      data: { url: `${e2e.url}/lobby` },
    });
  });

  it('reads in English on the English site', async () => {
    const { page } = await memberPage(viewport);
    await page.goto(`${e2e.url}/en`);
    await waitForHydration(page);
    const information = await openInformation(page, viewport, en);
    const toggle = information.getByRole('switch', { name: webPushEn.title });
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    await information.getByTestId('push-switch').scrollIntoViewIfNeeded();
    await saveScreenshot(page, `push-switch-${viewport.width}-en-on`);
    expect(await information.getByText(webPushEn.description).isVisible()).toBe(true);
  });
});
