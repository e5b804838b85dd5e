import { describe, expect, it } from 'vitest';
import type { AdminNewsArticle, NewsInfo, NewsPage } from '../../../common/api/news';
import { CODE } from '../../../common/envelope';
import { LOCALE_CODES } from '../../../common/locales';
import { call, type Envelope } from '../helpers/access';
import { appForTests } from '../helpers/lifecycle';
import { changedTables, fingerprint } from '../helpers/snapshot';
import { operatorToken } from '../helpers/wallet';

const app = appForTests();

const list = (lang: string, page = 1) => call<NewsPage>(app, 'GET', '/api/news/list', { category_id: 1, page }, { lang });
const info = (lang: string, id: number) => call<NewsInfo>(app, 'GET', '/api/news/info', { id }, { lang });

async function admin<T>(token: string, path: string, body: Record<string, unknown>): Promise<Envelope<T>> {
  const response = await app.http.inject({
    method: 'POST',
    url: path,
    headers: { authorization: token, lang: 'en', 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  expect(response.statusCode).toBeLessThan(500);
  return response.json();
}

const draft = { category_id: 1, logo: '', desc: 'desc' };

describe('news for readers', () => {
  it('has the three seeded articles in every language, newest first', async () => {
    for (const lang of LOCALE_CODES) {
      const page = await list(lang);
      expect(page.code).toBe(1);
      expect(page.data.total).toBe(3);
      expect(page.data.data.map((item) => item.lang)).toEqual([lang, lang, lang]);
      expect(page.data.data.every((item) => item.title !== '' && item.desc !== '')).toBe(true);
    }
    const english = await info('en', 2);
    expect(english.data.title).toBe('What is a stop-out?');
    expect(english.data.content).toMatch(/^<p>.*50%/);
    expect(english.data.as_of).toBe(app.clock.now());
  });

  it('falls back to en for a language an article lacks; tw reads as hk', async () => {
    const operator = await operatorToken(app);
    const english = await admin<AdminNewsArticle>(operator, '/admin/api/news/create', {
      ...draft,
      lang: 'en',
      title: 'Only English',
      content: '<p>en body</p>',
    });
    expect(english.code, english.msg).toBe(1);
    await admin(operator, '/admin/api/news/publish', { id: english.data.id });
    expect((await info('de', english.data.id)).data).toMatchObject({ title: 'Only English', lang: 'en' });
    await admin(operator, '/admin/api/news/edit', { ...draft, id: english.data.id, lang: 'hk', title: '只有中文', content: '<p>hk</p>' });
    expect((await info('de', english.data.id)).data).toMatchObject({ title: 'Only English', lang: 'en' });
    expect((await info('tw', english.data.id)).data).toMatchObject({ title: '只有中文', lang: 'hk' });
    expect((await info('en', english.data.id)).data.lang).toBe('en');
    await admin(operator, '/admin/api/news/unpublish', { id: english.data.id });
  });

  it('pages by ten and says which is the last page', async () => {
    const operator = await operatorToken(app);
    for (let index = 0; index < 9; index += 1) {
      const created = await admin<AdminNewsArticle>(operator, '/admin/api/news/create', {
        ...draft,
        lang: 'en',
        title: `Paging ${index}`,
        content: `<p>${index}</p>`,
      });
      app.clock.advance(1000);
      await admin(operator, '/admin/api/news/publish', { id: created.data.id });
    }
    const first = await list('en', 1);
    expect(first.data).toMatchObject({ total: 12, current_page: 1, last_page: 2 });
    expect(first.data.data).toHaveLength(10);
    expect(first.data.data[0]!.title).toBe('Paging 8');
    const second = await list('en', 2);
    // The seeded three share a date: the newest id first.
    expect(first.data.data[9]!.id).toBe(3);
    expect(second.data.data.map((item) => item.id)).toEqual([2, 1]);
    expect((await list('en', 3)).data.data).toEqual([]);
  });

  it('answers an unknown, huge or draft id as not found', async () => {
    const operator = await operatorToken(app);
    const created = await admin<AdminNewsArticle>(operator, '/admin/api/news/create', {
      ...draft,
      lang: 'en',
      title: 'Draft',
      content: '<p>d</p>',
    });
    for (const id of [created.data.id, 99_999]) expect((await info('en', id)).code).toBe(CODE.NOT_FOUND);
    expect((await call(app, 'GET', '/api/news/info', { id: '1 OR 1=1' })).code).toBe(CODE.BAD_INPUT);
    expect((await call(app, 'GET', '/api/news/info', { id: '99999999999' })).code).toBe(CODE.BAD_INPUT);
  });
});

describe('news in the back office', () => {
  it('stores the body sanitised and records who changed what, before and after', async () => {
    const operator = await operatorToken(app);
    const created = await admin<AdminNewsArticle>(operator, '/admin/api/news/create', {
      ...draft,
      lang: 'en',
      title: 'Sanitised',
      content: '<p onclick="steal()">Hello <a href="javascript:alert(1)">x</a><script>alert(1)</script><img src=x onerror=alert(1)></p>',
    });
    expect(created.code, created.msg).toBe(1);
    const stored = created.data.translations[0]!.content;
    expect(stored).toBe('<p>Hello <a target="_blank" rel="noopener noreferrer">x</a></p>');
    await admin(operator, '/admin/api/news/publish', { id: created.data.id });
    const decisions = await app.database.db.query<{ action: string; before: AdminNewsArticle | null; after: AdminNewsArticle }>(
      "SELECT action, before, after FROM operator_decisions WHERE subject = 'news' AND subject_id = $1 ORDER BY id",
      [created.data.id],
    );
    expect(decisions.map((row) => row.action)).toEqual(['create', 'publish']);
    expect(decisions[1]!.before?.status).toBe(0);
    expect(decisions[1]!.after.status).toBe(1);
  });

  it('refuses markup in titles, a body that is only script, an unknown id and bad languages, changing nothing', async () => {
    const operator = await operatorToken(app);
    const before = await fingerprint(app.database.db);
    const refusals: [string, Record<string, unknown>, number][] = [
      ['/admin/api/news/create', { ...draft, lang: 'en', title: '<img src=x onerror=alert(1)>', content: '<p>x</p>' }, CODE.BAD_INPUT],
      ['/admin/api/news/create', { ...draft, lang: 'en', title: 'Only script', content: '<script>alert(1)</script>' }, CODE.BAD_INPUT],
      ['/admin/api/news/create', { ...draft, lang: 'xx', title: 'Bad language', content: '<p>x</p>' }, CODE.BAD_INPUT],
      [
        '/admin/api/news/create',
        { ...draft, logo: 'javascript:alert(1)', lang: 'en', title: 'Bad logo', content: '<p>x</p>' },
        CODE.BAD_INPUT,
      ],
      ['/admin/api/news/create', { ...draft, lang: 'en', title: 'Too long', content: `<p>${'a'.repeat(9_000)}</p>` }, CODE.BAD_INPUT],
      ['/admin/api/news/edit', { ...draft, id: 99_999, lang: 'en', title: 'Nobody', content: '<p>x</p>' }, CODE.NOT_FOUND],
      ['/admin/api/news/publish', { id: 99_999 }, CODE.NOT_FOUND],
    ];
    for (const [path, body, code] of refusals) {
      const answer = await admin(operator, path, body);
      expect(answer.code, `${path} ${JSON.stringify(body).slice(0, 80)}`).toBe(code);
      expect(answer.msg).not.toBe('');
    }
    expect(changedTables(before, await fingerprint(app.database.db))).toEqual([]);
  });
});
