import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../../scripts/chromium';
import { hashPassword } from '../../../server/account/passwords';
import type { OperatorRole } from '../../../common/api/operator-roles';
import { createOperator } from '../../../server/admin/operators';
import type { Envelope } from '../../server/helpers/access';
import { signInOperatorWith, type SignInSend } from '../../server/helpers/operators';
import { createUser } from '../../../server/account/users';
import { systemClock } from '../../../server/clock';
import { sealTickLog } from '../../../server/ticks/seal';
import { loadConfig } from '../../../server/config';
import { start, type Running } from '../../../server/main';
import { fundAccrualJob } from '../../../server/fund/accrual-job';
import { shiftWallClock, testClockOffset } from '../../support/test-clock';

// The real product, as `npm start` runs it (built PWA, API, socket, embedded database in a fresh directory),
// driven by Debian's Chromium at a phone's size.

export const PHONE = { width: 390, height: 844 };
/** The back-office console is desktop first. */
export const DESKTOP = { width: 1280, height: 800 };

export interface Harness {
  origin: string;
  /** The server's DATA_DIR: its outbox.log holds the verification codes it "sent". */
  dataDir: string;
  /** Sockets the server holds now. */
  socketCount(): number;
  /** Stops the server and starts it again on the same port and data, as an operator's restart would. */
  restartServer(): Promise<void>;
  /** Test set-up that is not under test: a registered user (resident in HK), written straight to the server's database. */
  createUser(email: string, password: string): Promise<void>;
  /** A back-office operator (made once), signed in through /admin/api/login: calls /admin/api with its token. */
  operator(): Promise<Operator>;
  /** Test set-up: an operator with this role, written straight to the server's database (the console signs it in). */
  createOperator(email: string, password: string, role: OperatorRole): Promise<void>;
  /**
   * Test hook: the server's fund accrual run as if its clock were `days` days ahead (the server runs on the system
   * clock, which a test cannot move); only the tests have it, the product has no such call.
   */
  payFundIncome(days: number): Promise<void>;
  /**
   * Test hook: every payout method usable at once, as if added a day ago (a new one waits 24 hours, issue 33's
   * safeguards, and the server runs on the system clock, which a test cannot move).
   */
  matureMethods(): Promise<void>;
  /**
   * Test hook: every withdrawal lock of a password or second-factor change over at once, as if 24 hours had passed
   * (issue 33's safeguards; the server runs on the system clock, which a test cannot move).
   */
  endWithdrawalLocks(): Promise<void>;
  /**
   * Test hook: the simulated feed's price of an instrument over the next `seconds` seconds of the server's clock, one
   * per feed step (its price path is seeded, so the future is known): a test picks the side a position will lose on.
   */
  pricesAhead(instrumentId: number, seconds: number): number[];
  /**
   * Test hook: the tick log sealed and signed as if the minute in progress had ended (issue 37; the server runs on the
   * system clock, which a test cannot move): the ticks so far are stored, then sealed into their minute's block.
   */
  sealTickLogNow(): Promise<void>;
  browser: Browser;
  /** A phone-sized page; `locale` presets the app's language (the product's default is hk). */
  newPage(options?: { colorScheme?: 'light' | 'dark'; locale?: string }): Promise<{ context: BrowserContext; page: Page }>;
  /** A desktop page (the back-office console), 1280 x 800. */
  newDesktopPage(options?: { colorScheme?: 'light' | 'dark' }): Promise<{ context: BrowserContext; page: Page }>;
  /** A page in a browser profile on disk: Chromium checks installability only outside incognito contexts. */
  newProfilePage(): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

/** An operator's calls to /admin/api: the envelope's data, or an error with the server's message. */
export interface Operator {
  get<T>(path: string, query?: Record<string, string | number>): Promise<T>;
  post<T>(path: string, form: Record<string, string | number>): Promise<T>;
}

const OPERATOR = { email: 'operator@example.com', password: 'operator password 1' };

let nextPort = 18_900 + Math.floor(Math.random() * 500);

/**
 * A suite run at a chosen moment (tests/support/test-clock.ts): the pages' wall clock is the test file's, as the
 * server's is, so a page never sees another day than the server it talks to.
 */
async function shareTestClock(context: BrowserContext): Promise<void> {
  const offset = testClockOffset();
  if (offset !== 0) await context.addInitScript(shiftWallClock, offset);
}

/** Page errors and failed requests go to the test output, so a failure shows what the page went through. */
function reportTrouble(page: Page): void {
  page.on('pageerror', (error) => console.error(`[page error] ${page.url()}: ${error.message}`));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    // Requests cancelled on purpose (a newer call to the same url, a navigation) are not trouble.
    if (!reason.includes('ERR_ABORTED')) console.error(`[request failed] ${request.method()} ${request.url()}: ${reason}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 500) console.error(`[server error] ${response.status()} ${response.url()}`);
  });
}

export async function startHarness(): Promise<Harness> {
  const executablePath = process.env.CHROMIUM_PATH;
  if (!executablePath) throw new Error('CHROMIUM_PATH is not set: run the end-to-end tests through `npm test`');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'meridian-e2e-'));
  const port = nextPort++;
  const config = loadConfig({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  let running: Running = await start(config);
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const contexts: BrowserContext[] = [];
  const cleanups: (() => void)[] = [];
  return {
    origin: `http://127.0.0.1:${port}`,
    dataDir,
    socketCount: () => running.app.hub.clientCount,
    async restartServer() {
      await running.stop();
      running = await start(config);
    },
    async createUser(email, password) {
      const passwordHash = await hashPassword(password);
      await running.db.transaction((tx) =>
        createUser(tx, systemClock, {
          email,
          mobile: null,
          areaId: null,
          passwordHash,
          inviterId: null,
          isDemo: false,
          deviceId: null,
          // As told at registration (issue 38): a resident of the default rule set's countries, asked nothing more.
          residence: 'HK',
        }),
      );
    },
    pricesAhead(instrumentId, seconds) {
      const path = running.app.market.pathOf(instrumentId);
      if (!path) throw new Error(`instrument ${String(instrumentId)} has no price path`);
      const now = systemClock.now();
      return Array.from({ length: seconds * 4 }, (_, step) => path.priceAt(now + step * 250));
    },
    async sealTickLogNow() {
      const { market, leadership, tickSigner } = running.app;
      await market.flushNow();
      await sealTickLog(running.db, systemClock, (tx) => leadership.fence(tx), tickSigner, market.ticksStoredUntil() + 60_000);
    },
    async payFundIncome(days) {
      const ahead = { ...systemClock, now: () => systemClock.now() + days * 86_400_000 };
      // One run of the server's scheduled accrual job, as it would run that many days from now.
      await fundAccrualJob.run(running.db, ahead, (tx) => running.app.leadership.fence(tx));
    },
    async matureMethods() {
      await running.db.query("UPDATE draw_methods SET created_at = created_at - interval '24 hours'");
    },
    async endWithdrawalLocks() {
      await running.db.query('UPDATE withdrawal_safeguards SET locked_until = NULL, lock_reason = NULL');
    },
    async createOperator(email, password, role) {
      await createOperator(running.db, systemClock, email, password, role);
    },
    async operator() {
      await createOperator(running.db, systemClock, OPERATOR.email, OPERATOR.password);
      return signInOperator(`http://127.0.0.1:${port}`);
    },
    browser,
    async newPage(options = {}) {
      const context = await browser.newContext({
        viewport: PHONE,
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        colorScheme: options.colorScheme ?? 'light',
      });
      contexts.push(context);
      await shareTestClock(context);
      if (options.locale) {
        await context.addInitScript((locale) => {
          if (!localStorage.getItem('meridian.locale')) localStorage.setItem('meridian.locale', JSON.stringify(locale));
        }, options.locale);
      }
      const page = await context.newPage();
      reportTrouble(page);
      return { context, page };
    },
    async newDesktopPage(options = {}) {
      const context = await browser.newContext({ viewport: DESKTOP, colorScheme: options.colorScheme ?? 'light' });
      contexts.push(context);
      await shareTestClock(context);
      const page = await context.newPage();
      reportTrouble(page);
      return { context, page };
    },
    async newProfilePage() {
      const profile = mkdtempSync(path.join(tmpdir(), 'meridian-profile-'));
      const context = await chromium.launchPersistentContext(profile, {
        executablePath,
        args: CHROMIUM_ARGS,
        viewport: PHONE,
        isMobile: true,
        hasTouch: true,
      });
      contexts.push(context);
      await shareTestClock(context);
      cleanups.push(() => rmSync(profile, { recursive: true, force: true }));
      return { context, page: context.pages()[0] ?? (await context.newPage()) };
    },
    async close() {
      for (const context of contexts) await context.close().catch(() => undefined);
      await browser.close();
      await running.stop();
      rmSync(dataDir, { recursive: true, force: true });
      for (const cleanup of cleanups) cleanup();
    },
  };
}

async function signInOperator(origin: string): Promise<Operator> {
  const call = async <T>(path: string, init: RequestInit): Promise<T> => {
    const body = (await (await fetch(origin + path, init)).json()) as { code: number; msg: string; data: T };
    if (body.code !== 1) throw new Error(`${path}: ${String(body.code)} ${body.msg}`);
    return body.data;
  };
  const form = (values: Record<string, string | number>) =>
    new URLSearchParams(Object.entries(values).map(([key, value]) => [key, String(value)]));
  const send: SignInSend = async (route, values) =>
    (await (await fetch(origin + route, { method: 'POST', body: form(values) })).json()) as Envelope<never>;
  const signedIn = await signInOperatorWith(send, { now: () => Date.now() }, OPERATOR);
  if (signedIn.code !== 1) throw new Error(`operator sign-in: ${String(signedIn.code)} ${signedIn.msg}`);
  const { token } = signedIn.data;
  const headers = { authorization: token };
  return {
    get: (path, query = {}) => call(`${path}?${form(query).toString()}`, { headers }),
    post: (path, values) => call(path, { method: 'POST', headers, body: form(values) }),
  };
}

/**
 * The newest code the server wrote to its outbox for an address. The server writes it before it answers the send
 * call, so read it after the page shows the code was sent.
 */
export function codeFromOutbox(harness: Harness, to: string): string {
  const file = path.join(harness.dataDir, 'outbox.log');
  const lines = existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').filter(Boolean) : [];
  const entry = lines
    .map((line) => JSON.parse(line) as { to: string; code: string })
    .reverse()
    .find((sent) => sent.to === to);
  if (!entry) throw new Error(`no code for ${to} in ${file}`);
  return entry.code;
}
