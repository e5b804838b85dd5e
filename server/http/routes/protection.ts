import type { FastifyInstance } from 'fastify';
import * as api from '../../../common/api/protection';
import * as input from '../../../common/api/input/protection';
import { STEP_UP_KIND } from '../../../common/security';
import type { RiskWarningStyle } from '../../../common/protection';
import { CODE } from '../../../common/envelope';
import { DomainError, requireRealUser } from '../../errors';
import { messages } from '../../i18n/messages';
import type { ClientProtection } from '../../protection/client-protection';
import {
  limitsOverview,
  limitTightens,
  selfExclude,
  sessionMinutesNow,
  setLimit,
  setSessionReminder,
  startCoolOff,
} from '../../protection/limits';
import { setOwnResidence } from '../../protection/residence';
import { currentRiskFigure } from '../../protection/risk-figure';
import { readStanding } from '../../protection/standing';
import type { SecurityDeps } from '../../security/factors';
import { withStepUpWhenProtected } from '../../security/step-up';
import type { SessionResolver } from '../../sessions';
import { registerEndpoint } from '../route';
import { securityContextOf } from '../security-context';

// Client protection's customer calls (issue 38; common/api/protection.ts): thin, server/protection/ decides. The
// profile and the risk warning are for everyone (the warning without a session too); the limits are a real
// account's (a demo: 2001). Loosening a limit asks an account with a second factor to confirm (9002), as loosening a
// withdrawal safeguard does; tightening, a cool-off and self-exclusion only protect, and need no confirmation.

export interface ProtectionRouteDeps extends Pick<SecurityDeps, 'db' | 'clock'> {
  sessions: SessionResolver;
  protection: ClientProtection;
}

const WARNING_TEXT = {
  full: { figure: messages.riskWarningFull, none: messages.riskWarningFullNoFigure },
  short: { figure: messages.riskWarningShort, none: messages.riskWarningShortNoFigure },
} as const;

export function registerProtectionRoutes(app: FastifyInstance, deps: ProtectionRouteDeps): void {
  const { db, clock, sessions, protection } = deps;
  const overview = (userId: number) => limitsOverview(db, userId, clock.now());

  registerEndpoint(app, sessions, api.userProfile, input.userProfile, ({ user }) => protection.profile(user.id));

  registerEndpoint(app, sessions, api.setResidence, input.setResidence, async ({ input: body, user, succeedWith }) => {
    await setOwnResidence(db, user.id, body.country);
    succeedWith(messages.residenceSaved);
    return protection.profile(user.id);
  });

  registerEndpoint(app, sessions, api.riskWarning, input.riskWarning, async ({ input: query, user, request }) => {
    // The caller's own set when signed in; else the country asked about (the registration form's), else the default.
    const residence = user ? (await readStanding(db, user.id)).residence : (query.country ?? null);
    const style: RiskWarningStyle = protection.rules.forResidence(residence).risk_warning;
    const figure = await currentRiskFigure(db);
    const counted = figure !== null && figure.accounts > 0;
    const text = style === 'none' ? '' : request.translate(WARNING_TEXT[style][counted ? 'figure' : 'none'], { percent: figure?.percent });
    return { style, text, percent: counted ? figure.percent : null, as_of: counted ? figure.window_end : null };
  });

  registerEndpoint(app, sessions, api.limits, input.limits, ({ user }) => {
    requireRealUser(user);
    return overview(user.id);
  });

  registerEndpoint(app, sessions, api.setLimit, input.setLimit, async ({ input: body, user, request, succeedWith }) => {
    requireRealUser(user);
    const change = { kind: body.kind, period: body.period, amount: body.amount === '' ? null : body.amount };
    const tight = limitTightens(await readStanding(db, user.id), change.kind, change.period, change.amount, clock.now());
    const apply = (tx: Parameters<typeof setLimit>[0]) => setLimit(tx, clock, user.id, change);
    const steppedUp = { userId: user.id, kind: STEP_UP_KIND.LOOSEN_LIMIT, token: body.step_up_token, context: securityContextOf(request) };
    const at = tight ? await db.transaction(apply) : await withStepUpWhenProtected(deps, steppedUp, apply);
    if (at <= clock.now()) succeedWith(messages.limitSavedNow);
    else succeedWith(messages.limitSavedLater, { until: new Date(at) });
    return overview(user.id);
  });

  registerEndpoint(app, sessions, api.setSessionReminder, input.setSessionReminder, async ({ input: body, user, request, succeedWith }) => {
    requireRealUser(user);
    const minutes = body.minutes === '' ? null : body.minutes;
    const current = await sessionMinutesNow(db, user.id, clock.now());
    const tight = minutes !== null && (current === null || minutes <= current);
    const apply = (tx: Parameters<typeof setSessionReminder>[0]) => setSessionReminder(tx, clock, user.id, minutes);
    const steppedUp = { userId: user.id, kind: STEP_UP_KIND.LOOSEN_LIMIT, token: body.step_up_token, context: securityContextOf(request) };
    const at = tight ? await db.transaction(apply) : await withStepUpWhenProtected(deps, steppedUp, apply);
    if (at <= clock.now()) succeedWith(messages.limitSavedNow);
    else succeedWith(messages.limitSavedLater, { until: new Date(at) });
    return overview(user.id);
  });

  registerEndpoint(app, sessions, api.startCoolOff, input.startCoolOff, async ({ input: body, user, succeedWith }) => {
    requireRealUser(user);
    const until = await db.transaction((tx) => startCoolOff(tx, clock, user.id, body.days));
    succeedWith(messages.coolOffStarted, { until: new Date(until) });
    return overview(user.id);
  });

  registerEndpoint(app, sessions, api.selfExclude, input.selfExclude, async ({ input: body, user, succeedWith }) => {
    requireRealUser(user);
    if ((body.months === undefined) === (body.indefinite === undefined))
      throw new DomainError(CODE.BAD_INPUT, messages.selfExcludeMonthsOrIndefinite, { field: 'months' });
    await db.transaction((tx) => selfExclude(tx, clock, user.id, body.months ?? null));
    succeedWith(messages.selfExclusionStarted);
    return overview(user.id);
  });
}
