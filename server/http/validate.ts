import * as z from 'zod/mini';
import type * as core from 'zod/v4/core';
import { badField, type FieldProblem } from '../errors';
import { NOT_A_DAY } from '../../common/api/input/fields';
import { NOT_A_LANGUAGE } from '../../common/api/input/localized-text';
import { NOT_A_DIGEST, NOT_A_YEAR } from '../../common/api/input/statement';

function problemOf(issue: core.$ZodIssue, input: unknown): FieldProblem {
  if (issue.code === 'too_big' && issue.origin === 'string') return 'too_long';
  if (issue.code === 'custom' && issue.params?.problem === NOT_A_DAY.problem) return 'not_a_day';
  if (issue.code === 'custom' && issue.params?.problem === NOT_A_LANGUAGE.problem) return 'not_a_language';
  if (issue.code === 'custom' && issue.params?.problem === NOT_A_DIGEST.problem) return 'not_a_digest';
  if (issue.code === 'custom' && issue.params?.problem === NOT_A_YEAR.problem) return 'not_a_year';
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
  const value = input ?? {};
  // The Standard Schema entry point answers a refusal with the issues alone. z.safeParse would wrap them in a
  // ZodError, an Error with a stack and a message of its own, which nobody reads here, on every refused request.
  const result = schema['~standard'].validate(value);
  if (result instanceof Promise) {
    // Only an asynchronous schema or a check that throws gets here, and none is expected: z.safeParse reports
    // either as before (a fault, not a refusal), and the promise the first attempt left is settled quietly.
    void result.catch(() => undefined);
    return safeParseInput(schema, value);
  }
  if (!result.issues) return result.value;
  // Zod's issues, finalised as z.safeParse finalises them; the Standard Schema type only names their message and path.
  throw refusalOf(result.issues[0] as core.$ZodIssue | undefined, value);
}

function safeParseInput<S extends core.$ZodType>(schema: S, value: unknown): core.output<S> {
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  throw refusalOf(result.error.issues[0], value);
}

function refusalOf(issue: core.$ZodIssue | undefined, input: unknown) {
  const field = issue?.path.map(String).join('.') || 'body';
  return badField(field, issue ? problemOf(issue, input) : 'invalid');
}
