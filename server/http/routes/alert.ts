import type { FastifyInstance } from 'fastify';
import { createAlert, deleteAlert, listAlerts, updateAlert } from '../../../common/api/alert';
import * as input from '../../../common/api/input/alert';
import type { PriceAlerts } from '../../alert/alert-engine';
import { messages } from '../../i18n/messages';
import type { SessionResolver } from '../../sessions';
import { registerEndpoint } from '../route';

// Price alerts' calls (common/api/alert.ts, issue 34): thin, server/alert/ decides. Every signed-in user may set
// alerts, demo accounts too; each call is about the caller's own alerts only.

export function registerAlertRoutes(app: FastifyInstance, sessions: SessionResolver, alerts: PriceAlerts): void {
  registerEndpoint(app, sessions, listAlerts, input.listAlerts, ({ user }) => alerts.list(user.id));

  registerEndpoint(app, sessions, createAlert, input.createAlert, ({ user, input: body, succeedWith }) => {
    succeedWith(messages.alertCreated);
    return alerts.create(user.id, {
      instrumentId: body.forex_id,
      condition: body.condition,
      level: body.level ?? null,
      percent: body.percent ?? null,
      windowMinutes: body.window_minutes ?? null,
      repeat: body.repeat === 1,
    });
  });

  registerEndpoint(app, sessions, updateAlert, input.updateAlert, ({ user, input: body, succeedWith }) => {
    succeedWith(messages.alertUpdated);
    return alerts.update(user.id, {
      id: body.id,
      ...(body.level === undefined ? {} : { level: body.level }),
      ...(body.percent === undefined ? {} : { percent: body.percent }),
      ...(body.window_minutes === undefined ? {} : { windowMinutes: body.window_minutes }),
      ...(body.repeat === undefined ? {} : { repeat: body.repeat === 1 }),
      ...(body.active === undefined ? {} : { active: body.active === 1 }),
    });
  });

  registerEndpoint(app, sessions, deleteAlert, input.deleteAlert, async ({ user, input: body, succeedWith }) => {
    succeedWith(messages.alertDeleted);
    return { id: await alerts.remove(user.id, body.id) };
  });
}
