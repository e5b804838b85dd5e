import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ensurePwaBuilt } from './build';
import { ROOT } from './build-inputs';
import { findChromium } from './chromium';
import { parseTestNow, TEST_NOW_VARIABLE } from '../tests/support/test-clock';

// `npm test`: every test. Unit and server tests on the embedded database, the server tests again on PostgreSQL
// when one answers, and the end-to-end tests in Chromium when one is installed. Each skipped part says why. The
// last line is the tally across all runs; the exit code is non-zero on any failure.
// `npm test -- unit|server|postgres|e2e` runs only those parts. `MERIDIAN_TEST_NOW=<ISO moment> npm test` runs
// them all at that moment: each test file, the servers it starts and the pages it opens start there
// (tests/support/test-clock.ts).

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const RESULTS = path.join(ROOT, '.tmp', 'test-results');

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}

const total: Tally = { passed: 0, failed: 0, skipped: 0 };
/** Each failed test as `part: file > test`, said again after the tally: CI shows only the output's tail. */
const failures: string[] = [];
let broken = false;

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
}

function runVitest(label: string, projects: string[], env: NodeJS.ProcessEnv = {}): void {
  console.log(`\n━━ ${label} ━━`);
  const output = path.join(RESULTS, `${label.replace(/\W+/g, '-')}.json`);
  rmSync(output, { force: true });
  const args = [
    'vitest',
    'run',
    ...projects.flatMap((name) => ['--project', name]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${output}`,
  ];
  const result = spawnSync('npx', args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  if (!existsSync(output)) {
    console.error(`${label}: vitest produced no results (exit ${result.status}).`);
    broken = true;
    return;
  }
  const report = JSON.parse(readFileSync(output, 'utf8')) as VitestReport;
  for (const file of report.testResults) {
    const where = `${label}: ${path.relative(ROOT, file.name)}`;
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed) failures.push(`${where} > ${test.fullName}: ${test.failureMessages[0]?.split('\n')[0] ?? ''}`);
    // A file that failed outside any test (its import, a hook) counts no failed test but breaks the run.
    if (failed.length === 0 && file.status === 'failed') failures.push(`${where} (${file.message?.split('\n')[0] ?? 'failed'})`);
  }
  total.passed += report.numPassedTests;
  total.failed += report.numFailedTests;
  total.skipped += report.numPendingTests + report.numTodoTests;
  if (result.status !== 0) broken = true;
}

/** The vitest projects of a part: the server's files run in three (vitest.config.ts). */
function projectsOf(part: string): string[] {
  return part === 'server' ? ['server', 'server-isolated', 'cluster'] : [part];
}

async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The moment the suite is asked to run at, said up front; a malformed one stops the run before any test. */
function announceChosenMoment(): void {
  const chosen = process.env[TEST_NOW_VARIABLE];
  if (!chosen) return;
  const at = parseTestNow(chosen);
  if (at instanceof Error) {
    console.error(at.message);
    process.exit(2);
  }
  console.log(`Every test file starts at ${new Date(at).toISOString()} (${TEST_NOW_VARIABLE}), and its clock runs on from there.`);
}

async function main(): Promise<void> {
  announceChosenMoment();
  mkdirSync(RESULTS, { recursive: true });
  const wanted = new Set(process.argv.slice(2));
  const runs = (part: string) => wanted.size === 0 || wanted.has(part);

  // Component tests (jsdom) run with the unit tests.
  const local = ['unit', 'components', 'server'].filter((part) => runs(part === 'components' ? 'unit' : part));
  if (local.length > 0) runVitest(`${local.join(' + ')} (embedded PGlite)`, local.flatMap(projectsOf));

  if (runs('postgres')) {
    if (await postgresAnswers(POSTGRES_URL)) {
      runVitest('server (PostgreSQL)', projectsOf('server'), { TEST_DATABASE_URL: POSTGRES_URL });
    } else {
      console.log(`\nSkipping the server tests on PostgreSQL: none answers at ${POSTGRES_URL} (set TEST_DATABASE_URL).`);
    }
  }

  if (runs('e2e')) {
    const chromium = findChromium();
    if (chromium) {
      await ensurePwaBuilt();
      runVitest('end-to-end (Chromium)', ['e2e'], { CHROMIUM_PATH: chromium });
    } else {
      console.log('\nSkipping the end-to-end tests: no Chromium found (apt-get install chromium, or set CHROMIUM_PATH).');
    }
  }

  if (failures.length > 0) console.log(`\nFailed:\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
  const outcome = `${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`;
  console.log(`\ntests: ${outcome}`);
  if (broken || total.failed > 0) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
