import type { CDPSession, Page, Worker } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpE2e, viewports } from './support/browser';

/*
 * A tap on a push notification (apps/web/public/sw.js, `notificationclick`) in Chromium: the site's
 * window already at the notification's page is focused, else that page opens; an address of another
 * origin opens the home page. The notification comes from the worker's own `push` handler (DevTools'
 * `ServiceWorker.deliverPushMessage`, as e2e/push.test.ts), and the click is the real handler run on
 * the real notification. Headless Chromium cannot click a notification, and lets a worker open or
 * focus a window only inside a click the browser dispatched, so the test dispatches the
 * `notificationclick` itself through Playwright's handle on the worker (`context.serviceWorkers()`)
 * and records what the handler asks of `clients.openWindow` and `WindowClient.focus`.
 */

// Notifications need the full Chromium (the headless shell has none: support/browser.ts).
const e2e = setUpE2e(undefined, { browser: 'full' });
const phone = viewports.find((viewport) => viewport.name === 'mobile')!;

/** A visitor's page at `pathname` that allows notifications, with the site's service worker running. */
async function pageWithWorker(pathname: string): Promise<{ page: Page; worker: Worker }> {
  const page = await e2e.openPage(phone, pathname);
  await page.context().grantPermissions(['notifications'], { origin: e2e.url });
  // The site registers its worker once the page is idle after load.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.context().serviceWorkers().length, { timeout: 20_000 }).toBeGreaterThan(0);
  return { page, worker: page.context().serviceWorkers()[0]! };
}

/** Hands a push message to the worker as the push service would; the worker shows it. */
async function deliverPush(devtools: CDPSession, registrationId: string, message: object): Promise<void> {
  await devtools.send('ServiceWorker.deliverPushMessage', {
    origin: e2e.url,
    registrationId,
    data: JSON.stringify(message),
  });
}

async function registrationIdOf(page: Page): Promise<{ devtools: CDPSession; registrationId: string }> {
  const devtools = await page.context().newCDPSession(page);
  const registrations: Array<{ registrationId: string; scopeURL: string; isDeleted: boolean }> = [];
  devtools.on('ServiceWorker.workerRegistrationUpdated', (event) =>
    registrations.push(...event.registrations),
  );
  await devtools.send('ServiceWorker.enable');
  await expect
    .poll(() => registrations.some((item) => item.scopeURL === `${e2e.url}/` && !item.isDeleted))
    .toBe(true);
  const registration = registrations.find((item) => item.scopeURL === `${e2e.url}/` && !item.isDeleted)!;
  return { devtools, registrationId: registration.registrationId };
}

/** How many notifications the worker shows now. */
function notificationsShowing(worker: Worker): Promise<number> {
  return worker.evaluate(() =>
    (self as any).registration.getNotifications().then((list: unknown[]) => list.length),
  );
}

/**
 * Taps the one notification showing: its `notificationclick` dispatched in the worker, with what the
 * handler asks to open or focus recorded instead of done; answers those and the notifications left.
 */
function tapNotification(worker: Worker) {
  return worker.evaluate(async () => {
    const scope = self as any;
    const opened: string[] = [];
    const focused: string[] = [];
    const openWindow = scope.clients.openWindow;
    const focus = scope.WindowClient.prototype.focus;
    scope.clients.openWindow = async (url: string) => {
      opened.push(url);
      return null;
    };
    scope.WindowClient.prototype.focus = async function (this: { url: string }) {
      focused.push(this.url);
      return this;
    };
    try {
      const shown = await scope.registration.getNotifications();
      if (shown.length !== 1) throw new Error(`${shown.length} notifications showing, not one`);
      const event = new scope.NotificationEvent('notificationclick', { notification: shown[0] });
      // A script's event may not extend itself (waitUntil throws): the handler's work is awaited here.
      let work: Promise<unknown> = Promise.resolve();
      Object.defineProperty(event, 'waitUntil', { value: (promise: Promise<unknown>) => (work = promise) });
      scope.dispatchEvent(event);
      await work;
      const left = await scope.registration.getNotifications();
      return { opened, focused, left: left.length, url: shown[0].data.url as string };
    } finally {
      scope.clients.openWindow = openWindow;
      scope.WindowClient.prototype.focus = focus;
    }
  });
}

describe('a tap on a push notification', () => {
  it('focuses the window at its page, else opens the page; another origin opens the home page', async () => {
    const { page, worker } = await pageWithWorker('/promotion');
    const { devtools, registrationId } = await registrationIdOf(page);

    // The site is open at the notification's page: that window comes to the front, none opens.
    await deliverPush(devtools, registrationId, { title: 'โปรโมชั่นใหม่', body: 'ดูเลย', url: '/promotion' });
    await expect.poll(() => notificationsShowing(worker), { timeout: 10_000 }).toBe(1);
    expect(await tapNotification(worker)).toEqual({
      opened: [],
      focused: [`${e2e.url}/promotion`],
      left: 0,
      url: `${e2e.url}/promotion`,
    });

    // No window at the page: it opens, and the notification is gone.
    await deliverPush(devtools, registrationId, { title: 'เติมเงินสำเร็จ', body: '300.00 บาท', url: '/lobby' });
    await expect.poll(() => notificationsShowing(worker), { timeout: 10_000 }).toBe(1);
    expect(await tapNotification(worker)).toEqual({
      opened: [`${e2e.url}/lobby`],
      focused: [],
      left: 0,
      url: `${e2e.url}/lobby`,
    });

    // An address of another site never opens from our notification: the home page does.
    await deliverPush(devtools, registrationId, { title: 'x', body: 'y', url: 'https://evil.example/win' });
    await expect.poll(() => notificationsShowing(worker), { timeout: 10_000 }).toBe(1);
    expect(await tapNotification(worker)).toEqual({
      opened: [`${e2e.url}/`],
      focused: [],
      left: 0,
      url: `${e2e.url}/`,
    });
  });
});
