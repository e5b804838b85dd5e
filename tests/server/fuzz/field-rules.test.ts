import * as z from 'zod/mini';
import type * as core from 'zod/v4/core';
import { describe, expect, it } from 'vitest';
import { SETTING_RULES } from '../../../common/api/input/admin-console';
import { boundedText, multilineText } from '../../../common/api/input/fields';
import { contractCalls } from '../helpers/contract-endpoints';
import { fileRouteCalls } from '../helpers/file-routes';
import { CONTROL_CHARACTERS, MALFORMED_AMOUNTS } from './mutations';
import { closedPattern, isAmountField, schemaFields, type SchemaField } from './schema-fields';

// Every field of every input schema the server checks (the contract's calls, the file routes', and each console
// setting's own rule) is made by a shared rule of common/api/input/fields.ts, or can only hold a closed set of values:
// free text goes through the text rule (control characters refused; line breaks only where text has lines), every
// money amount through the one amount rule (common/api/input/amount.ts). A new field that does not fails here,
// named by its call and path.

interface Checked {
  where: string;
  schema: core.$ZodType;
}

function inputs(): Checked[] {
  const calls = [...contractCalls(), ...fileRouteCalls()].flatMap((call) =>
    call.schema ? [{ where: `${call.name} (${call.endpoint.method} ${call.endpoint.path})`, schema: call.schema }] : [],
  );
  // A setting's value is checked again by its key's rule (server/admin/settings-admin.ts).
  const settings = Object.entries(SETTING_RULES).map(([key, rule]) => ({ where: `adminSaveSetting's rule for ${key}`, schema: rule }));
  return [...calls, ...settings];
}

/** The field's name where a setting's rule is the whole schema: the setting's key. */
const nameOf = (where: string, field: SchemaField) => field.path || (/for (\S+)$/.exec(where)?.[1] ?? '');

const refuses = (schema: core.$ZodType, value: unknown) => !z.safeParse(schema, value).success;

/** Every field with what is wrong with it: made by no rule, an amount not made by the amount rule, or a value the
 * rule lets through that it must refuse. */
function problems(): string[] {
  const found: string[] = [];
  for (const { where, schema } of inputs()) {
    for (const field of schemaFields(schema)) {
      const name = nameOf(where, field);
      const at = `${where}, field ${field.path || name}`;
      if (field.rule === null) {
        found.push(`${at}: ${field.what}: make it with a shared rule (boundedText, multilineText, secretText, a closed pattern...)`);
        continue;
      }
      if (isAmountField(name) && field.rule !== 'amount')
        found.push(`${at}: an amount made by the ${field.rule} rule: make it with the amount rule (common/api/input/amount.ts)`);
      for (const bad of CONTROL_CHARACTERS) {
        const value = `ab${bad.value}cd`;
        if (!refuses(field.schema, value)) found.push(`${at}: accepts ${bad.name}`);
      }
      if (field.rule === 'text' && !refuses(field.schema, 'ab\ncd')) found.push(`${at}: one-line text accepts a line break`);
      if (field.rule === 'amount') {
        for (const bad of MALFORMED_AMOUNTS.filter((each) => each.schemaRefuses)) {
          if (!refuses(field.schema, bad.value)) found.push(`${at}: accepts the malformed amount ${bad.name} (${bad.value})`);
        }
      }
    }
  }
  return found;
}

describe('the shared field rules', () => {
  it('make every field of every input schema: free text refuses control characters, amounts take one spelling', () => {
    expect(problems()).toEqual([]);
  });

  it('list the fields whose text may hold line breaks', () => {
    const lines = inputs().flatMap(({ where, schema }) =>
      schemaFields(schema)
        .filter((field) => field.rule === 'lines')
        .map((field) => `${where.split(' ')[0] ?? where} ${field.path || nameOf(where, field)}`),
    );
    console.info(`text fields that keep line breaks (${lines.length}): ${lines.join('; ')}`);
    expect(lines.length).toBeGreaterThan(0);
  });

  it('tell a field made by no rule, and a control character, when they see one', () => {
    const loose = z.object({
      note: z.string().check(z.maxLength(20)),
      title: boundedText(20),
      body: multilineText(200),
      kind: z.enum(['a', 'b']),
      code: z.string().check(z.regex(/^\d{6}$/)),
      link: z.string().check(z.regex(/^https?:\/\/[^\s]+$/)),
    });
    const rules = Object.fromEntries(schemaFields(loose).map((field) => [field.path, field.rule]));
    expect(rules).toEqual({ note: null, title: 'text', body: 'lines', kind: 'closed', code: 'closed', link: null });
    expect(closedPattern(/^[A-Za-z0-9_-]{16,64}$/)).toBe(true);
    expect(closedPattern(/^a.b$/)).toBe(false);
    expect(closedPattern(/\d{6}/)).toBe(false);
    for (const bad of CONTROL_CHARACTERS) {
      expect(refuses(boundedText(20), `a${bad.value}b`), bad.name).toBe(true);
      expect(refuses(multilineText(20), `a${bad.value}b`), bad.name).toBe(true);
    }
    expect(z.safeParse(multilineText(40), 'line one\r\nline two\tend')).toMatchObject({ success: true });
    expect(refuses(boundedText(20), 'line one\nline two')).toBe(true);
    expect(refuses(boundedText(20), 'tab\there')).toBe(true);
  });
});
