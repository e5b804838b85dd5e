import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as api from '../../../common/api/safeguards';
import * as input from '../../../common/api/input/safeguards';
import { CODE } from '../../../common/envelope';
import { STEP_UP_KIND } from '../../../common/security';
import { operatorSessions } from '../../admin/operators';
import { DomainError, requireRealUser } from '../../errors';
import { messages } from '../../i18n/messages';
import { setAntiPhishingCode } from '../../security/anti-phishing-code';
import { FREEZE_VIA, freezeAccount, frozenAt, unfreezeAccount, type FreezeVia } from '../../security/freeze';
import { freezeLinkOwner } from '../../security/freeze-links';
import { customerSafeguards, userSafeguardState } from '../../security/safeguard-state';
import type { SecurityContext } from '../../security/security-log';
import { withStepUpWhenProtected } from '../../security/step-up';
import { setAllowList, setPayoutMethodAllowed } from '../../security/withdrawal-safeguards';
import type { SessionResolver, SessionsEnded } from '../../sessions';
import { securityContextOf } from '../security-context';
import { mailSecurityNotice, type SecurityMailer } from '../security-mail';
import { registerEndpoint } from '../route';

// The safeguards' calls (issue 33; common/api/safeguards.ts): thin, server/security/ decides. The allow-list, the
// anti-phishing code and freezing are a real account's (a demo: 2001); the freeze link needs no session (it comes from
// an email); unfreezing is an operator's, with support's role. Following the lead's decision, a step-up is asked only
// of an account with a second factor on (withStepUpWhenProtected), and only for what loosens a limit: turning the
// allow-list off, putting a method on it.

export interface SafeguardRouteDeps extends SecurityMailer {
  sessions: SessionResolver;
  /** Told when a freeze ended the user's sessions, so no node keeps serving them. */
  sessionsEnded: SessionsEnded;
}

export function registerSafeguardRoutes(app: FastifyInstance, deps: SafeguardRouteDeps): void {
  const { db, clock, sessions } = deps;
  const operators = operatorSessions(db, clock);

  /** Freezes the account, tells the nodes its sessions ended, and mails the owner when this call froze it. */
  const freeze = async (request: FastifyRequest, userId: number, via: FreezeVia, context: SecurityContext): Promise<void> => {
    const newly = await freezeAccount(db, clock, userId, { via, context });
    deps.sessionsEnded(userId);
    if (newly)
      await mailSecurityNotice(deps, request, userId, { subject: messages.accountFrozenSubject, text: messages.accountFrozenText });
  };

  registerEndpoint(app, sessions, api.setAllowList, input.setAllowList, async ({ user, request, input: body, succeedWith }) => {
    requireRealUser(user);
    const context = securityContextOf(request);
    const change = { userId: user.id, on: body.on, context };
    if (body.on) {
      // Turning it on only restricts: no confirmation needed.
      await db.transaction((tx) => setAllowList(tx, clock, change));
      succeedWith(messages.allowListOn);
    } else {
      const steppedUp = { userId: user.id, kind: STEP_UP_KIND.LOOSEN_LIMIT, token: body.step_up_token, context };
      const suspendedUntil = await withStepUpWhenProtected(deps, steppedUp, (tx) => setAllowList(tx, clock, change));
      if (suspendedUntil) {
        await mailSecurityNotice(deps, request, user.id, { subject: messages.allowListOffSubject, text: messages.allowListOffText });
        succeedWith(messages.allowListOff, { until: suspendedUntil });
      }
    }
    return userSafeguardState(db, user.id, clock.now());
  });

  registerEndpoint(
    app,
    sessions,
    api.setPayoutMethodAllowed,
    input.setPayoutMethodAllowed,
    async ({ user, request, input: body, succeedWith }) => {
      requireRealUser(user);
      const context = securityContextOf(request);
      const change = { userId: user.id, methodId: body.draw_method_id, allowed: body.allowed, context };
      if (body.allowed) {
        const steppedUp = { userId: user.id, kind: STEP_UP_KIND.LOOSEN_LIMIT, token: body.step_up_token, context };
        await withStepUpWhenProtected(deps, steppedUp, (tx) => setPayoutMethodAllowed(tx, clock, change));
      } else {
        // Taking a method off the list only restricts: no confirmation needed.
        await db.transaction((tx) => setPayoutMethodAllowed(tx, clock, change));
      }
      succeedWith(body.allowed ? messages.payoutMethodAllowListed : messages.payoutMethodDisallowed);
      return null;
    },
  );

  registerEndpoint(
    app,
    sessions,
    api.setAntiPhishingCode,
    input.setAntiPhishingCode,
    async ({ user, request, input: body, succeedWith }) => {
      requireRealUser(user);
      const set = await setAntiPhishingCode(db, clock, { userId: user.id, code: body.code, context: securityContextOf(request) });
      // The mail opens with the new code (the notifier adds it), or says there is none any more.
      await mailSecurityNotice(deps, request, user.id, {
        subject: messages.antiPhishingChangedSubject,
        text: set ? messages.antiPhishingChangedText : messages.antiPhishingRemovedText,
      });
      succeedWith(set ? messages.antiPhishingSaved : messages.antiPhishingCleared);
      return null;
    },
  );

  registerEndpoint(app, sessions, api.freezeAccount, input.freezeAccount, async ({ user, request, succeedWith }) => {
    requireRealUser(user);
    await freeze(request, user.id, FREEZE_VIA.APP, securityContextOf(request));
    succeedWith(messages.accountFrozenNow);
    return null;
  });

  // No session: the link is the proof, for 24 hours. It freezes on a GET, even a mail scanner's prefetch: a freeze only
  // protects, and a second one changes nothing more (server/security/freeze.ts).
  registerEndpoint(app, sessions, api.freezeLink, input.freezeLink, async ({ request, input: query, succeedWith }) => {
    const userId = await freezeLinkOwner(db, clock, query.token);
    if (userId === undefined) throw new DomainError(CODE.CODE_INVALID, messages.freezeLinkInvalid);
    await freeze(request, userId, FREEZE_VIA.EMAIL_LINK, securityContextOf(request));
    const at = await frozenAt(db, userId);
    succeedWith(messages.accountFrozenNow);
    return { frozen: true as const, frozen_at: at?.getTime() ?? clock.now() };
  });

  registerEndpoint(app, operators, api.adminUnfreezeCustomer, input.adminUnfreezeCustomer, async ({ user, input: body, succeedWith }) => {
    await unfreezeAccount(db, clock, { operatorId: user.id, userId: body.id, note: body.note });
    succeedWith(messages.accountUnfrozen);
    return customerSafeguards(db, body.id);
  });
}
