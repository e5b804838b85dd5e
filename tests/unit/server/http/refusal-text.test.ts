import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnyEndpoint } from '../../../../common/api/endpoint';
import { fieldLabel } from '../../../../common/field-labels';
import { badField } from '../../../../server/errors';
import { loadServerI18n, type ServerI18n } from '../../../../server/i18n/catalogs';
import { refusalText } from '../../../../server/http/refusal-text';
import { DomainError } from '../../../../server/errors';
import { CODE } from '../../../../common/envelope';
import { messages } from '../../../../server/i18n/messages';

// A console call's refusal names its field as the console's form does (issue 31, item 7: "The value of draw_rate
// is not valid" meant nothing to an operator), in the request's language; the customer app's calls are left as
// they were. Every field a console call takes has its label, so no refusal falls back to a raw name.

let i18n: ServerI18n;
beforeAll(async () => {
  i18n = await loadServerI18n();
});

const request = (url: string, lang: string) => ({ url, translate: i18n.translator(lang) }) as unknown as FastifyRequest;

describe("a console refusal's field", () => {
  it('is named by its label, in English and in Traditional Chinese', () => {
    const refusal = badField('draw_rate', 'invalid');
    expect(refusalText(request('/admin/api/wallet/withdraw_currencies/save', 'en'), refusal)).toBe('The value of Fee is not valid');
    expect(refusalText(request('/admin/api/wallet/withdraw_currencies/save', 'hk'), refusal)).toBe('手續費 的內容無效');
    expect(refusalText(request('/admin/api/settings/save', 'en'), badField('stop_out_level', 'invalid'))).toBe(
      'The value of Stop-out level is not valid',
    );
    expect(refusalText(request('/admin/api/settings/save', 'hk'), badField('stop_out_level', 'invalid'))).toBe('強制平倉水平 的內容無效');
    expect(refusalText(request('/admin/api/wallet/withdrawals/decide', 'en'), badField('reason', 'required'))).toBe(
      'Please fill in Reason',
    );
    expect(refusalText(request('/admin/api/wallet/withdrawals/decide', 'hk'), badField('reason', 'required'))).toBe('請填寫 原因');
  });

  it('names an announcement by its language', () => {
    expect(refusalText(request('/admin/api/settings/save', 'en'), badField('announcement.fr', 'too_long'))).toBe(
      'The value of Announcement (Français) is too long',
    );
  });

  it('names a text in another language, and its title or description, by the language', () => {
    const save = '/admin/api/fund/funds/save';
    expect(refusalText(request(save, 'en'), badField('texts.hk.title', 'required'))).toBe('Please fill in Title (繁體中文)');
    expect(refusalText(request(save, 'en'), badField('texts.de.desc', 'too_long'))).toBe('The value of Description (Deutsch) is too long');
    expect(refusalText(request(save, 'en'), badField('texts.en', 'invalid'))).toBe('The value of Texts in English is not valid');
    // A key that is no language of the app is named as the whole field.
    expect(refusalText(request(save, 'en'), badField('texts.klingon', 'invalid'))).toBe(
      'The value of Texts in other languages is not valid',
    );
    expect(refusalText(request(save, 'hk'), badField('texts.hk.title', 'required'))).not.toMatch(/texts|Title/);
  });

  it('keeps a refusal without a field, and the values it carries besides', () => {
    const refusal = new DomainError(CODE.BAD_INPUT, messages.rateLimited, { seconds: 30 });
    expect(refusalText(request('/admin/api/settings/save', 'en'), refusal)).toBe('Too many requests. Try again in 30 seconds.');
  });

  it("leaves the customer app's refusals as they were", () => {
    expect(refusalText(request('/api/account/draw', 'en'), badField('number', 'invalid'))).toBe('The value of number is not valid');
  });
});

/** The field names of an input schema (zod mini), the fields of its objects, nested ones included. */
function fieldsOf(schema: unknown, into: Set<string>, depth = 0): Set<string> {
  const def = (schema as { _zod?: { def?: Record<string, unknown> } } | undefined)?._zod?.def;
  if (!def || depth > 6) return into;
  if (def.type === 'object') {
    for (const [name, field] of Object.entries(def.shape as Record<string, unknown>)) {
      into.add(name);
      fieldsOf(field, into, depth + 1);
    }
  }
  for (const key of ['in', 'out', 'innerType']) if (def[key]) fieldsOf(def[key], into, depth + 1);
  for (const option of (def.options as unknown[] | undefined) ?? []) fieldsOf(option, into, depth + 1);
  return into;
}

describe('the labels', () => {
  it('cover every field a console call takes', async () => {
    const api = path.resolve(import.meta.dirname, '../../../../common/api');
    const schemas: Record<string, unknown> = {};
    for (const file of readdirSync(path.join(api, 'input'))) Object.assign(schemas, await import(path.join(api, 'input', file)));
    const unlabelled = new Set<string>();
    for (const file of readdirSync(api).filter((name) => name.endsWith('.ts'))) {
      const calls = Object.entries((await import(path.join(api, file))) as Record<string, unknown>).filter(
        (entry): entry is [string, AnyEndpoint] => {
          const declared = (entry[1] as { path?: unknown } | null)?.path;
          return typeof declared === 'string' && declared.startsWith('/admin/api/');
        },
      );
      for (const [name] of calls) {
        for (const field of fieldsOf(schemas[name], new Set())) if (!fieldLabel(field)) unlabelled.add(`${field} (${name})`);
      }
    }
    expect([...unlabelled]).toEqual([]);
  });
});
