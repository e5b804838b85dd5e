import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminFund, Fund, FundPage } from '../../../common/api/fund';
import type { AdminLoanConfig, LoanConfig } from '../../../common/api/loan';
import type { AdminNewsArticle, NewsInfo } from '../../../common/api/news';
import type { Page } from '../../../common/api/page';
import { CODE } from '../../../common/envelope';
import { loadServerI18n } from '../../../server/i18n/catalogs';
import { messages } from '../../../server/i18n/messages';
import { auth, call, type Envelope } from '../helpers/access';
import { subscriptions } from '../helpers/fund';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { changedTables, fingerprint } from '../helpers/snapshot';
import { deposit, operatorToken, realUser } from '../helpers/wallet';

// Operator-written text in several languages (issue 31): funds, loan terms and news read in the request's language,
// else English, else the first language written; the console saves every language of a fund or a loan term at once,
// refuses a language code the app does not have (in the request's language) and other languages without English.

const app = appForTests();
const user = madeBeforeTests(() => realUser(app, 'reader@example.com'), 'the reader');
let operator = '';
beforeAll(async () => {
  operator = await operatorToken(app);
});

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A console call with a JSON body, as the console sends it. */
async function console<T>(path: string, body: Record<string, unknown>, lang = 'en'): Promise<Envelope<T>> {
  const response = await app.http.inject({
    method: 'POST',
    url: path,
    headers: { authorization: operator, lang, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  expect(response.statusCode).toBeLessThan(500);
  return response.json();
}

const funds = async (lang: string) => {
  const answer = await call<FundPage<Fund>>(app, 'GET', '/api/fund/list', { page: 1 }, { ...auth(user.token), lang });
  expect(answer.code, answer.msg).toBe(1);
  return answer.data.data;
};
const fund = (lang: string, id: number) => call<Fund>(app, 'GET', '/api/fund/info', { id }, { ...auth(user.token), lang });
const loanConfigs = async (lang: string) => {
  const answer = await call<LoanConfig[]>(app, 'GET', '/api/loan/loan_config', {}, { ...auth(user.token), lang });
  expect(answer.code, answer.msg).toBe(1);
  return answer.data;
};
const article = (lang: string, id: number) => call<NewsInfo>(app, 'GET', '/api/news/info', { id }, { lang });

const FUND_TERMS = {
  title: 'Texts fund',
  dividend_percentage: '0.5',
  staring_sub_amount: '100',
  max_sub_amount: '5000',
  lock_dividend_days: 10,
  desc: 'English terms',
  liquidated_damages: '5',
  refund_mode: 1,
};

describe('reading in the request language', () => {
  it('gives the seeded funds in hk, jp and de, and English to a language they lack; tw reads as hk', async () => {
    expect((await funds('hk')).map(({ title, lang }) => [title, lang])).toEqual([
      ['穩健 7 天', 'hk'],
      ['均衡 30 天', 'hk'],
      ['長線 90 天', 'hk'],
    ]);
    expect((await funds('tw'))[0]?.title).toBe('穩健 7 天');
    expect((await funds('jp'))[1]).toMatchObject({ title: 'バランス 30日間', lang: 'jp' });
    expect((await funds('de'))[2]).toMatchObject({ title: 'Langfristig 90 Tage', lang: 'de' });
    const french = await fund('fr', 1);
    expect(french.data).toMatchObject({ title: 'Steady 7-day', lang: 'en' });
    expect(french.data.desc).toMatch(/^Locks the amount for 7 days/);
    const chinese = await fund('hk', 1);
    expect(chinese.data.desc).toMatch(/^鎖倉 7 天/);
    // The terms themselves are the same whatever the language.
    expect({ ...chinese.data, title: '', desc: '', lang: '' }).toEqual({ ...french.data, title: '', desc: '', lang: '' });
  });

  it('names the fund of a subscription in the request language', async () => {
    await deposit(app, user, operator, '500');
    const bought = await call<{ get_fund: { title: string } }>(
      app,
      'GET',
      '/api/fund/buy',
      { id: 1, amount: '100' },
      { ...auth(user.token), 'idempotency-key': 'texts-buy-1', lang: 'jp' },
    );
    expect(bought.code, bought.msg).toBe(1);
    expect(bought.data.get_fund.title).toBe('安定 7日間');
    const listed = await call<FundPage<{ get_fund: { title: string } }>>(
      app,
      'GET',
      '/api/fund/subList',
      { page: 1 },
      { ...auth(user.token), lang: 'hk' },
    );
    expect(listed.data.data[0]?.get_fund.title).toBe('穩健 7 天');
    expect((await subscriptions(app, user.token))[0]?.get_fund.title).toBe('Steady 7-day');
  });

  it('gives the loan terms their title and description in the request language', async () => {
    expect((await loanConfigs('hk')).map(({ title, lang }) => [title, lang])).toEqual([
      ['短期貸款', 'hk'],
      ['月度貸款', 'hk'],
      ['三個月貸款', 'hk'],
    ]);
    const spanish = await loanConfigs('spa');
    expect(spanish[0]).toMatchObject({ title: 'Short-term loan', lang: 'en', loan_period: 7 });
    expect(spanish[0]?.desc).toMatch(/^For a short, planned need/);
    const info = await call<LoanConfig>(app, 'GET', '/api/loan/config_info', { id: 2 }, { ...auth(user.token), lang: 'de' });
    expect(info.data).toMatchObject({ title: 'Monatskredit', lang: 'de', interest_rate: '5' });
  });

  it('falls back field by field: a language without its own description shows the English one under its title', async () => {
    const saved = await console<AdminFund>('/admin/api/fund/funds/save', { ...FUND_TERMS, texts: { kr: { title: '텍스트 펀드' } } });
    expect(saved.code, saved.msg).toBe(1);
    expect(saved.data.texts).toEqual({ kr: { title: '텍스트 펀드', desc: '' } });
    expect((await fund('kr', saved.data.id)).data).toMatchObject({ title: '텍스트 펀드', desc: 'English terms', lang: 'kr' });
    expect((await fund('ar', saved.data.id)).data).toMatchObject({ title: 'Texts fund', desc: 'English terms', lang: 'en' });
  });

  it('gives news in the reader language, else English, else the first language it has', async () => {
    const created = await console<AdminNewsArticle>('/admin/api/news/create', {
      category_id: 1,
      lang: 'en',
      title: 'Fallback order',
      content: '<p>en</p>',
    });
    expect(created.code, created.msg).toBe(1);
    const id = created.data.id;
    for (const [lang, title] of [
      ['jp', '順番'],
      ['cs', 'Pořadí'],
    ])
      expect((await console('/admin/api/news/edit', { id, category_id: 1, lang, title, content: '<p>x</p>' })).code).toBe(1);
    expect((await console('/admin/api/news/publish', { id })).code).toBe(1);
    expect((await article('cs', id)).data).toMatchObject({ title: 'Pořadí', lang: 'cs' });
    expect((await article('de', id)).data).toMatchObject({ title: 'Fallback order', lang: 'en' });
    // An article written before English was required, in two languages but not English: the first in the app's order.
    await app.database.db.query("DELETE FROM news_translations WHERE article_id = $1 AND lang = 'en'", [id]);
    expect((await article('de', id)).data).toMatchObject({ title: '順番', lang: 'jp' });
    expect((await article('cs', id)).data.lang).toBe('cs');
  });
});

describe('the console', () => {
  it('saves a fund with its languages at once, records them, and leaves them when a save does not send them', async () => {
    const created = await console<AdminFund>('/admin/api/fund/funds/save', {
      ...FUND_TERMS,
      texts: { hk: { title: '文字基金', desc: '中文條款' }, spa: { title: 'Fondo de textos', desc: 'Condiciones' } },
    });
    expect(created.code, created.msg).toBe(1);
    expect(created.data).toMatchObject({ title: 'Texts fund', desc: 'English terms', lang: 'en' });
    expect(Object.keys(created.data.texts)).toEqual(['hk', 'spa']);
    expect((await fund('spa', created.data.id)).data.title).toBe('Fondo de textos');

    // A form-encoded save, as before languages: the English changes, the other languages stay.
    const english = await call<AdminFund>(
      app,
      'POST',
      '/admin/api/fund/funds/save',
      { ...FUND_TERMS, id: created.data.id, title: 'Texts fund, renamed' },
      auth(operator),
    );
    expect(english.code, english.msg).toBe(1);
    expect(english.data.texts.hk?.title).toBe('文字基金');

    // Sent again without Spanish: Spanish readers now get English.
    const edited = await console<AdminFund>('/admin/api/fund/funds/save', {
      ...FUND_TERMS,
      id: created.data.id,
      texts: { hk: { title: '文字基金（新）', desc: '中文條款' } },
    });
    expect(edited.data.texts).toEqual({ hk: { title: '文字基金（新）', desc: '中文條款' } });
    expect((await fund('spa', created.data.id)).data).toMatchObject({ title: 'Texts fund', lang: 'en' });
    const [decision] = await app.database.db.query<{ before: AdminFund; after: AdminFund }>(
      "SELECT before, after FROM operator_decisions WHERE subject = 'fund' AND subject_id = $1 ORDER BY id DESC LIMIT 1",
      [created.data.id],
    );
    expect(decision?.before.texts.spa?.title).toBe('Fondo de textos');
    expect(decision?.after.texts.spa).toBeUndefined();
    const listed = await call<Page<AdminFund>>(app, 'GET', '/admin/api/fund/funds', { page: 1 }, auth(operator));
    expect(listed.data.data.find((row) => row.id === 1)?.texts.hk?.title).toBe('穩健 7 天');
  });

  it('saves a loan term with its English and other languages; a form save without them keeps them', async () => {
    const saved = await console<AdminLoanConfig>('/admin/api/loan/configs/save', {
      loan_period: 14,
      min_amount: '100',
      max_amount: '1000',
      interest_rate: '5',
      free_period: 0,
      title: 'Two-week loan',
      desc: 'Fourteen days',
      texts: { hk: { title: '兩星期貸款', desc: '十四天' } },
    });
    expect(saved.code, saved.msg).toBe(1);
    expect(saved.data).toMatchObject({
      title: 'Two-week loan',
      desc: 'Fourteen days',
      texts: { hk: { title: '兩星期貸款', desc: '十四天' } },
    });
    const kept = await call<AdminLoanConfig>(
      app,
      'POST',
      '/admin/api/loan/configs/save',
      { id: saved.data.id, loan_period: 14, min_amount: '100', max_amount: '2000', interest_rate: '5', free_period: 0 },
      auth(operator),
    );
    expect(kept.code, kept.msg).toBe(1);
    expect(kept.data).toMatchObject({ max_amount: '2000.00', title: 'Two-week loan', texts: { hk: { title: '兩星期貸款' } } });
    expect((await loanConfigs('hk')).find((config) => config.id === saved.data.id)?.title).toBe('兩星期貸款');
  });

  it('refuses a language code the app does not have, saying so in the request language, and changes nothing', async () => {
    const before = await fingerprint(app.database.db);
    // The sentence around the field's name (which the console may give a label of its own), in a language.
    const i18n = await loadServerI18n();
    const sentence = (lang: string) => {
      const [start = '', end = ''] = i18n.translator(lang)(messages.fieldNotALanguage, { field: '\u0000' }).split('\u0000');
      return new RegExp(`^${escaped(start)}.+${escaped(end)}$`);
    };
    for (const [code, lang] of [
      ['xx', 'en'],
      ['tw', 'hk'],
      ['EN-us', 'de'],
    ] as const) {
      const refused = await console('/admin/api/fund/funds/save', { ...FUND_TERMS, id: 1, texts: { [code]: { title: 'x' } } }, lang);
      expect(refused.code, code).toBe(CODE.BAD_INPUT);
      expect(refused.msg).toMatch(sentence(lang));
      if (lang === 'en') expect(refused.msg).toMatch(/^The language code in .+ is not one of the app’s languages$/);
    }
    // The JSON reader itself refuses a "__proto__" key; the schema would too.
    const proto = await console(
      '/admin/api/fund/funds/save',
      JSON.parse(`{"id": 1, "title": "x", "texts": {"__proto__": {"title": "x"}}}`) as Record<string, unknown>,
    );
    expect(proto.code).toBe(CODE.BAD_INPUT);
    const news = await console('/admin/api/news/edit', { id: 1, category_id: 1, lang: 'zz', title: 'x', content: '<p>x</p>' });
    expect(news.msg).toMatch(sentence('en'));
    const loan = await console('/admin/api/loan/configs/save', {
      id: 1,
      loan_period: 7,
      min_amount: '100',
      max_amount: '2000',
      interest_rate: '8',
      free_period: 0,
      texts: { klingon: { title: 'x' } },
    });
    expect(loan.msg).toMatch(sentence('en'));
    expect(changedTables(before, await fingerprint(app.database.db))).toEqual([]);
  });

  it('refuses other languages without the English text, an English key among them, and a news article begun in another language', async () => {
    const before = await fingerprint(app.database.db);
    const loanTerms = { loan_period: 21, min_amount: '100', max_amount: '1000', interest_rate: '5', free_period: 0 };
    const untitled = await console('/admin/api/loan/configs/save', { ...loanTerms, texts: { hk: { title: '無英文' } } });
    expect(untitled).toMatchObject({ code: CODE.BAD_INPUT, msg: messages.englishTextFirst.message });
    // Seeded term 1 has other languages: its English title cannot be emptied under them.
    const emptied = await console('/admin/api/loan/configs/save', { ...loanTerms, id: 1, loan_period: 7, title: '' });
    expect(emptied).toMatchObject({ code: CODE.BAD_INPUT, msg: messages.englishTextFirst.message });
    const englishKey = await console('/admin/api/fund/funds/save', { ...FUND_TERMS, id: 1, texts: { en: { title: 'twice' } } });
    expect(englishKey).toMatchObject({ code: CODE.BAD_INPUT, msg: 'The value of Texts in English is not valid' });
    const blankTitle = await console('/admin/api/fund/funds/save', {
      ...FUND_TERMS,
      id: 1,
      texts: { hk: { title: ' ', desc: '只有條款' } },
    });
    expect(blankTitle).toMatchObject({ code: CODE.BAD_INPUT, msg: 'Please fill in Title (繁體中文)' });
    const news = await console('/admin/api/news/create', { category_id: 1, lang: 'hk', title: '中文先行', content: '<p>中</p>' });
    expect(news).toMatchObject({ code: CODE.BAD_INPUT, msg: messages.englishTextFirst.message });
    expect(changedTables(before, await fingerprint(app.database.db))).toEqual([]);
  });

  it('publishes an article only once it has its English text', async () => {
    const created = await console<AdminNewsArticle>('/admin/api/news/create', {
      category_id: 1,
      lang: 'en',
      title: 'Draft',
      content: '<p>d</p>',
    });
    await app.database.db.query("UPDATE news_translations SET lang = 'hk' WHERE article_id = $1", [created.data.id]);
    expect(await console('/admin/api/news/publish', { id: created.data.id })).toMatchObject({
      code: CODE.BAD_INPUT,
      msg: messages.englishTextFirst.message,
    });
    expect((await article('hk', created.data.id)).code).toBe(CODE.NOT_FOUND);
  });
});
