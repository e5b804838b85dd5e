import type { FastifyInstance } from 'fastify';
import { getHealth } from '../../../common/api/health';
import * as healthInput from '../../../common/api/input/health';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { databaseAnswers } from '../../db/probe';
import { databaseUnavailable } from '../error-handler';
import { registerEndpoint } from '../route';
import type { SessionResolver } from '../../sessions';

// The load balancer's and the operator's question: can this node serve requests? It can when its database answers,
// within a bound: a database that hangs is as unavailable as one that refuses.

const PROBE_TIMEOUT_MS = 2_000;

export function registerHealthRoutes(app: FastifyInstance, db: Database, clock: Clock, sessions: SessionResolver): void {
  registerEndpoint(app, sessions, getHealth, healthInput.getHealth, async ({ request }) => {
    if (!(await databaseAnswers(db, PROBE_TIMEOUT_MS))) {
      request.log.warn('health: the database does not answer');
      throw databaseUnavailable();
    }
    return { status: 'ok' as const, database: db.kind, time: clock.now() };
  });
}
