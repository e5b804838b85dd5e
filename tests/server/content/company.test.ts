import { describe, expect, it } from 'vitest';
import type { AdminCompany, Company, CompanyStatus } from '../../../common/api/company';
import { CODE } from '../../../common/envelope';
import { call } from '../helpers/access';
import { appForTests } from '../helpers/lifecycle';
import { changedTables, fingerprint } from '../helpers/snapshot';
import { operatorToken } from '../helpers/wallet';

const app = appForTests();

const withCookie = (cookie: string) => ({ cookie });

describe('the company directory', () => {
  it('answers the default company without a cookie, the chosen one with it, and the default for a bad one', async () => {
    expect((await call<Company>(app, 'GET', '/api/company/getCompany')).data).toMatchObject({ id: 1, name: 'Meridian Markets Ltd.' });
    expect((await call<Company>(app, 'GET', '/api/company/getCompany', {}, withCookie('theme=dark; company_id=3'))).data.id).toBe(3);
    for (const cookie of ['company_id=99999', 'company_id=abc', 'company_id=1%20OR%201=1', 'company_id=', 'company_id=<script>']) {
      const answer = await call<Company>(app, 'GET', '/api/company/getCompany', {}, withCookie(cookie));
      expect(answer.code, cookie).toBe(1);
      expect(answer.data.id, cookie).toBe(1);
    }
    expect((await call<CompanyStatus>(app, 'GET', '/api/company/getCompanyStatus', {}, withCookie('company_id=2'))).data).toEqual({
      is_main: 0,
      company_id: 2,
    });
  });

  it('finds companies by any part of the name, any case; hostile search text finds nothing and breaks nothing', async () => {
    const found = await call<Company[]>(app, 'GET', '/api/company/search', { name: 'asia' });
    expect(found.data.map((company) => company.id)).toEqual([3]);
    expect((await call<Company[]>(app, 'GET', '/api/company/search', { name: 'meridian' })).data).toHaveLength(3);
    for (const name of ['<script>alert(1)</script>', "' OR '1'='1", '%', '_', '\\']) {
      const answer = await call<Company[]>(app, 'GET', '/api/company/search', { name });
      expect(answer.code, name).toBe(1);
      expect(answer.data, name).toEqual([]);
    }
    expect((await call(app, 'GET', '/api/company/search', { name: 'x'.repeat(51) })).code).toBe(CODE.BAD_INPUT);
    expect((await call(app, 'GET', '/api/company/search', {})).code).toBe(CODE.BAD_INPUT);
    // A NUL byte cannot even reach PostgreSQL: it is refused as bad input, not answered with a server error.
    expect((await call(app, 'GET', '/api/company/search', { name: 'a\u0000b' })).code).toBe(CODE.BAD_INPUT);
  });

  it('lets an operator add a company and move the default to it, recorded before and after', async () => {
    const operator = await operatorToken(app);
    const saved = await call<AdminCompany>(
      app,
      'POST',
      '/admin/api/company/save',
      {
        name: 'Meridian Markets Gulf',
        subject: 'Gulf clients',
        email: 'gulf@meridian.example',
        website: 'https://gulf.meridian.example',
        is_default: 1,
      },
      { authorization: operator },
    );
    expect(saved.code, saved.msg).toBe(1);
    expect(saved.data).toMatchObject({ is_default: true, enabled: true });
    expect((await call<Company>(app, 'GET', '/api/company/getCompany')).data.id).toBe(saved.data.id);
    const [old] = await app.database.db.query<{ is_default: boolean }>('SELECT is_default FROM companies WHERE id = 1');
    expect(old!.is_default).toBe(false);
    const [record] = await app.database.db.query<{ action: string; before: unknown; operator_id: number }>(
      "SELECT action, before, operator_id FROM operator_decisions WHERE subject = 'company' AND subject_id = $1",
      [saved.data.id],
    );
    expect(record).toMatchObject({ action: 'create', before: null });
  });

  it('refuses markup, script URLs and bad emails in company fields, changing nothing', async () => {
    const operator = await operatorToken(app);
    const before = await fingerprint(app.database.db);
    for (const fields of <Record<string, string | number>[]>[
      { name: '<b>Bold</b> Ltd' },
      { name: 'Ok', subject: '<img src=x onerror=alert(1)>' },
      { name: 'Ok', website: 'javascript:alert(1)' },
      { name: 'Ok', logo: '//evil.example/logo.png' },
      { name: 'Ok', email: 'not an email' },
      { id: 99_999, name: 'Nobody' },
    ]) {
      const answer = await call(app, 'POST', '/admin/api/company/save', fields, { authorization: operator });
      expect(answer.code, JSON.stringify(fields)).not.toBe(1);
    }
    expect(changedTables(before, await fingerprint(app.database.db))).toEqual([]);
  });
});
