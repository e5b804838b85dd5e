// What an operator act changed, read from the record before and after: the fields whose values differ, each with
// its value before and after. A record created (nothing before) lists its fields; anything that is not a plain
// object is shown whole.

export interface Change {
  field: string;
  before: string;
  after: string;
}

function text(value: unknown): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function changesOf(before: unknown, after: unknown): Change[] {
  if (!isRecord(after) || (before !== null && !isRecord(before))) return [{ field: '', before: text(before ?? ''), after: text(after) }];
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after)])];
  return fields
    .filter((field) => text(before?.[field]) !== text(after[field]))
    .map((field) => ({ field, before: text(before?.[field]), after: text(after[field]) }));
}
