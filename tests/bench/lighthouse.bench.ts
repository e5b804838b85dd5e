import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ensurePwaBuilt } from '../../scripts/build';
import { DIST } from '../../scripts/build-inputs';
import { findChromium } from '../../scripts/chromium';
import { loadConfig } from '../../server/config';
import { start } from '../../server/main';
import type { BenchRow } from './rows';

// Lighthouse's performance figures for `/` and `/trade` on the built app, with its default mobile profile (simulated
// slow 4G, 4x CPU), as the issue measures them. Beside them, the same run on a minimal static page served by the same
// server on the same port: what a page with nothing to do scores on this machine now, so a loaded machine shows as
// a worse baseline rather than as a slower app. Lighthouse's throttling is simulated from the trace (lantern), so
// its figures move less with load than wall-clock ones; TBT moves most.
//
// One run per page by default; LIGHTHOUSE_RUNS=3 (or more) runs each page that often and prints the median.
// LIGHTHOUSE_REPORTS=<dir> keeps each run's JSON report there (the LCP element, the long tasks, the requests).
// LIGHTHOUSE_PAGES=/ (a comma-separated list of paths) runs only those pages beside the baseline, while working on one.

const PORT = 18445;
const ORIGIN = `http://127.0.0.1:${PORT}`;
/** Written into dist/ for the run and removed after: the server serves it like any other static file. */
const BASELINE_FILE = 'lighthouse-baseline.html';
const BASELINE_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Baseline</title></head><body><h1>Baseline</h1><p>A static page with no script.</p></body></html>`;
const ALL_PAGES: { name: string; path: string }[] = [
  { name: 'baseline (static page)', path: `/${BASELINE_FILE}` },
  { name: '/', path: '/' },
  { name: '/trade', path: '/trade' },
];
const chosenPages = process.env.LIGHTHOUSE_PAGES?.split(',').map((page) => page.trim());
/** The baseline always runs: every page's figures are read beside it. */
const PAGES = chosenPages ? ALL_PAGES.filter((page, index) => index === 0 || chosenPages.includes(page.path)) : ALL_PAGES;
const AUDITS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  SI: 'speed-index',
  CLS: 'cumulative-layout-shift',
} as const;
type Metric = keyof typeof AUDITS;
type Figures = Record<Metric | 'score', number>;

const run$ = promisify(execFile);
const lighthouseCli = () => path.join(path.dirname(createRequire(import.meta.url).resolve('lighthouse/package.json')), 'cli/index.js');

interface Report {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number } | undefined>;
  runtimeError?: { message: string };
}

/**
 * Lighthouse now and then fails to record a load's trace (its own runtime error, e.g. "NO_NAVSTART": no navigation
 * found in the trace): such a run is made once more, and said so, rather than ending the whole benchmark.
 */
async function lighthouseRetried(chromePath: string, url: string): Promise<Figures> {
  try {
    return await lighthouse(chromePath, url);
  } catch (error) {
    if (!String(error).includes('Runtime error encountered')) throw error;
    console.log(
      `  (Lighthouse could not record ${new URL(url).pathname}: ${String(error).match(/\(([A-Z_]+)\)/)?.[1] ?? 'runtime error'}; run again)`,
    );
    return lighthouse(chromePath, url);
  }
}

async function lighthouse(chromePath: string, url: string): Promise<Figures> {
  const { stdout } = await run$(
    process.execPath,
    [
      lighthouseCli(),
      url,
      '--quiet',
      '--output=json',
      '--output-path=stdout',
      '--only-categories=performance',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run',
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 256 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout) as Report;
  if (report.runtimeError) throw new Error(`Lighthouse on ${url}: ${report.runtimeError.message}`);
  const keep = process.env.LIGHTHOUSE_REPORTS;
  if (keep) {
    mkdirSync(keep, { recursive: true });
    writeFileSync(path.join(keep, `${new URL(url).pathname.replace(/\W+/g, '_') || 'root'}-${Date.now()}.json`), stdout);
  }
  const figures = { score: Math.round((report.categories.performance.score ?? 0) * 100) } as Figures;
  for (const [metric, audit] of Object.entries(AUDITS) as [Metric, string][]) {
    figures[metric] = report.audits[audit]?.numericValue ?? Number.NaN;
  }
  return figures;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function medianFigures(runs: Figures[]): Figures {
  const keys = ['score', ...Object.keys(AUDITS)] as (keyof Figures)[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((figures) => figures[key]))])) as Figures;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function row(name: string, figures: Figures): string {
  return [
    name.padEnd(24),
    String(figures.score).padStart(5),
    seconds(figures.FCP).padStart(8),
    seconds(figures.LCP).padStart(8),
    `${Math.round(figures.TBT)} ms`.padStart(8),
    seconds(figures.SI).padStart(8),
    figures.CLS.toFixed(3).padStart(7),
  ].join('  ');
}

/** The issue's targets per page: the score, and the paint and blocking times it names. */
const TARGETS: Record<string, { score: number; LCP?: number; TBT: number; text: string }> = {
  '/': { score: 95, LCP: 2000, TBT: 150, text: '>= 95, LCP <= 2.0 s, TBT <= 150 ms' },
  '/trade': { score: 90, TBT: 300, text: '>= 90, TBT <= 300 ms' },
};

export async function run(): Promise<BenchRow[]> {
  const chromePath = findChromium();
  if (!chromePath) {
    console.log('  skipped: no Chromium found (set CHROMIUM_PATH)');
    return [];
  }
  const runs = Math.max(1, Number.parseInt(process.env.LIGHTHOUSE_RUNS ?? '1', 10) || 1);
  await ensurePwaBuilt();
  const baselineFile = path.join(DIST, BASELINE_FILE);
  writeFileSync(baselineFile, BASELINE_HTML);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'meridian-bench-'));
  const running = await start(loadConfig({ PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' }));
  try {
    console.log(`  Lighthouse mobile default (simulated slow 4G, 4x CPU), ${runs === 1 ? 'one run' : `median of ${runs} runs`} per page`);
    console.log(`  ${'page'.padEnd(24)}  score       FCP       LCP       TBT        SI      CLS`);
    const results = new Map<string, Figures>();
    // Pages take turns, so a burst of load on the machine spreads over all of them rather than one.
    const perPage = new Map<string, Figures[]>(PAGES.map((page) => [page.path, []]));
    for (let round = 0; round < runs; round += 1) {
      for (const page of PAGES) perPage.get(page.path)?.push(await lighthouseRetried(chromePath, ORIGIN + page.path));
    }
    for (const page of PAGES) {
      const figures = medianFigures(perPage.get(page.path) ?? []);
      results.set(page.path, figures);
      console.log(`  ${row(page.name, figures)}`);
    }
    const baseline = results.get(`/${BASELINE_FILE}`);
    const rows: BenchRow[] = [];
    if (baseline) {
      for (const page of PAGES.slice(1)) {
        const figures = results.get(page.path);
        if (!figures) continue;
        console.log(
          `  ${page.name}: score ${figures.score - baseline.score} vs baseline, LCP ${(figures.LCP / baseline.LCP).toFixed(2)}x, FCP ${(figures.FCP / baseline.FCP).toFixed(2)}x, TBT +${Math.round(figures.TBT - baseline.TBT)} ms`,
        );
        const target = TARGETS[page.path];
        if (!target) continue;
        rows.push({
          measure: `${page.path} Lighthouse performance`,
          figure: `${String(figures.score)} (LCP ${seconds(figures.LCP)}, TBT ${String(Math.round(figures.TBT))} ms)`,
          baseline: `static page ${String(baseline.score)} (TBT ${String(Math.round(baseline.TBT))} ms)`,
          target: target.text,
          met: figures.score >= target.score && figures.TBT <= target.TBT && (target.LCP === undefined || figures.LCP <= target.LCP),
        });
      }
    }
    return rows;
  } finally {
    await running.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(baselineFile, { force: true });
  }
}
