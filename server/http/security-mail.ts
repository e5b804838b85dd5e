import type { MessageDescriptor } from '@lingui/core';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { Notifier } from '../notify/notifier';
import { sendSecurityEmail, type SecurityMail } from '../security/security-email';

// What a route needs to send a security email (server/security/security-email.ts) for the request it answers: the
// reader's language and translator are the request's, and the freeze link points at PUBLIC_ORIGIN, or, without one
// (the embedded default, run locally), at the origin the request came to.

export interface SecurityMailer {
  db: Database;
  clock: Clock;
  notifier: Notifier;
  publicOrigin: string | undefined;
}

export function securityMailFor(mailer: SecurityMailer, request: FastifyRequest): SecurityMail {
  return {
    db: mailer.db,
    clock: mailer.clock,
    notifier: mailer.notifier,
    lang: request.lang,
    translate: request.translate,
    origin: mailer.publicOrigin ?? `${request.protocol}://${request.host}`,
  };
}

/**
 * Sends the user a security email about a change that has committed. A mail that cannot go out is logged and does
 * not undo the change, nor fail the request that made it.
 */
export async function mailSecurityNotice(
  mailer: SecurityMailer,
  request: FastifyRequest,
  userId: number,
  email: { subject: MessageDescriptor; text: MessageDescriptor; values?: Record<string, unknown> },
): Promise<void> {
  try {
    await sendSecurityEmail(securityMailFor(mailer, request), userId, email);
  } catch (error) {
    request.log.warn({ err: error, userId }, 'security email not sent');
  }
}
