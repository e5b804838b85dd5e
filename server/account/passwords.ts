import { hash, verify } from '@node-rs/argon2';
import { Semaphore } from './semaphore';

// argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane). Each hash takes tens of milliseconds and its memory,
// so at most two run at once: a burst of logins queues instead of exhausting the machine.

// Algorithm.Argon2id is 2; the package's enum is a const enum that isolated modules cannot read.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const hashing = new Semaphore(2);

// Compared against when the account does not exist, so a wrong email costs the same time as a wrong password.
let decoy: Promise<string> | undefined;

export function hashPassword(password: string): Promise<string> {
  return hashing.run(() => hash(password, OPTIONS));
}

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  const target = stored ?? (await (decoy ??= hashPassword('decoy password for timing')));
  const matches = await hashing.run(() => verify(target, password).catch(() => false));
  return stored !== null && matches;
}
