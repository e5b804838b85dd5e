import { describe, expect, it } from 'vitest';
import { LOAN_AGREEMENT_PDF_PATH } from '../../../common/api/loan';
import { CODE } from '../../../common/envelope';
import { auth, call } from '../helpers/access';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { decide, kycForm, sendKyc, signLoan } from '../helpers/loan';
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
  return app.http.inject({ method: 'GET', url: `${LOAN_AGREEMENT_PDF_PATH}?id=${id}`, headers: token ? { authorization: token, lang: 'en' } : { lang: 'en' } });
}

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
    expect((await download(demo.token, borrower.loan)).json()).toMatchObject({ code: CODE.ONLY_REAL_ACCOUNT, msg: expect.any(String) as string });
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
