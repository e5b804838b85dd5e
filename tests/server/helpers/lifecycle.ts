import { afterAll, beforeAll } from 'vitest';
import type { AppDeps } from '../../../server/app';
import { testApp, type TestApp } from './test-app';

// The set-up every server test file repeats: an app on a fresh database started before its tests and closed after
// them, and the users or traders its tests share. Each helper registers the hooks where it is called (the file or
// the describe block) and returns at once a stand-in that reads through to the value once the hook has made it, so
// a test file names `app` and `trader` as constants instead of assigning them in a beforeAll.

/** A stand-in for an object made later; reading it before then throws, naming what was missing. */
function madeLater<T extends object>(what: string): { value: T; bind(made: T): void } {
  let made: T | undefined;
  const target = (): T => {
    if (made === undefined) throw new Error(`${what} is made in beforeAll: use it inside a test or a later hook`);
    return made;
  };
  const value = new Proxy({} as T, {
    get: (_, key) => Reflect.get(target(), key) as unknown,
    set: (_, key, next) => Reflect.set(target(), key, next),
    has: (_, key) => Reflect.has(target(), key),
    ownKeys: () => Reflect.ownKeys(target()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(target(), key);
      // A proxy may only report configurable properties its own (empty) target lacks.
      return descriptor ? { ...descriptor, configurable: true } : undefined;
    },
  });
  return { value, bind: (next) => (made = next) };
}

/**
 * The whole app on a fresh database for the tests around the call, started before them and closed after. The
 * overrides may be made in the hook (a function), when they need files or recordings prepared first.
 */
export function appForTests(overrides: Partial<AppDeps> | (() => Partial<AppDeps> | Promise<Partial<AppDeps>>) = {}): TestApp {
  const app = madeLater<TestApp>('the test app');
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await testApp(typeof overrides === 'function' ? await overrides() : overrides);
    app.bind(started);
  });
  afterAll(() => started?.close());
  return app.value;
}

/** Something the tests around the call share (a user, a trader), made once before them, after earlier hooks. */
export function madeBeforeTests<T extends object>(make: () => Promise<T>, what = 'this value'): T {
  const value = madeLater<T>(what);
  beforeAll(async () => {
    value.bind(await make());
  });
  return value.value;
}
