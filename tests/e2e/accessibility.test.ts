import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './helpers/harness';

// Issue 19: every main screen, in light, dark and Arabic (right to left), has no serious or critical axe-core
// violation, one main landmark, a heading, and a document title that names the screen. Screenshots of each go to
// SHOTS_DIR when it is set, for a person to look at.

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const SCREENS = ['/', '/trade', '/order', '/mine/wallet', '/user', '/mine/system'];

interface Finding {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

async function seriousViolations(page: Page): Promise<Finding[]> {
  // Evaluated over the devtools protocol: the app's Content Security Policy (script-src self) refuses inline scripts.
  await page.evaluate(AXE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
  });
}

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

describe.each([
  ['light', { colorScheme: 'light' as const, locale: 'en' }],
  ['dark', { colorScheme: 'dark' as const, locale: 'en' }],
  ['Arabic', { colorScheme: 'light' as const, locale: 'ar' }],
])('every main screen in %s', (name, options) => {
  it('has no serious or critical accessibility violation, a main landmark, a heading and its own title', async () => {
    const { page } = await harness.newPage(options);
    // The demo account: the screens that need a session show their content.
    await page.goto(`${harness.origin}/login`);
    await page
      .locator('button')
      .filter({ hasText: options.locale === 'ar' ? /تجريبي/ : /Try the demo account/ })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname !== '/login');
    const problems: string[] = [];
    for (const path of SCREENS) {
      await page.goto(`${harness.origin}${path}`);
      await page.locator('main h1').first().waitFor({ state: 'attached' });
      // Judged once the screen's skeletons gave way to its data.
      await page
        .waitForFunction(() => document.querySelectorAll('[class*="skeleton" i]').length === 0, undefined, { timeout: 10_000 })
        .catch(() => undefined);
      const shots = process.env.SHOTS_DIR;
      if (shots) await page.screenshot({ path: `${shots}/${name}${path.replaceAll('/', '_') || '_home'}.png` });
      for (const finding of await seriousViolations(page))
        problems.push(`${path}: ${finding.impact} ${finding.id} (${finding.help}) at ${finding.targets.slice(0, 3).join(', ')}`);
      expect(await page.locator('main').count(), `${path}: one main landmark`).toBe(1);
      const title = await page.title();
      expect(title, `${path}: the title names the screen`).toMatch(/^.+ · Meridian$/);
    }
    expect(problems).toEqual([]);
  }, 180_000);
});
