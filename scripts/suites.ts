import { spawnSync } from 'node:child_process';
import { ROOT } from './build-inputs';

// The long runs of the generated suites, on demand (CI runs them short, inside `npm test`):
//   npm run sim -- --steps 1000000 [--crashes 100] [--seed N] [--audit-every N] [--postgres]   the money-path simulation
//   npm run fuzz -- --requests 100000 [--seed N] [--postgres]                                  the generated bad input
// --postgres runs on PostgreSQL (TEST_DATABASE_URL, or the local server) instead of the embedded database. Each
// option sets the environment variable the suite reads (the table below), so the two ways of asking agree.

const SUITES = {
  sim: {
    file: 'tests/server/simulation/money-paths.test.ts',
    options: { '--steps': 'SIM_STEPS', '--crashes': 'SIM_CRASHES', '--seed': 'SIM_SEED', '--audit-every': 'SIM_AUDIT_EVERY' },
  },
  fuzz: {
    file: 'tests/server/fuzz/bad-input.test.ts',
    options: { '--requests': 'FUZZ_REQUESTS', '--seed': 'FUZZ_SEED' },
  },
} as const satisfies Record<string, { file: string; options: Record<string, string> }>;

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

/** The environment the suite runs with: each option's whole number under its variable, --postgres as the database. */
function parse(options: Readonly<Record<string, string>>, args: readonly string[]): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  let postgres = false;
  for (let index = 0; index < args.length; index += 1) {
    const name = args[index] ?? '';
    if (name === '--postgres') {
      postgres = true;
      continue;
    }
    const variable = options[name];
    if (!variable) fail(`unknown option ${name} (known: ${[...Object.keys(options), '--postgres'].join(', ')})`);
    const value = args[index + 1];
    if (!value || !/^\d+$/.test(value)) fail(`${name} needs a whole number`);
    env[variable] = value;
    index += 1;
  }
  if (postgres) env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
  else delete env.TEST_DATABASE_URL;
  return env;
}

const [which, ...args] = process.argv.slice(2);
if (which !== 'sim' && which !== 'fuzz')
  fail('usage: tsx scripts/suites.ts sim|fuzz [--steps N [--crashes N] [--audit-every N] | --requests N] [--seed N] [--postgres]');
const suite = SUITES[which];
const env = parse(suite.options, args);
const result = spawnSync('npx', ['vitest', 'run', '--project', 'server', suite.file], { cwd: ROOT, stdio: 'inherit', env });
process.exit(result.status ?? 1);
