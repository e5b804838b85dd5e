import { describe, expect, it } from 'vitest';
import {
  base64UrlBytes,
  hexOf,
  isAppleMobile,
  pushSupport,
  readBrowserFacts,
  type BrowserFacts,
  type BrowserWindow,
} from '../../../../../src/features/notify/push-support';

// Whether this browser can take web pushes (issue 34), from facts handed in: an iPhone or iPad outside the Home Screen
// app is told to install first, a browser without the APIs is unsupported, a denied permission is blocked.

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

const CAPABLE: BrowserFacts = {
  userAgent: ANDROID_CHROME,
  maxTouchPoints: 5,
  standalone: false,
  hasServiceWorker: true,
  hasPushManager: true,
  hasNotification: true,
  permission: 'default',
};

describe('isAppleMobile', () => {
  it('knows an iPhone, and an iPad asking for the desktop site by its touch screen', () => {
    expect(isAppleMobile(IPHONE_SAFARI, 5)).toBe(true);
    expect(isAppleMobile(IPAD_DESKTOP, 5)).toBe(true);
    expect(isAppleMobile(IPAD_DESKTOP, 0)).toBe(false);
    expect(isAppleMobile(ANDROID_CHROME, 5)).toBe(false);
  });
});

describe('pushSupport', () => {
  it('is available where the APIs are and nothing was denied', () => {
    expect(pushSupport(CAPABLE)).toBe('available');
    expect(pushSupport({ ...CAPABLE, permission: 'granted' })).toBe('available');
  });

  it('asks an iPhone or iPad outside the Home Screen app to install first, even without the Push API', () => {
    expect(pushSupport({ ...CAPABLE, userAgent: IPHONE_SAFARI, hasPushManager: false, hasNotification: false })).toBe('install');
    expect(pushSupport({ ...CAPABLE, userAgent: IPAD_DESKTOP })).toBe('install');
  });

  it('lets an installed iPhone app subscribe, or says an old one cannot', () => {
    expect(pushSupport({ ...CAPABLE, userAgent: IPHONE_SAFARI, standalone: true })).toBe('available');
    expect(pushSupport({ ...CAPABLE, userAgent: IPHONE_SAFARI, standalone: true, hasPushManager: false })).toBe('unsupported');
  });

  it('is unsupported without a service worker, the Push API or notifications', () => {
    expect(pushSupport({ ...CAPABLE, hasServiceWorker: false })).toBe('unsupported');
    expect(pushSupport({ ...CAPABLE, hasPushManager: false })).toBe('unsupported');
    expect(pushSupport({ ...CAPABLE, hasNotification: false, permission: null })).toBe('unsupported');
  });

  it('is blocked once notifications were denied', () => {
    expect(pushSupport({ ...CAPABLE, permission: 'denied' })).toBe('blocked');
  });
});

describe('readBrowserFacts', () => {
  const win = (more: Partial<BrowserWindow> = {}, navigator: Partial<BrowserWindow['navigator']> = {}): BrowserWindow => ({
    navigator: { userAgent: ANDROID_CHROME, maxTouchPoints: 5, serviceWorker: {}, ...navigator },
    matchMedia: () => ({ matches: false }),
    PushManager: function PushManager() {},
    Notification: { permission: 'default' },
    ...more,
  });

  it('reads the APIs and the permission', () => {
    expect(readBrowserFacts(win())).toEqual(CAPABLE);
    expect(readBrowserFacts(win({ Notification: { permission: 'denied' } })).permission).toBe('denied');
  });

  it('reads what is missing as missing', () => {
    const facts = readBrowserFacts(
      win({ PushManager: undefined, Notification: undefined, matchMedia: undefined }, { serviceWorker: undefined }),
    );
    expect(facts).toMatchObject({
      hasServiceWorker: false,
      hasPushManager: false,
      hasNotification: false,
      permission: null,
      standalone: false,
    });
  });

  it('is standalone by display mode or by Safari’s navigator.standalone', () => {
    let asked = '';
    const byMedia = win({
      matchMedia: (query) => {
        asked = query;
        return { matches: true };
      },
    });
    expect(readBrowserFacts(byMedia).standalone).toBe(true);
    expect(asked).toBe('(display-mode: standalone)');
    expect(readBrowserFacts(win({}, { userAgent: IPHONE_SAFARI, standalone: true })).standalone).toBe(true);
    expect(readBrowserFacts(win({}, { userAgent: IPHONE_SAFARI, standalone: false })).standalone).toBe(false);
  });
});

describe('base64UrlBytes and hexOf', () => {
  it('decodes base64url without padding', () => {
    expect(Array.from(base64UrlBytes('-_8'))).toEqual([0xfb, 0xff]);
    expect(Array.from(base64UrlBytes('AQID'))).toEqual([1, 2, 3]);
    // A VAPID public key: 65 bytes, starting with 0x04 (an uncompressed P-256 point).
    const key = base64UrlBytes('BNbxGYNMhEIi9zrneh7mqV4oUanjLUK3m-mYZBc62frMKrEoMk88r3Lk596T0ck9xlT-Yx5t9WAIwD8ZJ-rYK8I');
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4);
  });

  it('writes bytes as lower-case hex, two digits each', () => {
    expect(hexOf(new Uint8Array([0, 15, 16, 255]).buffer)).toBe('000f10ff');
  });
});
