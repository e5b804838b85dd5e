import type { FastifyInstance } from 'fastify';
import * as api from '../../../common/api/admin-customer-care';
import * as input from '../../../common/api/input/admin-customer-care';
import { ADJUSTMENT_STATUS } from '../../../common/customer-care';
import { adjustmentQueue, adminAdjustment, decideAdjustment, requestAdjustment } from '../../admin/adjustments';
import { addCustomerNote, customerNotes } from '../../admin/customer-notes';
import { operatorSessions } from '../../admin/operators';
import { queueDetail } from '../../admin/queue-detail';
import { customerFlags, saveCustomerFlag } from '../../admin/risk-flags';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { notFound } from '../../errors';
import { messages } from '../../i18n/messages';
import { registerEndpoint } from '../route';
import type { AdminAdjustment } from '../../../common/api/admin-customer-care';
import type { MessageDescriptor } from '@lingui/core';

// The console's customer-care calls of common/api/admin-customer-care.ts: notes, risk flags and manual balance
// adjustments (with their queue). Operator sessions only; each call's roles are declared in common/api.

/** What the operator is told of an adjustment after their act: applied, rejected, or waiting for a second operator. */
function adjustmentMessage(adjustment: AdminAdjustment): MessageDescriptor {
  if (adjustment.status === ADJUSTMENT_STATUS.waiting) return messages.firstApprovalSaved;
  return adjustment.status === ADJUSTMENT_STATUS.applied ? messages.adjustmentApplied : messages.adjustmentRejected;
}

export function registerAdminCustomerCareRoutes(app: FastifyInstance, deps: { db: Database; clock: Clock }): void {
  const { db, clock } = deps;
  const sessions = operatorSessions(db, clock);

  registerEndpoint(app, sessions, api.adminCustomerNotes, input.adminCustomerNotes, ({ input: query }) =>
    customerNotes(db, query.id, query.page),
  );
  registerEndpoint(app, sessions, api.adminAddCustomerNote, input.adminAddCustomerNote, async ({ input: body, user, succeedWith }) => {
    const note = await addCustomerNote(db, clock, user.id, body);
    succeedWith(messages.noteAdded);
    return note;
  });

  registerEndpoint(app, sessions, api.adminCustomerFlags, input.adminCustomerFlags, ({ input: query }) => customerFlags(db, query.id));
  registerEndpoint(app, sessions, api.adminSaveCustomerFlag, input.adminSaveCustomerFlag, async ({ input: body, user, succeedWith }) => {
    const flags = await saveCustomerFlag(db, clock, user.id, body);
    succeedWith(body.action === 'set' ? messages.flagSet : messages.flagCleared);
    return flags;
  });

  registerEndpoint(app, sessions, api.adminAdjustments, input.adminAdjustments, ({ input: query }) =>
    adjustmentQueue.list(db, clock, query),
  );
  registerEndpoint(app, sessions, api.adminAdjustmentDetail, input.adminAdjustmentDetail, async ({ input: query }) => {
    const item = await adminAdjustment(db, query.id);
    if (!item) throw notFound();
    return queueDetail(db, { item, subject: 'adjustment', subjectId: item.id, userId: item.user_id, images: [] });
  });
  registerEndpoint(app, sessions, api.adminCreateAdjustment, input.adminCreateAdjustment, async ({ input: body, user, succeedWith }) => {
    const adjustment = await requestAdjustment(db, clock, user.id, body);
    succeedWith(adjustmentMessage(adjustment));
    return adjustment;
  });
  registerEndpoint(app, sessions, api.adminDecideAdjustment, input.adminDecideAdjustment, async ({ input: body, user, succeedWith }) => {
    const adjustment = await decideAdjustment(db, clock, user.id, body);
    succeedWith(adjustmentMessage(adjustment));
    return adjustment;
  });
}
