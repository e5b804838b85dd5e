import { spawnSync } from 'node:child_process';
import { ROOT } from './build-inputs';

// The long runs of the generated suites, on demand (CI runs them short, inside `npm test`):
//   npm run sim -- --steps 1000000 [--seed N] [--postgres]   the money-path simulation
//   npm run fuzz -- --requests 100000 [--seed N] [--postgres]  the generated bad input
// --postgres runs on PostgreSQL (TEST_DATABASE_URL, or the local server) instead of the embedded database.

const SUITES = {
  sim: { file: 'tests/server/simulation/money-paths.test.ts', count: ['--steps', 'SIM_STEPS'], seed: 'SIM_SEED' },
  fuzz: { file: 'tests/server/fuzz/bad-input.test.ts', count: ['--requests', 'FUZZ_REQUESTS'], seed: 'FUZZ_SEED' },
} as const;

function option(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(name);
  if (index < 0) return undefined;
  const value = args[index + 1];
  if (!value || !/^\d+$/.test(value)) {
    console.error(`${name} needs a whole number`);
    process.exit(2);
  }
  return value;
}

const [which, ...args] = process.argv.slice(2);
if (which !== 'sim' && which !== 'fuzz') {
  console.error('usage: tsx scripts/suites.ts sim|fuzz [--steps N | --requests N] [--seed N] [--postgres]');
  process.exit(2);
}
const suite = SUITES[which];
const env: NodeJS.ProcessEnv = { ...process.env };
const count = option(args, suite.count[0]);
if (count) env[suite.count[1]] = count;
const seed = option(args, '--seed');
if (seed) env[suite.seed] = seed;
if (args.includes('--postgres')) env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
else delete env.TEST_DATABASE_URL;

const result = spawnSync('npx', ['vitest', 'run', '--project', 'server', suite.file], { cwd: ROOT, stdio: 'inherit', env });
process.exit(result.status ?? 1);
