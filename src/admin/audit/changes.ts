// What an operator act changed, read from the record before and after: the fields whose values differ, each with
// its value before and after. Only the fields the record after names are compared: some acts record a part of the
// record after (a chat reply records the message it sent, not the conversation again), and a field they leave out
// did not change. A record created (nothing before) lists its fields. A setting is one change, named by its key.
// Anything that is not a plain object is shown whole.

export interface Change {
  /** The field's name on the wire ("draw_rate"), or a setting's key; empty for a value shown whole. */
  field: string;
  /** Undefined when there was no value before (a record created). */
  before: unknown;
  after: unknown;
}

/**
 * Fields a row already says elsewhere: the outcome of a decision is its action ("Approved"), the operator's reason
 * is the row's reason, the customer and the record's number have columns of their own.
 */
const SAID_ELSEWHERE = new Set([
  'id',
  'status',
  'review_status',
  'user_id',
  'uid',
  'email',
  'remark',
  'notes',
  'reason',
  'decision_reason',
]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A setting's record: its key and value (server/admin/settings-admin.ts). */
function isSetting(value: unknown): value is { key: string; value: unknown } {
  return isRecord(value) && typeof value.key === 'string' && 'value' in value && Object.keys(value).length === 2;
}

export function changesOf(before: unknown, after: unknown): Change[] {
  if (isSetting(after) && (before === null || isSetting(before))) {
    return same(before?.value, after.value) ? [] : [{ field: after.key, before: before?.value, after: after.value }];
  }
  if (!isRecord(after) || (before !== null && !isRecord(before))) {
    return same(before, after) ? [] : [{ field: '', before: before ?? undefined, after }];
  }
  return Object.keys(after)
    .filter((field) => !SAID_ELSEWHERE.has(field) && !same(before?.[field], after[field]))
    .map((field) => ({ field, before: before?.[field], after: after[field] }));
}

/** Epoch milliseconds after 2001 in a field named like a time: a time, not a number. */
const isTime = (field: string, value: unknown): value is number =>
  typeof value === 'number' && value > 1e12 && /(_at|_time|^time)$/.test(field);

/** The longest value shown in a row; the whole record is in the CSV export. */
const SHOWN_LENGTH = 160;

/** How the console writes what a value may be: a time, yes and no, in the operator's language. */
export interface ValueWords {
  time: (epochMs: number) => string;
  yes: string;
  no: string;
}

/** A value as the log shows it: times formatted, yes and no in words, nothing as a dash, long texts cut. */
export function valueText(field: string, value: unknown, words: ValueWords): string {
  if (value === null || value === undefined || value === '') return '—';
  if (isTime(field, value)) return words.time(value);
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > SHOWN_LENGTH ? `${text.slice(0, SHOWN_LENGTH)}…` : text;
}
