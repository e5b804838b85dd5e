import type * as fastifyModule from 'fastify';

// Every route the built app registers, as "GET /api/health", recorded with Fastify's onRoute hook. A suite that must
// cover every route (the authorization sweep, the bad-input suite's coverage check) mocks 'fastify' with this, from
// a set made by vi.hoisted (vi.mock is hoisted above the file's imports, so it reaches this module by import()):
//
//   const registered = vi.hoisted(() => new Set<string>());
//   vi.mock('fastify', async (importOriginal) =>
//     (await import('../helpers/route-recorder')).recordingFastify(await importOriginal(), registered));

type FastifyModule = typeof fastifyModule;

/** Fastify whose every instance records its routes into `registered`. */
export function recordingFastify(original: FastifyModule, registered: Set<string>): FastifyModule {
  const recording = ((options?: Parameters<typeof original.default>[0]) => {
    const instance = original.default(options);
    instance.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) registered.add(`${method} ${route.url}`);
    });
    return instance;
  }) as typeof original.default;
  return { ...original, default: recording };
}

/** The routes, each once: the HEAD route Fastify adds for each GET is the GET's. */
export function routesOf(registered: Iterable<string>): string[] {
  return [...new Set([...registered].map((route) => (route.startsWith('HEAD ') ? `GET ${route.slice(5)}` : route)))];
}
