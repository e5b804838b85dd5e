import type { MockedFunction } from 'vitest';
import type { AnyEndpoint } from '@common/api/endpoint';
import type { api } from '../../../src/lib/http/api';
import { sessionAtom, store } from '../../../src/lib/store';

// Screens under test with the HTTP client replaced (each test file mocks src/lib/http/api): a user signed in, and
// every call answered by its endpoint.

export type ApiStub = MockedFunction<typeof api>;

/** Signs a user in and has `call` answer each endpoint with `answer(endpoint)`; what was called before is forgotten. */
export function signedInAnswering(call: ApiStub, answer: (endpoint: AnyEndpoint) => unknown): void {
  call.mockReset();
  call.mockImplementation((endpoint) => Promise.resolve(answer(endpoint)));
  store.set(sessionAtom, { token: 'token-1', user: { uid: 1, email: 'ann@example.com', is_demo: 0 } } as never);
}

/** The calls made to `endpoint`, with their parameters. */
export function callsTo(call: ApiStub, endpoint: AnyEndpoint): unknown[][] {
  return call.mock.calls.filter(([called]) => called === endpoint);
}
