import { CODE } from '../../common/envelope';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import { DomainError, tooSoon } from '../errors';
import { messages } from '../i18n/messages';
import { countUse, secondsLeftIn, usesSoFar } from './rate-limit';

// Login throttling that stops guessing without handing anyone a way to lock an owner out (OWASP Authentication
// Cheat Sheet: count failures, not attempts; throttle the source, not the account; ask for a captcha rather than
// refusing the owner; tell the owner). Counters live in the database (rate_counters), so every node counts
// together, and in fixed windows on the injectable clock.
//
// - Per account and address: after PAIR_FAILURES failed passwords in a window, that address must wait for the
//   window to end before trying that account again. Other addresses, the owner's among them, are not affected.
// - Per account, from everywhere: after ACCOUNT_FAILURES failures in a window, every login to it needs a picture
//   captcha (server/account/captcha.ts), which the owner solves in seconds and a guessing script cannot. This is
//   the slower, global back-off: a distributed attack pays a solved captcha per guess instead of locking anyone out.
// - The owner is told once per window, when the account reaches that threshold.
// A right password clears its address's count; the account's count runs to the end of its window.

export const WINDOW_MS = 15 * 60_000;
export const PAIR_FAILURES = 5;
export const ACCOUNT_FAILURES = 10;

export interface ThrottleSubject {
  /** 'user' or 'operator': the two kinds of account never share counters. */
  scope: 'user' | 'operator';
  /** The account as typed, lower-cased by the caller. */
  account: string;
  address: string;
}

export interface CaptchaAnswer {
  key: string;
  answer: string;
}

const pairKey = (subject: ThrottleSubject) => `login-fail:${subject.scope}:pair:${subject.account}:${subject.address}`;
const accountKey = (subject: ThrottleSubject) => `login-fail:${subject.scope}:account:${subject.account}`;

const failures = (db: Queryable, clock: Clock, key: string) => usesSoFar(db, clock, key, WINDOW_MS);
const countFailure = (db: Queryable, clock: Clock, key: string) => countUse(db, clock, key, WINDOW_MS);

/**
 * Before the password is checked: refuses an address that guessed this account too often, and asks for (and
 * checks) the captcha when the account as a whole has seen too many failures.
 */
export async function checkLoginAllowed(
  db: Queryable,
  clock: Clock,
  subject: ThrottleSubject,
  captcha: CaptchaAnswer | null,
  checkCaptcha: (answer: CaptchaAnswer) => Promise<boolean>,
): Promise<void> {
  if ((await failures(db, clock, pairKey(subject))) >= PAIR_FAILURES) {
    throw tooSoon(messages.loginThrottled, secondsLeftIn(clock, WINDOW_MS));
  }
  if ((await failures(db, clock, accountKey(subject))) < ACCOUNT_FAILURES) return;
  if (!captcha) throw new DomainError(CODE.CAPTCHA_REQUIRED, messages.loginCaptchaRequired);
  if (!(await checkCaptcha(captcha))) throw new DomainError(CODE.CAPTCHA_REQUIRED, messages.captchaInvalid);
}

/** After a wrong password: counts it; returns true when this failure is the one that should tell the owner. */
export async function recordLoginFailure(db: Queryable, clock: Clock, subject: ThrottleSubject): Promise<boolean> {
  await countFailure(db, clock, pairKey(subject));
  return (await countFailure(db, clock, accountKey(subject))) === ACCOUNT_FAILURES;
}

/** After a right password: this address starts afresh for this account. */
export async function recordLoginSuccess(db: Queryable, subject: ThrottleSubject): Promise<void> {
  await db.query('DELETE FROM rate_counters WHERE key = $1', [pairKey(subject)]);
}

export interface GuardedLogin<T> {
  subject: ThrottleSubject;
  captcha: CaptchaAnswer | null;
  checkCaptcha: (answer: CaptchaAnswer) => Promise<boolean>;
  /** Checks the password: the account when right, null when wrong (or unknown). */
  verify: () => Promise<T | null>;
  /** The address to tell of repeated failures, if the account exists and has one. */
  ownerAddress: () => Promise<string | null>;
  notifyOwner: (to: string, failures: number) => Promise<void>;
}

/** The whole throttled login: check, verify, count; a wrong password answers WRONG_CREDENTIALS. */
export async function throttledLogin<T>(db: Queryable, clock: Clock, login: GuardedLogin<T>): Promise<T> {
  await checkLoginAllowed(db, clock, login.subject, login.captcha, login.checkCaptcha);
  const account = await login.verify();
  if (account) {
    await recordLoginSuccess(db, login.subject);
    return account;
  }
  if (await recordLoginFailure(db, clock, login.subject)) {
    const to = await login.ownerAddress();
    if (to) await login.notifyOwner(to, ACCOUNT_FAILURES);
  }
  throw new DomainError(CODE.WRONG_CREDENTIALS, messages.wrongCredentials);
}

/** The captcha fields of a login form, when both were sent. */
export function captchaOf(input: { captcha_key?: string | undefined; captcha?: string | undefined }): CaptchaAnswer | null {
  return input.captcha_key && input.captcha ? { key: input.captcha_key, answer: input.captcha } : null;
}
