import { randomUUID } from 'node:crypto';
import { Secret } from 'otpauth';
import type { OperatorSecondFactorChallenge } from '../../../common/api/admin';
import type { OperatorRole } from '../../../common/api/operator-roles';
import { CODE } from '../../../common/envelope';
import { createOperator, createOperatorSession, findOperator } from '../../../server/admin/operators';
import { authenticator, TOTP_PERIOD_SECONDS } from '../../../server/security/totp';
import { call, type Envelope } from './access';
import type { TestApp } from './test-app';

// Operators of each role for the back office's tests: made in the database and given a session directly (the
// sign-in itself is tested in tests/server/access), so a test can hold many without meeting the login throttle.

export interface RoleOperator {
  id: number;
  email: string;
  token: string;
  password: string;
}

export async function operatorWithRole(app: TestApp, role: OperatorRole, options: { idleMinutes?: number } = {}): Promise<RoleOperator> {
  const email = `${role}-${randomUUID().slice(0, 8)}@example.com`;
  const password = `${role} password ${randomUUID().slice(0, 6)}`;
  await createOperator(app.database.db, app.clock, email, password, role);
  const operator = await findOperator(app.database.db, email);
  if (!operator) throw new Error(`operator ${email} was not created`);
  // Like the test app's sign-ins, sessions last 30 idle days unless a test asks for a shorter limit.
  const token = await createOperatorSession(app.database.db, app.clock, operator.id, { idleMinutes: 43_200, ...options });
  return { id: operator.id, email, token, password };
}

/** Another session of the same operator, as a second browser would have. */
export function anotherSession(app: TestApp, operator: RoleOperator): Promise<string> {
  return createOperatorSession(app.database.db, app.clock, operator.id, { idleMinutes: 43_200 });
}

const STEP_MS = TOTP_PERIOD_SECONDS * 1000;

/** Each operator's authenticator app as their first sign-in handed it out, by address, with the step of its last code. */
const operatorApps = new Map<string, { secret: string; lastStep: number }>();

/** The time the server reads codes at: a test app's manual clock (which may be moved), or the system's. */
interface CodeClock {
  now(): number;
  advance?(ms: number): void;
}

/**
 * What the operator's app shows, of a step no code was given from yet: this step's, or the next one's (the server
 * takes a step of drift) when this step's was used. A third sign-in in one step moves a manual clock to the next.
 */
export function operatorCode(clock: CodeClock, email: string): string {
  const app = operatorApps.get(email.toLowerCase());
  if (!app) throw new Error(`${email} has not set an authenticator app up`);
  const current = () => Math.floor(clock.now() / STEP_MS);
  if (app.lastStep > current() && clock.advance) clock.advance(STEP_MS - (clock.now() % STEP_MS));
  const step = Math.max(current(), app.lastStep + 1);
  if (step > current() + 1) throw new Error(`${email} used the codes of this step and the next; move the clock`);
  app.lastStep = step;
  return authenticator(Secret.fromBase32(app.secret)).generate({ timestamp: step * STEP_MS });
}

/** Keeps the app's secret as a first sign-in showed it (the console's page, in the end-to-end tests). */
export function rememberOperatorApp(email: string, secret: string): void {
  operatorApps.set(email.toLowerCase(), { secret, lastStep: -1 });
}

/** Sends one call of the console's sign-in, as a test reaches the server (inject, or fetch to a process). */
export type SignInSend = <T>(path: string, form: Record<string, string>) => Promise<Envelope<T>>;

/**
 * Signs an operator in as the console does: the password, then the code of their app, which the first sign-in sets up
 * from the secret it answers. Answers the password's envelope when it was refused, else the code's.
 */
export async function signInOperatorWith(
  send: SignInSend,
  clock: CodeClock,
  who: { email: string; password: string } & Record<string, string>,
): Promise<Envelope<{ token: string }>> {
  const first = await send<OperatorSecondFactorChallenge>('/admin/api/login', who);
  if (first.code !== CODE.SECOND_FACTOR_NEEDED) return first as unknown as Envelope<{ token: string }>;
  if (first.data.setup) rememberOperatorApp(who.email, first.data.setup.secret);
  return send<{ token: string }>('/admin/api/login_second_factor', {
    challenge_id: first.data.challenge_id,
    totp_code: operatorCode(clock, who.email),
  });
}

/** signInOperatorWith on a test app, from one address. */
export function signInOperator(
  app: TestApp,
  /** The sign-in form's fields: email and password, and a captcha's when one is asked. */
  who: { email: string; password: string } & Record<string, string>,
  address = '10.200.0.1',
): Promise<Envelope<{ token: string }>> {
  const send: SignInSend = (path, form) => call(app, 'POST', path, form, {}, address);
  return signInOperatorWith(send, app.clock, who);
}
