import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ensurePwaBuilt } from '../../scripts/build';
import { catalogCodeOf } from '../../scripts/build-catalogs';
import { DIST } from '../../scripts/build-inputs';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium';
import { loadConfig } from '../../server/config';
import { start } from '../../server/main';
import type { BenchRow } from './rows';

// The JavaScript a first visit to `/` downloads before the home screen shows, as Chromium fetched it (brotli)
// and as its gzip copies weigh, against the raw bytes: the figure a phone on a slow network pays for.
// The language's catalog is fetched as data beside the bundle (scripts/build-catalogs.ts), not as a script: it is
// not in the scripts' figure, and its bytes are printed beside it, so nothing the first screen waits for is hidden.

const PORT = '18431';
const PAGE = `http://127.0.0.1:${PORT}/`;
/** The home list's first logo: the list is shown. */
const LOGO = 'img[src^="/logos/"]';

export async function run(): Promise<BenchRow[]> {
  const executablePath = findChromium();
  if (!executablePath) {
    console.log('  skipped: no Chromium found');
    return [];
  }
  await ensurePwaBuilt();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'meridian-bench-'));
  const running = await start(loadConfig({ PORT, HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' }));
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    // A first visit in a context of its own (its cache, storage and worker are not the measured page's), thrown
    // away: it only warms the server. Started cold, the server's first answers can take longer than the app waits
    // for the first screen's data (main.tsx), and the work the app defers until after that screen (the socket,
    // the kept answers' database, the worker's registration) is then fetched before the list shows and counted.
    const warmUp = await browser.newContext();
    const warmPage = await warmUp.newPage();
    await warmPage.goto(PAGE, { waitUntil: 'load' });
    await warmPage.locator(LOGO).first().waitFor();
    await warmUp.close();

    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const scripts: string[] = [];
    const catalogs: string[] = [];
    page.on('response', (response) => {
      const file = new URL(response.url()).pathname;
      if (response.request().resourceType() === 'script') scripts.push(file);
      else if (catalogCodeOf(file.slice(1))) catalogs.push(file);
    });
    // The live socket keeps the network busy, so "idle" never comes: the home screen is shown once its list is.
    await page.goto(PAGE, { waitUntil: 'load' });
    await page.locator(LOGO).first().waitFor();
    let raw = 0;
    let gzip = 0;
    let brotli = 0;
    const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
    // The page's own inline script (index.html's boot script) is in the HTML, not a download: not counted here.
    for (const script of new Set(scripts)) {
      const file = path.join(DIST, script);
      const sizes = sizesOf(file);
      raw += sizes[0];
      gzip += sizes[1];
      brotli += sizes[2];
      console.log(`    ${script.padEnd(48)} ${kib(sizes[0]).padStart(10)} raw ${kib(sizes[1]).padStart(10)} gzip`);
    }
    console.log(`  scripts loaded by /:   ${new Set(scripts).size}`);
    console.log(`  raw:                   ${kib(raw)}`);
    console.log(`  gzip:                  ${kib(gzip)}  (ratio to raw ${(gzip / raw).toFixed(2)})`);
    console.log(`  brotli (as served):    ${kib(brotli)}  (ratio to raw ${(brotli / raw).toFixed(2)})`);
    // The catalog the app waited for before it drew: data, beside the scripts rather than in their figure.
    let catalogGzip = 0;
    for (const catalog of new Set(catalogs)) {
      const file = path.join(DIST, catalog);
      const sizes = sizesOf(file);
      catalogGzip += sizes[1];
      console.log(`  catalog (JSON, not a script): ${catalog}  ${kib(sizes[0])} raw, ${kib(sizes[1])} gzip, ${kib(sizes[2])} brotli`);
    }
    const beside = catalogs.length > 0 ? `; catalog beside it ${kib(catalogGzip)} gzip` : '';
    return [
      {
        measure: 'initial JS of /',
        figure: `${kib(gzip)} gzip (${kib(brotli)} brotli as served), ${String(new Set(scripts).size)} scripts${beside}`,
        baseline: `${kib(raw)} raw (a size: no timing to compare)`,
        target: '<= 120 KiB gzip',
        met: gzip <= 120 * 1024,
      },
    ];
  } finally {
    await browser.close();
    await running.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A built file's raw, gzip and brotli sizes, as written beside it in dist/. */
function sizesOf(file: string): readonly [number, number, number] {
  return [statSync(file).size, sizeOr(`${file}.gz`, file), sizeOr(`${file}.br`, file)];
}

/** A compressed copy's size, or the file's own when it was too small to be worth compressing. */
function sizeOr(compressed: string, original: string): number {
  try {
    return statSync(compressed).size;
  } catch {
    return statSync(original).size;
  }
}
