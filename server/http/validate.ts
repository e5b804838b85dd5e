import * as z from 'zod/mini';
import type * as core from 'zod/v4/core';
import { badField, type FieldProblem } from '../errors';

function problemOf(issue: core.$ZodIssue, input: unknown): FieldProblem {
  if (issue.code === 'too_big' && issue.origin === 'string') return 'too_long';
  const missing = issue.path.length > 0 && valueAt(input, issue.path) === undefined;
  if (missing || (issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1)) return 'required';
  return 'invalid';
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = input;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** Parses input with an endpoint's schema; the first bad field becomes a refusal that names it. */
export function parseInput<S extends core.$ZodType>(schema: S, input: unknown): core.output<S> {
  const result = z.safeParse(schema, input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join('.') || 'body';
  throw badField(field, issue ? problemOf(issue, input) : 'invalid');
}
