import type { InboxEntry } from '../api/notify';
import { moneyText, profitText } from '../money-text';
import { decimalText } from '../number-text';
import type { Translate } from '../translate';

// Who an entry is worded for, and the small readers of its facts every kind's wording uses. The facts come from the
// database as JSON: a kind's wording reads each one with these, and a missing or garbled one makes the whole entry
// read as a general notice rather than as half a sentence.

/** The reader: their language's messages and its BCP 47 tag, for the figures. */
export interface NotifyReader {
  translate: Translate;
  tag: string;
}

/** What an entry reads as: a headline and, for some kinds, a second line. */
export interface EntryText {
  title: string;
  /** A second line (the address a sign-in came from, a close's profit and price), or null. */
  detail: string | null;
}

export type Detail = InboxEntry['detail'];

/** A kind's wording; null when the facts are missing or garbled. */
export type KindText = (detail: Detail, reader: NotifyReader) => EntryText | null;

/** A fact as text; anything else (missing, a number from a confused server) as none. */
export function textOf(value: Detail[string] | undefined): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** A fact as a whole number, or none. */
export function wholeOf(value: Detail[string] | undefined): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) ? value : null;
}

/** A fact as one of the allowed words, or none. */
export function oneOf<T extends string>(value: Detail[string] | undefined, allowed: readonly T[]): T | null {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

/** Every fact present, or none (a helper for the kinds' wordings: `all([a, b])` is null when one is). */
export function all<T extends readonly unknown[]>(facts: T): { [K in keyof T]: NonNullable<T[K]> } | null {
  return facts.every((fact) => fact !== null && fact !== undefined) ? (facts as { [K in keyof T]: NonNullable<T[K]> }) : null;
}

/** A figure (lots, a price) grouped for the reader's language, with the decimals the server gave it. */
export function figureText(value: string, reader: NotifyReader): string {
  return decimalText(value, reader.tag);
}

/** Money in USD (2 decimals) as the wallet writes it. */
export function amountText(value: string, reader: NotifyReader): string {
  return moneyText(value, reader.tag);
}

/** A profit with its sign, as the orders screen writes it. */
export function signedText(value: string, reader: NotifyReader): string {
  return profitText(value, reader.tag).text;
}
