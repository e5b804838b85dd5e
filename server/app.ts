import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildInfrastructure } from './app/infrastructure';
import { registerRoutes } from './app/routes';
import { openServices } from './app/services';
import type { App, AppDeps } from './app/types';

export type { App, AppDeps } from './app/types';

/**
 * Builds the whole server in three parts, in the manner of an app factory: the infrastructure (Fastify, its
 * plugins, sessions, the cluster, the sockets), then the domain's services on it, then the routes that call them.
 * Usable from server/main.ts and from tests through `inject`.
 */
export async function buildApp(deps: AppDeps): Promise<App> {
  const infra = await buildInfrastructure(deps);
  const services = await openServices(deps, infra);
  await registerRoutes(deps, infra, services, deps.uploadsDir ?? path.join(tmpdir(), 'meridian-no-legacy-uploads'));
  const { http, hub, bus, leadership } = infra;
  const { market, contracts, micro, alerts, copying, inbox, deliveries, jobs, tickSigner } = services;
  return {
    http,
    hub,
    market,
    contracts,
    micro,
    alerts,
    bus,
    leadership,
    copying,
    inbox,
    deliveries,
    jobs,
    tickSigner,
    protection: services.protection,
  };
}
