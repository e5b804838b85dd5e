import type { FastifyInstance } from 'fastify';
import { adminBulkApproveCharges } from '../../../common/api/admin-queue-actions';
import { EXPORT_TRUNCATED_HEADER } from '../../../common/api/queue-page';
import * as input from '../../../common/api/input/admin-queue-actions';
import { operatorSessions } from '../../admin/operators';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { messages } from '../../i18n/messages';
import { bulkApprove } from '../../review-queues/bulk-approval';
import { changeClaim } from '../../review-queues/claim-actions';
import { queueCsv } from '../../review-queues/queue-csv';
import { reviewQueues } from '../../review-queues/registry';
import { depositQueue } from '../../wallet/deposit-decisions';
import { registerFileEndpoint } from '../file-route';
import { registerEndpoint } from '../route';

// What works on every queue of the console, beside each queue's list: claiming its requests (for those who decide
// it) and exporting its filtered list as CSV; and approving small deposits several at once. Operator sessions only;
// `user` here is the operator.

export function registerAdminQueueActionRoutes(app: FastifyInstance, db: Database, clock: Clock): void {
  const sessions = operatorSessions(db, clock);

  for (const entry of reviewQueues(clock)) {
    registerEndpoint(app, sessions, entry.claim.endpoint, entry.claim.schema, async ({ input: body, user, succeedWith }) => {
      const answer = await changeClaim(db, clock, user.id, entry.queue, entry.roles, body as input.ClaimBody);
      succeedWith(answer.message, answer.values);
      return answer.claim;
    });
    registerFileEndpoint(app, sessions, entry.exportCsv.endpoint, entry.exportCsv.schema, async ({ input: query }) => {
      const filters = query as input.ExportQuery;
      const file = await queueCsv(db, clock, entry, { ...filters, status: filters[entry.statusParam] });
      const headers: Record<string, string> = file.truncated ? { [EXPORT_TRUNCATED_HEADER]: '1' } : {};
      return { filename: file.filename, contentType: 'text/csv; charset=utf-8', body: file.csv, headers };
    });
  }

  registerEndpoint(
    app,
    sessions,
    adminBulkApproveCharges,
    input.adminBulkApproveCharges,
    async ({ input: body, user, request, succeedWith }) => {
      const result = await bulkApprove(db, clock, user.id, depositQueue, 'approve', body.ids);
      succeedWith(messages.bulkApproved, { approved: result.approved.length, failed: result.failed.length });
      return {
        approved: result.approved,
        failed: result.failed.map(({ id, refusal }) => ({
          id,
          code: refusal.code,
          msg: request.translate(refusal.descriptor, refusal.values),
        })),
      };
    },
  );
}
