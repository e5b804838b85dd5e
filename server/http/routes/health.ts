import type { FastifyInstance } from 'fastify';
import { getHealth } from '../../../common/api/health';
import * as healthInput from '../../../common/api/input/health';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { registerEndpoint } from '../route';
import type { SessionResolver } from '../sessions';

export function registerHealthRoutes(app: FastifyInstance, db: Database, clock: Clock, sessions: SessionResolver): void {
  registerEndpoint(app, sessions, getHealth, healthInput.getHealth, async () => {
    await db.query('SELECT 1');
    return { status: 'ok' as const, database: db.kind, time: clock.now() };
  });
}
