import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { routesOf } from '../helpers/route-recorder';
import { testApp, type TestApp } from '../helpers/test-app';
import { coverageProblems, fuzzedRoutes } from './fuzzed-calls';

// Every route the built app registers (recorded with Fastify's onRoute hook, as the authorization sweep does) is
// fuzzed by the bad-input suite, or listed below as reading no input worth fuzzing, with the reason. A new endpoint
// with neither fails here, named, with what to add.

const registered = vi.hoisted(() => new Set<string>());

vi.mock('fastify', async (importOriginal) =>
  (await import('../helpers/route-recorder')).recordingFastify(await importOriginal(), registered),
);

/** Routes the bad-input suite does not fuzz, and why. */
const NOT_FUZZED: Readonly<Record<string, string>> = {
  'GET /chat/frame': "the support chat's frame page: static, reads no query, body or session (tests/server/chat/frame.test.ts)",
  'GET /chat/frame.js': "the support chat frame's script: a static file (tests/server/chat/frame.test.ts)",
  'GET /chat/frame.css': "the support chat frame's styles: a static file (tests/server/chat/frame.test.ts)",
  'GET /v2/ws':
    'the socket upgrade: reads no query or body; its frames are read by common/socket-input.ts, whose malformed frames ' +
    'tests/server/socket.test.ts sends',
  'GET /admin/ws':
    "the console's socket upgrade: reads no query or body; a login frame is its only input (tests/server/chat/operator-socket.test.ts, the sweep)",
  'POST /api/common/image_upload':
    'a multipart file, no fields: malformed multipart bodies are sent by fuzz/raw-requests.test.ts, files that are no ' +
    'image by tests/server/wallet/uploads.test.ts',
};

let app: TestApp;

beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

describe('fuzz coverage', () => {
  it('fuzzes every route the app registers, or says why not', () => {
    const routes = routesOf(registered);
    expect(routes.length).toBeGreaterThan(100);
    expect(coverageProblems(routes, fuzzedRoutes(), NOT_FUZZED)).toEqual([]);
  });

  it('names a route that is neither fuzzed nor listed', () => {
    const routes = [...routesOf(registered), 'POST /api/new/endpoint'];
    const problems = coverageProblems(routes, fuzzedRoutes(), NOT_FUZZED);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^POST \/api\/new\/endpoint has no fuzz coverage: .*api-samples\.ts.*NOT_FUZZED/);
    // A listed route the app lost, and a call without a sample, are named too.
    expect(coverageProblems(routesOf(registered), fuzzedRoutes(), { ...NOT_FUZZED, 'GET /gone': 'was static' })).toEqual([
      'GET /gone is in NOT_FUZZED but the app no longer registers it',
    ]);
    expect(coverageProblems(['GET /api/x'], { routes: new Set(), unsampled: ['GET /api/x'] }, {})).toEqual([
      'GET /api/x has no fuzz coverage: its call has no valid sample; add one to tests/server/helpers/api-samples.ts',
    ]);
  });
});
