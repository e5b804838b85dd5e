import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ROOT } from './build-inputs';
import { CHROMIUM_ARGS, findChromium } from './chromium';

// `npx tsx scripts/screenshots.ts [--demo] [origin] [route…]`: phone-sized screenshots of a running Meridian, in
// light, dark and Arabic (right to left), into .tmp/screenshots, for a person to look at. Not a test. With
// --demo the pages are taken signed in to a demo account.

const args = process.argv.slice(2);
const demo = args.includes('--demo');
const [origin = 'http://localhost:8080', ...chosen] = args.filter((arg) => arg !== '--demo');
const routes = chosen.length > 0 ? chosen : ['/', '/trade', '/mine/system', '/language', '/rank'];
const variants = [
  { name: 'light', theme: 'light', locale: 'en' },
  { name: 'dark', theme: 'dark', locale: 'hk' },
  { name: 'ar', theme: 'light', locale: 'ar' },
] as const;

async function demoSession(): Promise<string> {
  const response = await fetch(`${origin}/api/user/createAccountDemoForU?device_id=screenshots-device-0001`);
  const body = (await response.json()) as { data: { token: string; user: unknown } };
  return JSON.stringify({ token: body.data.token, user: body.data.user });
}

async function main(): Promise<void> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('no Chromium found');
  const out = path.join(ROOT, '.tmp', 'screenshots');
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const session = demo ? await demoSession() : null;
  for (const variant of variants) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true });
    await context.addInitScript(
      ([theme, locale, stored]) => {
        localStorage.setItem('meridian.theme', JSON.stringify(theme));
        localStorage.setItem('meridian.locale', JSON.stringify(locale));
        if (stored) localStorage.setItem('meridian.session', stored);
      },
      [variant.theme, variant.locale, session] as const,
    );
    const page = await context.newPage();
    for (const route of routes) {
      // The live socket keeps the network busy, so "idle" never comes: wait for the load and let prices and charts
      // settle. This is a tool for looking, not a test.
      await page.goto(origin + route, { waitUntil: 'load' });
      await page.waitForTimeout(2_500);
      const file = path.join(out, `${route.replace(/\W+/g, '_') || 'home'}${demo ? '-demo' : ''}-${variant.name}.png`);
      await page.screenshot({ path: file });
      console.log(file);
    }
    await context.close();
  }
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
