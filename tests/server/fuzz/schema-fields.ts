import type * as core from 'zod/v4/core';
import { fieldRules, type FieldRule } from '../../../common/api/input/fields';

// The fields of an input schema, found by walking zod's definitions (`_zod.def`), each with the shared rule that made
// it (common/api/input/fields.ts, fieldRules). A field no rule made is still accepted when it can only hold a closed
// set of values: one of a list, or text matching an anchored pattern that no control character can match.

export interface SchemaField {
  /** The field's path: "title", "texts.*.desc" (a record's values), "texts.*key" (its keys). */
  path: string;
  /** The rule that made it, 'closed' for a list or a closed pattern, or null for none. */
  rule: FieldRule | null;
  /** What the field is, for a failure message. */
  what: string;
  /** The part of the field the rule made (or the whole leaf): what the behavioural checks parse. */
  schema: core.$ZodType;
}

interface Def {
  type: string;
  innerType?: core.$ZodType;
  shape?: Record<string, core.$ZodType>;
  keyType?: core.$ZodType;
  valueType?: core.$ZodType;
  in?: core.$ZodType;
  out?: core.$ZodType;
  options?: core.$ZodType[];
  checks?: core.$ZodCheck[];
  pattern?: RegExp;
}

const defOf = (schema: core.$ZodType): Def => schema._zod.def;

/** Wrappers that change whether a value must be there, not what it may be. */
const WRAPPERS = new Set(['optional', 'default', 'prefault', 'nullable', 'nonoptional', 'readonly', 'catch']);

/** The rule that made `schema` or any part of its chain of pipes (a value passes every part of a pipe). */
function ruleIn(schema: core.$ZodType): { rule: FieldRule; schema: core.$ZodType } | undefined {
  const rule = fieldRules.get(schema)?.rule;
  if (rule) return { rule, schema };
  const def = defOf(schema);
  if (WRAPPERS.has(def.type) && def.innerType) return ruleIn(def.innerType);
  if (def.type === 'pipe' && def.in && def.out) return ruleIn(def.in) ?? ruleIn(def.out);
  return undefined;
}

/**
 * Whether a pattern can only match text without control characters: anchored at both ends, and made of literal
 * characters and positive classes only (no negated class, no dot, no \s, \S, \W or \D, no escaped code point).
 */
export function closedPattern(pattern: RegExp): boolean {
  const source = pattern.source;
  if (pattern.multiline || !source.startsWith('^') || !source.endsWith('$')) return false;
  return !/\[\^|(?<!\\)\.|\\[sSWDxuc0pP]/.test(source);
}

function closedFormat(schema: core.$ZodType): boolean {
  const def = defOf(schema);
  const patterns = [def.pattern, ...(def.checks ?? []).map((check) => (check._zod.def as { pattern?: RegExp }).pattern)];
  return patterns.some((pattern) => pattern instanceof RegExp && closedPattern(pattern));
}

const join = (path: string, name: string) => (path ? `${path}.${name}` : name);

function walk(schema: core.$ZodType, path: string, out: SchemaField[]): void {
  const made = ruleIn(schema);
  if (made) {
    out.push({ path, rule: made.rule, what: made.rule, schema: made.schema });
    return;
  }
  const def = defOf(schema);
  if (WRAPPERS.has(def.type) && def.innerType) return walk(def.innerType, path, out);
  switch (def.type) {
    case 'object':
      for (const [name, member] of Object.entries(def.shape ?? {})) walk(member, join(path, name), out);
      return;
    case 'record':
      if (def.keyType) walk(def.keyType, join(path, '*key'), out);
      if (def.valueType) walk(def.valueType, join(path, '*'), out);
      return;
    case 'pipe': {
      // A pipe that looks at the raw value before reading it (the translations check their keys first) holds the
      // fields of what it reads; any other pipe is as strict as what it takes in.
      const taken = def.in ? defOf(def.in).type : '';
      if ((taken === 'unknown' || taken === 'any') && def.out) return walk(def.out, path, out);
      if (def.in) walk(def.in, path, out);
      return;
    }
    case 'union':
      for (const option of def.options ?? []) walk(option, path, out);
      return;
    case 'enum':
    case 'literal':
      out.push({ path, rule: 'closed', what: 'one of a list', schema });
      return;
    case 'string':
      out.push(
        closedFormat(schema)
          ? { path, rule: 'closed', what: 'a closed pattern', schema }
          : { path, rule: null, what: 'free text (a string with no closed pattern)', schema },
      );
      return;
    default:
      out.push({ path, rule: null, what: `a ${def.type}`, schema });
  }
}

/** Every field of `schema`, a union's options once each under their field's path. */
export function schemaFields(schema: core.$ZodType, path = ''): SchemaField[] {
  const out: SchemaField[] = [];
  walk(schema, path, out);
  return out;
}

/**
 * Whether a field holds a sum of money: an amount, a balance, the `number` of a deposit, a withdrawal or an option.
 * A list of amounts ("micro_amounts") is a closed pattern, not an amount.
 */
export function isAmountField(name: string): boolean {
  return /(amount|balance)$/.test(name) || name === 'number' || name === 'four_eyes_above';
}
