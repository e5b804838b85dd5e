import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushMessage } from '../../common/api/notify';
import { startPushService, type FakeDevice, type PushService } from '../server/helpers/push-service';
import { buyAtMarket } from './helpers/demo';
import { startHarness, type Harness } from './helpers/harness';
import { tightStops } from './helpers/stops';

// Notifications in Chromium (issue 34): a demo user turns notifications on (the browser asked only after the tap), a
// position's stop fires on the real engine, the server encrypts and signs a push to the device's push service — one
// on this machine, standing in for Google's, which a test cannot reach — and that service hands it to the browser's
// service worker through the DevTools protocol, as the real one would over the network. The worker shows the
// notification; the inbox has the entry; a tap on the notification opens the closed order and marks the entry read.
// Headless Chromium cannot subscribe at a real push service, so the page's PushManager is given the local device's
// subscription (endpoint and keys); everything after it is the product's own.

const BTC = 13;

let harness: Harness;
let service: PushService;
beforeAll(async () => {
  harness = await startHarness();
  service = await startPushService();
}, 120_000);
afterAll(async () => {
  await harness.close();
  await service.close();
});

/** Gives the page's PushManager the device's subscription, kept for the tab's session like a real one. */
async function fakePushManager(context: BrowserContext, device: FakeDevice): Promise<void> {
  await context.addInitScript((subscription: { endpoint: string; p256dh: string; auth: string }) => {
    const made = () => ({
      endpoint: subscription.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: null },
      getKey: () => null,
      toJSON: () => ({
        endpoint: subscription.endpoint,
        expirationTime: null,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      }),
      unsubscribe: () => {
        sessionStorage.removeItem('test.push');
        return Promise.resolve(true);
      },
    });
    PushManager.prototype.subscribe = function subscribe() {
      sessionStorage.setItem('test.push', '1');
      return Promise.resolve(made() as unknown as PushSubscription);
    };
    PushManager.prototype.getSubscription = function getSubscription() {
      return Promise.resolve(sessionStorage.getItem('test.push') ? (made() as unknown as PushSubscription) : null);
    };
  }, device.form);
}

/** The titles and links of the notifications the service worker shows now. */
function shownNotifications(page: Page): Promise<{ title: string; body: string; url: string }[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const shown = await registration.getNotifications();
    return shown.map((each) => ({ title: each.title, body: each.body, url: (each.data as { url: string }).url }));
  });
}

describe('notifications', () => {
  it('turns push on, shows a stop-loss close pushed to the device, and a tap opens the closed order', async () => {
    const device = service.device('e2e-phone');
    const { context, page } = await harness.newPage({ locale: 'en' });
    await context.grantPermissions(['notifications'], { origin: harness.origin });
    await fakePushManager(context, device);

    // A demo account, from the trade screen as a guest would.
    await page.goto(`${harness.origin}/trade?id=${BTC}`);
    await page.getByRole('button', { name: 'Buy', exact: true }).click();
    await page.getByRole('button', { name: 'Try the demo account' }).click();
    await page.waitForURL(`${harness.origin}/trade?id=${BTC}`);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    await page.goto(`${harness.origin}/mine/notifications`);
    await page.getByRole('button', { name: 'Turn on notifications on this device' }).click();
    await page.getByText('This device receives your notifications, also when Meridian is closed.').waitFor();

    // A position whose stop the feed reaches within moments.
    await page.goto(`${harness.origin}/trade?id=${BTC}`);
    await buyAtMarket(page);
    const orderId = await page.evaluate(async () => {
      const session = JSON.parse(localStorage.getItem('meridian.session') ?? 'null') as { token: string };
      const answer = await fetch('/v2/api/forex/my_deal?status=1&page=1', { headers: { authorization: session.token } });
      const body = (await answer.json()) as { data: { data: { Id: number }[] } };
      return body.data.data[0]?.Id ?? 0;
    });
    expect(orderId).toBeGreaterThan(0);
    expect(await page.evaluate(tightStops, orderId)).toBe(1);

    // The push reaches the device's push service, encrypted and signed; it opens with the device's keys.
    await expect.poll(() => service.received.filter((push) => push.device === 'e2e-phone').length, { timeout: 60_000 }).toBe(1);
    const [push] = service.received.filter((each) => each.device === 'e2e-phone');
    const message: PushMessage = device.open(push!);
    expect(message.notification.title).toMatch(/^(Stop-loss|Take-profit) closed BTC\/USDT Buy [\d.]+ lots$/);
    expect(new URL(message.notification.navigate).pathname).toBe('/order');

    // The push service hands it to the browser, as over the network: the service worker shows it.
    const devtools = await context.newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string }[] = [];
    devtools.on('ServiceWorker.workerRegistrationUpdated', (event: { registrations: { registrationId: string; scopeURL: string }[] }) =>
      registrations.push(...event.registrations),
    );
    await devtools.send('ServiceWorker.enable');
    await expect.poll(() => registrations.length).toBeGreaterThan(0);
    await devtools.send('ServiceWorker.deliverPushMessage', {
      origin: harness.origin,
      registrationId: registrations[0]!.registrationId,
      data: JSON.stringify(message),
    });
    await expect
      .poll(() => shownNotifications(page), { timeout: 10_000 })
      .toEqual([{ title: message.notification.title, body: message.notification.body, url: message.notification.navigate }]);

    // The inbox holds the same entry, unread.
    await page.goto(`${harness.origin}/mine/inbox`);
    await page.getByText(message.notification.title).waitFor();

    // A tap on the notification: the worker brings the app to the closed order, and the entry is read.
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    // Run in the worker (its globals, not this file's): the tap the platform would dispatch.
    await worker.evaluate(`(async () => {
      const [notification] = await self.registration.getNotifications();
      if (notification) self.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
    })()`);
    await page.waitForURL((url) => url.pathname === '/order' && url.searchParams.get('type') === '3');
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const session = JSON.parse(localStorage.getItem('meridian.session') ?? 'null') as { token: string };
          const answer = await fetch('/api/notify/unread_count', { headers: { authorization: session.token } });
          return ((await answer.json()) as { data: { unread: number } }).data.unread;
        }),
      )
      .toBe(0);
  });
});
