import type { FastifyInstance } from 'fastify';
import * as api from '../../../common/api/admin-notify';
import * as input from '../../../common/api/input/admin-notify';
import { customerNotifications } from '../../admin/customer-notifications';
import { notifyDeliveryFigures } from '../../admin/notify-figures';
import { operatorSessions } from '../../admin/operators';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { registerEndpoint } from '../route';

// The console's notification calls of common/api/admin-notify.ts (issue 34): the delivery figures per kind and a
// customer's notification history. Operator sessions only; each call's roles are declared in common/api.

export function registerAdminNotifyRoutes(app: FastifyInstance, deps: { db: Database; clock: Clock }): void {
  const { db, clock } = deps;
  const sessions = operatorSessions(db, clock);

  registerEndpoint(app, sessions, api.adminNotifyDeliveryFigures, input.adminNotifyDeliveryFigures, ({ input: query }) =>
    notifyDeliveryFigures(db, clock, query),
  );
  registerEndpoint(app, sessions, api.adminCustomerNotifications, input.adminCustomerNotifications, ({ input: query }) =>
    customerNotifications(db, query.id, query.page),
  );
}
