import { RECOVERY_CODE_COUNT, SECURITY_EVENT } from '../../common/security';
import { assert } from '../assert';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import { messages } from '../i18n/messages';
import { digest, randomCode } from '../account/tokens';
import { hasSecondFactor, lockAccount, secondFactorState } from './factors';
import { writeSecurityEvent, type SecurityContext } from './security-log';
import { lockWithdrawals } from './withdrawal-locks';
import { WITHDRAWAL_LOCK_REASON } from '../../common/safeguards';

// One-time recovery codes: a user who lost the authenticator app signs in or confirms with one of ten codes, shown once
// when handed out and kept only as their SHA-256 (table recovery_codes). Each code is 16 characters from an alphabet
// without look-alikes, about 79 random bits: far beyond guessing, so a plain hash is enough and a code is found by its
// hash in one indexed lookup, rather than by running a slow password hash (argon2) against each of ten salted ones.
// A new set replaces every earlier code.

const CODE_LENGTH = 16;
const GROUP_LENGTH = 4;
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const WELL_FORMED = new RegExp(`^[${ALPHABET}]{${CODE_LENGTH}}$`);

/** "ABCD-EFGH-JKMN-PQRS": four groups, to read out and type. */
function shown(code: string): string {
  return code.match(new RegExp(`.{${GROUP_LENGTH}}`, 'g'))?.join('-') ?? code;
}

/** A code as typed, in any case, with or without its dashes and spaces; undefined when it cannot be one of ours. */
function normalised(typed: string): string | undefined {
  const code = typed.toUpperCase().replace(/[\s-]/g, '');
  return WELL_FORMED.test(code) ? code : undefined;
}

/**
 * Replaces the user's recovery codes with ten new ones and answers them, to be shown once. In the caller's transaction,
 * which holds the user's lock (lockAccount), so two sets handed out at once cannot both stay.
 */
export async function replaceRecoveryCodes(tx: Queryable, clock: Clock, userId: number): Promise<string[]> {
  const codes = new Set<string>();
  // Two equal codes out of ~2^79 would be a broken random source; the bound keeps the loop finite even then.
  for (let draw = 0; codes.size < RECOVERY_CODE_COUNT && draw < RECOVERY_CODE_COUNT * 2; draw += 1) {
    codes.add(randomCode(CODE_LENGTH, ALPHABET));
  }
  assert(codes.size === RECOVERY_CODE_COUNT, () => `drew ${codes.size} distinct recovery codes`);
  await tx.query('DELETE FROM recovery_codes WHERE user_id = $1', [userId]);
  await tx.query('INSERT INTO recovery_codes (user_id, code_hash, created_at) SELECT $1, hash, $3 FROM unnest($2::text[]) AS code (hash)', [
    userId,
    [...codes].map((code) => digest(code)),
    new Date(clock.now()),
  ]);
  return [...codes].map(shown);
}

/**
 * A new set for a user who has a second factor on (regenerating; the endpoint asks for a step-up of kind
 * second_factor first). Locks the user; answers the codes to show once.
 */
export async function regenerateRecoveryCodes(tx: Queryable, clock: Clock, userId: number, context: SecurityContext): Promise<string[]> {
  await lockAccount(tx, userId);
  if (!(await hasSecondFactor(tx, userId))) throw secondFactorState(messages.totpNotEnabled);
  const codes = await replaceRecoveryCodes(tx, clock, userId);
  await lockWithdrawals(tx, clock, userId, WITHDRAWAL_LOCK_REASON.SECOND_FACTOR);
  await writeSecurityEvent(tx, clock, { userId, event: SECURITY_EVENT.RECOVERY_CODES_REGENERATED, context });
  return codes;
}

/**
 * Uses up one of the user's codes: true when it was theirs and unused. The guarded update is the race's referee: of two
 * uses of one code at once, the second waits for the first and then finds it used.
 */
export async function useRecoveryCode(tx: Queryable, clock: Clock, userId: number, typed: string): Promise<boolean> {
  const code = normalised(typed);
  if (code === undefined) return false;
  const used = await tx.query(
    'UPDATE recovery_codes SET used_at = $3 WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING id',
    [userId, digest(code), new Date(clock.now())],
  );
  return used.length === 1;
}

/** How many unused codes the user has left (the overview shows it, and says when to make new ones). */
export async function recoveryCodesLeft(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.query<{ n: string }>('SELECT count(*) AS n FROM recovery_codes WHERE user_id = $1 AND used_at IS NULL', [userId]);
  return Number(row?.n ?? 0);
}
