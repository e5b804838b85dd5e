import { describe, expect, it } from 'vitest';
import { notificationOf, sameOriginUrl } from '../../../sw/push-message';

// What the service worker shows for a push (issue 34): the server's Declarative Web Push form read into a
// notification, a tap opening only this app's screens, and a garbled push still showing something.

const ORIGIN = 'https://trade.example.com';

const PUSH = {
  web_push: 8030,
  notification: {
    title: 'Stop-loss closed EUR/USD Buy 0.1 lots',
    body: 'Profit -12.34 USD at 1.09790',
    navigate: 'https://trade.example.com/order?type=3&source=0',
    lang: 'ar',
    dir: 'rtl',
    tag: 'notification-7',
    data: { notification_id: 7 },
  },
  app_badge: 3,
};

describe('a push shown by the service worker', () => {
  it('shows the title and body in the push’s language and direction, opening its screen, with the badge', () => {
    expect(notificationOf(JSON.stringify(PUSH), ORIGIN)).toEqual({
      title: PUSH.notification.title,
      options: {
        body: PUSH.notification.body,
        tag: 'notification-7',
        lang: 'ar',
        dir: 'rtl',
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        data: { url: 'https://trade.example.com/order?type=3&source=0', notificationId: 7 },
      },
      badge: 3,
    });
  });

  it('never opens another origin: a foreign or broken link opens the inbox', () => {
    const foreign = { ...PUSH, notification: { ...PUSH.notification, navigate: 'https://evil.example.net/login' } };
    expect(notificationOf(JSON.stringify(foreign), ORIGIN).options.data.url).toBe('https://trade.example.com/mine/inbox');
    expect(sameOriginUrl('javascript:alert(1)', ORIGIN)).toBe('https://trade.example.com/mine/inbox');
    expect(sameOriginUrl('/order?type=1', ORIGIN)).toBe('https://trade.example.com/order?type=1');
  });

  it('still shows something for a push it cannot read, without a badge or an entry to mark', () => {
    for (const text of [null, 'not json', '[]', JSON.stringify({ notification: { title: 5 } })]) {
      const shown = notificationOf(text, ORIGIN);
      expect(shown.title).toBe('Meridian');
      expect(shown.badge).toBeNull();
      expect(shown.options.data).toEqual({ url: 'https://trade.example.com/mine/inbox', notificationId: null });
    }
    expect(notificationOf(JSON.stringify({ ...PUSH, app_badge: -1 }), ORIGIN).badge).toBeNull();
  });
});
