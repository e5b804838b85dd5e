import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A session token: 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored instead of a secret: its SHA-256. */
export function digest(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Random text from an alphabet without look-alike characters (no 0/O, 1/I/L). */
export function randomCode(length: number, alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'): string {
  let text = '';
  for (let i = 0; i < length; i += 1) text += alphabet.charAt(randomInt(alphabet.length));
  return text;
}

export function randomDigits(length: number): string {
  let text = String(randomInt(1, 10));
  for (let i = 1; i < length; i += 1) text += String(randomInt(10));
  return text;
}
