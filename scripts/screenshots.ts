import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ROOT } from './build-inputs';
import { CHROMIUM_ARGS, findChromium } from './chromium';

// `npx tsx scripts/screenshots.ts [--demo | --user=<DATA_DIR>] [origin] [route…]`: phone-sized screenshots of a
// running Meridian, in light, dark and Arabic (right to left), into .tmp/screenshots, for a person to look at. Not
// a test. With --demo the pages are taken signed in to a demo account; with --user signed in to a real user
// registered for the run, its code read from the server's outbox (the server must run with that DATA_DIR and no
// SMTP_URL). Screens a demo user may not use (the wallet's) need --user; --residence=<ISO code> registers them as a
// resident of that country (the client protection rules of its set apply: an EU resident's capped leverage, say).

const args = process.argv.slice(2);
const demo = args.includes('--demo');
const userDataDir = args.find((arg) => arg.startsWith('--user='))?.slice('--user='.length);
const residence = args.find((arg) => arg.startsWith('--residence='))?.slice('--residence='.length);
const [origin = 'http://localhost:8080', ...chosen] = args.filter((arg) => !arg.startsWith('--'));
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

async function post(path: string, form: Record<string, string>): Promise<{ code: number; msg: string; data: unknown }> {
  const response = await fetch(origin + path, { method: 'POST', body: new URLSearchParams(form) });
  return (await response.json()) as { code: number; msg: string; data: unknown };
}

/** A real user registered now with the code the server wrote to DATA_DIR/outbox.log. */
async function userSession(dataDir: string): Promise<string> {
  const email = `shots-${String(Date.now())}@example.com`;
  const sent = await post('/api/notify/send_email', { email, scene: 'register' });
  if (sent.code !== 1) throw new Error(`send_email: ${sent.msg}`);
  const lines = readFileSync(path.join(dataDir, 'outbox.log'), 'utf8').trim().split('\n');
  const code = lines
    .map((line) => JSON.parse(line) as { to: string; code: string })
    .reverse()
    .find((entry) => entry.to === email)?.code;
  if (!code) throw new Error(`no code for ${email} in ${dataDir}/outbox.log`);
  const password = 'screenshots-password-1';
  const form = { type: 'email', account: email, password, re_password: password, sms_code: code, ...(residence ? { residence } : {}) };
  const registered = await post('/api/user/register', form);
  if (registered.code !== 1) throw new Error(`register: ${registered.msg}`);
  const { token, user } = registered.data as { token: string; user: unknown };
  console.log(`signed in as ${email}`);
  return JSON.stringify({ token, user });
}

async function main(): Promise<void> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('no Chromium found');
  const out = path.join(ROOT, '.tmp', 'screenshots');
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const session = userDataDir ? await userSession(userDataDir) : demo ? await demoSession() : null;
  const suffix = userDataDir ? '-user' : demo ? '-demo' : '';
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
      const file = path.join(out, `${route.replace(/\W+/g, '_') || 'home'}${suffix}-${variant.name}.png`);
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
