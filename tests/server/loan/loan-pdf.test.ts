import { describe, expect, it } from 'vitest';
import { LOAN_AGREEMENT_PDF_PATH } from '../../../common/api/loan';
import { CODE } from '../../../common/envelope';
import { auth, call } from '../helpers/access';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { decide, kycForm, preview, sendKyc, signaturePng, signLoan, submit, uploaded } from '../helpers/loan';
import { demoTrader } from '../helpers/trading';
import { operatorToken, realUser } from '../helpers/wallet';

// The signed agreement's PDF: served to its borrower only (it is not an envelope call, so the authorization sweep
// leaves it to this file), as a PDF whatever script the borrower's name is written in.

const app = appForTests();
const operator = madeBeforeTests(async () => ({ token: await operatorToken(app) }));
const borrower = madeBeforeTests(async () => {
  const user = await realUser(app, 'pdf@example.com');
  const form = await kycForm(app, user.token, { name: '陳', last_name: '大文', address: 'شارع 1، دبي' });
  expect((await sendKyc(app, user.token, form)).code).toBe(1);
  expect((await decide(app, operator.token, 'kycs', user.userId, 'approve')).code).toBe(1);
  return { ...user, loan: (await signLoan(app, user.token, 1, '500')).id };
});

function download(token: string | null, id: number | string) {
  return app.http.inject({
    method: 'GET',
    url: `${LOAN_AGREEMENT_PDF_PATH}?id=${id}`,
    headers: token ? { authorization: token, lang: 'en' } : { lang: 'en' },
  });
}

describe("an agreement in the user's language", () => {
  it('is shown, signed, kept and printed in Arabic, whatever language the signing request names', async () => {
    const user = await realUser(app, 'arabic@example.com');
    const form = await kycForm(app, user.token, { name: 'أحمد', last_name: 'محمد', address: 'شارع الملك فهد 12، الرياض' });
    expect((await sendKyc(app, user.token, form)).code).toBe(1);
    expect((await decide(app, operator.token, 'kycs', user.userId, 'approve')).code).toBe(1);
    const shown = await preview(app, user.token, 2, '1000', 'ar');
    expect(shown).toMatchObject({ locale: 'ar', template_version: 2 });
    expect(shown.html).toContain('dir="rtl"');
    for (const text of ['اتفاقية قرض', '1,000.00 USD', '1,013.50 USD', '4 فبراير 2026', 'محمد أحمد']) expect(shown.html).toContain(text);
    // The same terms in English are another text, with another fingerprint.
    const english = await preview(app, user.token, 2, '1000', 'xx');
    expect(english.locale).toBe('en');
    expect(english.sha256).not.toBe(shown.sha256);

    const sign = await uploaded(app, user.token, await signaturePng());
    const answer = await submit(
      app,
      user.token,
      { amount: '1000', config_id: 2, sign, agreement: shown.sha256, consent: 1 },
      { lang: 'en' },
    );
    expect(answer.code, answer.msg).toBe(1);
    expect(answer.data).toMatchObject({
      agreement: shown.html,
      agreement_sha256: shown.sha256,
      agreement_locale: 'ar',
      template_version: 2,
    });

    const pdf = await download(user.token, answer.data!.id);
    expect(pdf.statusCode).toBe(200);
    const bytes = pdf.rawPayload.toString('latin1');
    expect(bytes).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansArabic-Regular/);
    expect(bytes).not.toMatch(/NotoSans(HK|JP|KR)/);
  });
});

describe('the agreement PDF', () => {
  it('downloads for the borrower, with a name in another script', async () => {
    const response = await download(borrower.token, borrower.loan);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="loan-agreement-${borrower.loan}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(response.rawPayload.length).toBeGreaterThan(2000);
  });

  it('is refused without a session, to another user, to a demo user, and for bad ids', async () => {
    expect((await download(null, borrower.loan)).json()).toMatchObject({ code: CODE.NOT_LOGGED_IN });
    expect((await download('garbage-token-0123456789abcdef', borrower.loan)).json()).toMatchObject({ code: CODE.NOT_LOGGED_IN });
    const other = await realUser(app, 'not-mine@example.com');
    expect((await download(other.token, borrower.loan)).json()).toMatchObject({ code: CODE.NOT_FOUND });
    expect((await download(operator.token, borrower.loan)).json()).toMatchObject({ code: CODE.NOT_LOGGED_IN });
    const demo = await demoTrader(app);
    expect((await download(demo.token, borrower.loan)).json()).toMatchObject({
      code: CODE.ONLY_REAL_ACCOUNT,
      msg: expect.any(String) as string,
    });
    for (const bad of ['', '0', '-1', '1.5', 'abc', '99999999999999999999']) {
      const answer = (await download(borrower.token, bad)).json<{ code: number }>();
      expect(answer.code, bad).toBe(CODE.BAD_INPUT);
    }
    expect((await download(borrower.token, 987654)).json()).toMatchObject({ code: CODE.NOT_FOUND });
    // The borrower's loan info says which agreement it is.
    const info = await call<{ agreement_sha256: string }>(app, 'GET', '/api/loan/loan_info', { id: borrower.loan }, auth(borrower.token));
    expect(info.data.agreement_sha256).toMatch(/^[0-9a-f]{64}$/);
  });
});
