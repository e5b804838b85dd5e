import { describe, expect, it } from 'vitest';
import { deviceText, type DeviceWords } from '../../../common/device-text';

// A security log entry's device, from the user agent it was recorded with: "Chrome on Android", as people name it.

const words: DeviceWords = { on: (browser, system) => `${browser} on ${system}`, unknown: 'Unknown device' };

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0';
const SAMSUNG =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36';
const MAC_EDGE =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51';

describe('a device named from its user agent', () => {
  it('names the browser and the system', () => {
    expect(deviceText(ANDROID_CHROME, words)).toBe('Chrome on Android');
    expect(deviceText(IPHONE_SAFARI, words)).toBe('Safari on iOS');
    expect(deviceText(WINDOWS_FIREFOX, words)).toBe('Firefox on Windows');
    expect(deviceText(MAC_EDGE, words)).toBe('Microsoft Edge on macOS');
    expect(deviceText(SAMSUNG, words)).toBe('Samsung Internet on Android');
  });

  it('says what it can when the user agent names only one of them', () => {
    expect(deviceText('Googlebot/2.1 (+http://www.google.com/bot.html)', words)).toBe('Googlebot');
  });

  it('is an unknown device without a user agent, or with one that names nothing', () => {
    expect(deviceText(null, words)).toBe('Unknown device');
    expect(deviceText('', words)).toBe('Unknown device');
    expect(deviceText('okhttp/4.12.0', words)).toBe('Unknown device');
  });
});
