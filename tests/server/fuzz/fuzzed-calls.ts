import { validInput } from '../helpers/api-samples';
import { contractCalls, routeKey, type ContractCall } from '../helpers/contract-endpoints';
import { fileRouteCalls } from '../helpers/file-routes';
import type { Owner } from '../helpers/world';

// What the bad-input suite fuzzes (./bad-input.test.ts): every call of the contract and every file route that reads
// input (../helpers/file-routes.ts) with an input schema, each from its valid sample (../helpers/api-samples.ts).
// ./coverage.test.ts holds every route the app registers against it.

export function fuzzedCalls(): ContractCall[] {
  return [...contractCalls(), ...fileRouteCalls()].filter((call) => call.schema !== null);
}

/** An owner whose every id is 1: enough to ask whether a call has a sample at all. */
const ANYONE = new Proxy({}, { get: () => 1 }) as Owner;

function hasSample(key: string): boolean {
  try {
    validInput(key, ANYONE);
    return true;
  } catch {
    return false;
  }
}

/** The routes the suite fuzzes, "GET /api/health", with the calls that have no valid sample yet. */
export function fuzzedRoutes(): { routes: Set<string>; unsampled: string[] } {
  const keys = fuzzedCalls().map((call) => routeKey(call.endpoint.method, call.endpoint.path));
  return { routes: new Set(keys.filter(hasSample)), unsampled: keys.filter((key) => !hasSample(key)) };
}

const WHAT_TO_ADD =
  'if it is a call of the contract, declare it in common/api with its schema in common/api/input ' +
  '(helpers/contract-endpoints.ts finds it) and give it a valid sample in helpers/api-samples.ts; if it reads input ' +
  'outside the contract, describe it in helpers/file-routes.ts and give it a sample; if it reads nothing from the ' +
  'client, add it to NOT_FUZZED in fuzz/coverage.test.ts with the reason';

/**
 * What is wrong with the suite's coverage of `registered` (the app's routes): a route neither fuzzed nor listed as
 * reading no input, a fuzzed call without a valid sample, and a listed route the app no longer has or that is fuzzed.
 */
export function coverageProblems(
  registered: readonly string[],
  fuzzed: { routes: ReadonlySet<string>; unsampled: readonly string[] },
  notFuzzed: Readonly<Record<string, string>>,
): string[] {
  const problems: string[] = [];
  for (const route of registered) {
    if (fuzzed.routes.has(route) || route in notFuzzed) continue;
    problems.push(
      fuzzed.unsampled.includes(route)
        ? `${route} has no fuzz coverage: its call has no valid sample; add one to tests/server/helpers/api-samples.ts`
        : `${route} has no fuzz coverage: ${WHAT_TO_ADD}`,
    );
  }
  for (const route of Object.keys(notFuzzed)) {
    if (!registered.includes(route)) problems.push(`${route} is in NOT_FUZZED but the app no longer registers it`);
    else if (fuzzed.routes.has(route)) problems.push(`${route} is in NOT_FUZZED but is fuzzed: take it off the list`);
  }
  return problems;
}
