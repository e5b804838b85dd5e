import { describe, expect, it } from 'vitest';
import { LOAN_CODE, LOAN_STATUS } from '../../../common/loan';
import { CODE } from '../../../common/envelope';
import { auth, call, type Envelope } from '../helpers/access';
import { jpeg } from '../helpers/images';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import {
  approveLoan,
  approvedBorrower,
  blankPng,
  kycForm,
  loanTables,
  preview,
  repayFromBalance,
  sendKyc,
  sendRepayment,
  signaturePng,
  signLoan,
  submit,
  uploaded,
} from '../helpers/loan';
import { demoTrader } from '../helpers/trading';
import { operatorToken, realUser, type WalletUser } from '../helpers/wallet';

// Bad input for every field the loan calls take, as issue 16 lists it: each gets a clear, translated refusal with a
// code other than 1, and changes nothing (the loan tables and every balance compared before and after).

const app = appForTests();
const operator = madeBeforeTests(async () => ({ token: await operatorToken(app) }));
const newcomer = madeBeforeTests(() => realUser(app, 'newcomer@example.com'));
const borrower = madeBeforeTests(async () => {
  const user = await realUser(app, 'careful@example.com');
  await approvedBorrower(app, user, operator.token);
  return user;
});
const other = madeBeforeTests(() => realUser(app, 'other@example.com'));

/** Sends, requires the refusal `code` (and the message when given), and that nothing changed. */
async function refused(send: () => Promise<Envelope>, code: number, message?: string | RegExp): Promise<string> {
  const before = await loanTables(app);
  const answer = await send();
  expect(answer.code, answer.msg).toBe(code);
  expect(answer.msg.length).toBeGreaterThan(0);
  if (message !== undefined) expect(answer.msg).toMatch(message);
  expect(await loanTables(app)).toEqual(before);
  return answer.msg;
}

describe('the identity check', () => {
  it('refuses every field that is missing, empty, wrong or out of range', async () => {
    const form = await kycForm(app, newcomer.token);
    const send = (changes: Record<string, string | number | undefined>) => () => {
      // A field set to undefined is left out.
      const body = Object.fromEntries(
        Object.entries({ ...form, ...changes }).filter((entry): entry is [string, string | number] => entry[1] !== undefined),
      );
      return sendKyc(app, newcomer.token, body);
    };
    await refused(send({ name: undefined }), CODE.BAD_INPUT, 'Please fill in name');
    await refused(send({ last_name: '' }), CODE.BAD_INPUT, 'Please fill in last_name');
    await refused(send({ sex: 3 }), CODE.BAD_INPUT, /sex/);
    await refused(send({ birthday: '1949-12-31' }), CODE.BAD_INPUT, /birthday/);
    await refused(send({ birthday: '2001-02-29' }), CODE.BAD_INPUT, /birthday/);
    // The server's today is 2026-01-05.
    await refused(send({ birthday: '2026-01-06' }), CODE.BAD_INPUT, 'The birthday must be from 1950-01-01 to today');
    await refused(send({ country: 'ZZ' }), CODE.BAD_INPUT, 'Choose a country from the list');
    await refused(send({ country: 'hk' }), CODE.BAD_INPUT, /country/);
    await refused(send({ mobile: '91234567' }), CODE.BAD_INPUT, /mobile/);
    await refused(send({ mobile: '9999-91234567' }), CODE.BAD_INPUT, 'Choose the dialling code from the list');
    await refused(send({ id_card_type: 3 }), CODE.BAD_INPUT, /id_card_type/);
    await refused(send({ id_number: 'A1<b>' }), CODE.BAD_INPUT, /id_number/);
    await refused(send({ id_number: 'A'.repeat(41) }), CODE.BAD_INPUT, 'The value of id_number is too long');
    await refused(send({ hand_pic: '' }), CODE.BAD_INPUT, 'Please fill in hand_pic');
    await refused(
      send({ hand_pic: await uploaded(app, other.token, await signaturePng()) }),
      CODE.BAD_INPUT,
      'The image for hand_pic is not one you uploaded',
    );
    await refused(send({ address: 'x'.repeat(301) }), CODE.BAD_INPUT, 'The value of address is too long');
    await refused(send({ address: 'a\u0000b' }), CODE.BAD_INPUT, /address/);
  });

  it('is sent once until an operator decides, and a rejection needs a reason', async () => {
    const user = await realUser(app, 'twice@example.com');
    const form = await kycForm(app, user.token);
    expect((await sendKyc(app, user.token, form)).code).toBe(1);
    await refused(
      () => sendKyc(app, user.token, form),
      LOAN_CODE.KYC_STATE,
      'Your identity check is being reviewed. We answer within 48 hours.',
    );
    await refused(
      () => call(app, 'POST', '/admin/api/loan/kycs/decide', { id: user.userId, action: 'reject' }, auth(operator.token)),
      CODE.BAD_INPUT,
      'Please fill in Reason',
    );
    const rejected = await call(
      app,
      'POST',
      '/admin/api/loan/kycs/decide',
      { id: user.userId, action: 'reject', reason: 'The photo is blurred' },
      auth(operator.token),
    );
    expect(rejected.code, rejected.msg).toBe(1);
    const info = await call<{ status: number; reason: string }>(app, 'GET', '/api/loan/info', {}, auth(user.token));
    expect(info.data).toMatchObject({ status: 3, reason: 'The photo is blurred' });
    // A rejected check may be sent again.
    expect((await sendKyc(app, user.token, form)).code).toBe(1);
  });
});

describe('signing and applying', () => {
  async function validSubmission(user: WalletUser, amount = '500'): Promise<Record<string, string | number>> {
    const shown = await preview(app, user.token, 1, amount);
    return { amount, config_id: 1, sign: await uploaded(app, user.token, await signaturePng()), agreement: shown.sha256, consent: 1 };
  }

  it('refuses borrowing before the identity check is approved', async () => {
    await refused(
      () => call(app, 'GET', '/api/loan/loan_agreement', { config_id: 1, amount: '500' }, auth(newcomer.token)),
      LOAN_CODE.KYC_STATE,
      'Complete the loan identity check first',
    );
  });

  it('refuses amounts outside the config and with more than 2 decimals, and unknown or disabled configs', async () => {
    const user = borrower;
    const agreement = (params: Record<string, string | number>) => () =>
      call(app, 'GET', '/api/loan/loan_agreement', params, auth(user.token));
    await refused(agreement({ config_id: 1, amount: '' }), CODE.BAD_INPUT, 'Please fill in amount');
    await refused(agreement({ config_id: 1, amount: '100.001' }), CODE.BAD_INPUT, /amount/);
    await refused(agreement({ config_id: 1, amount: '-100' }), CODE.BAD_INPUT, /amount/);
    await refused(agreement({ config_id: 1, amount: '1e3' }), CODE.BAD_INPUT, /amount/);
    await refused(agreement({ config_id: 1, amount: '99.99' }), LOAN_CODE.LIMIT, 'The amount is below the minimum of 100.00');
    await refused(agreement({ config_id: 1, amount: '2000.01' }), LOAN_CODE.LIMIT, 'The amount is above the maximum of 2,000.00');
    await refused(agreement({ config_id: 99, amount: '500' }), LOAN_CODE.CONFIG_UNAVAILABLE, 'This loan term is not on offer');
    const submission = await validSubmission(user);
    await refused(() => submit(app, user.token, { ...submission, amount: '500.005' }), CODE.BAD_INPUT, /amount/);
    await refused(() => submit(app, user.token, { ...submission, amount: '5000' }), LOAN_CODE.LIMIT);
    await refused(() => submit(app, user.token, { ...submission, config_id: 99 }), LOAN_CODE.CONFIG_UNAVAILABLE);
    const disabled = await call(
      app,
      'POST',
      '/admin/api/loan/configs/save',
      { id: 3, loan_period: 90, min_amount: '1000', max_amount: '50000', interest_rate: '4', free_period: 7, enabled: 0 },
      auth(operator.token),
    );
    expect(disabled.code, disabled.msg).toBe(1);
    await refused(agreement({ config_id: 3, amount: '1000' }), LOAN_CODE.CONFIG_UNAVAILABLE);
    const configs = await call<{ id: number }[]>(app, 'GET', '/api/loan/loan_config', {}, auth(user.token));
    expect(configs.data.map((config) => config.id)).toEqual([1, 2]);
  });

  it('refuses a signature that is not a PNG image, or is blank', async () => {
    const submission = await validSubmission(borrower);
    await refused(() => submit(app, borrower.token, { ...submission, sign: '' }), CODE.BAD_INPUT, 'Please fill in sign');
    await refused(
      () => submit(app, borrower.token, { ...submission, sign: 'data:image/png;base64,AAAA' }),
      CODE.BAD_INPUT,
      'The image for sign is not one you uploaded',
    );
    const photo = await uploaded(app, borrower.token, jpeg(), 'sign.jpg', 'image/jpeg');
    await refused(
      () => submit(app, borrower.token, { ...submission, sign: photo }),
      LOAN_CODE.SIGNATURE,
      'The signature must be a PNG image',
    );
    const empty = await uploaded(app, borrower.token, await blankPng());
    await refused(() => submit(app, borrower.token, { ...submission, sign: empty }), LOAN_CODE.SIGNATURE, 'Please sign');
    const white = await uploaded(app, borrower.token, await blankPng({ r: 255, g: 255, b: 255, alpha: 1 }));
    await refused(() => submit(app, borrower.token, { ...submission, sign: white }), LOAN_CODE.SIGNATURE, 'Please sign');
  });

  it('signs only the agreement the server showed for these terms, with the consent ticked', async () => {
    const submission = await validSubmission(borrower);
    await refused(() => submit(app, borrower.token, { ...submission, consent: 0 }), CODE.BAD_INPUT, /consent/);
    await refused(() => submit(app, borrower.token, { ...submission, consent: '' }), CODE.BAD_INPUT, /consent/);
    await refused(() => submit(app, borrower.token, { ...submission, agreement: '<p>I owe nothing</p>' }), CODE.BAD_INPUT, /agreement/);
    await refused(
      () => submit(app, borrower.token, { ...submission, agreement: 'f'.repeat(64) }),
      LOAN_CODE.AGREEMENT_CHANGED,
      'The agreement has changed since you read it. Please read it again before signing.',
    );
    // Shown for 500, signed for 600.
    await refused(() => submit(app, borrower.token, { ...submission, amount: '600' }), LOAN_CODE.AGREEMENT_CHANGED);
    // Shown yesterday: the dates in it are no longer today's.
    app.clock.advance(86_400_000);
    await refused(() => submit(app, borrower.token, submission), LOAN_CODE.AGREEMENT_CHANGED);
  });

  it('escapes what the borrower typed into the agreement', async () => {
    const user = await realUser(app, 'hostile@example.com');
    const form = await kycForm(app, user.token, { name: '<script>alert(1)</script>', address: '"><img src=x onerror=alert(1)> & Co' });
    expect((await sendKyc(app, user.token, form)).code).toBe(1);
    expect(
      (await call(app, 'POST', '/admin/api/loan/kycs/decide', { id: user.userId, action: 'approve' }, auth(operator.token))).code,
    ).toBe(1);
    const shown = await preview(app, user.token, 1, '500');
    expect(shown.html).not.toContain('<script>');
    expect(shown.html).not.toContain('<img');
    expect(shown.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(shown.html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt; &amp; Co');
  });

  it('shows a user at most 120 agreements in 10 minutes', async () => {
    const user = await realUser(app, 'reader@example.com');
    await approvedBorrower(app, user, operator.token);
    for (let index = 0; index < 120; index++) await preview(app, user.token, 1, String(100 + index));
    await refused(() => call(app, 'GET', '/api/loan/loan_agreement', { config_id: 1, amount: '500' }, auth(user.token)), CODE.RATE_LIMITED);
    app.clock.advance(10 * 60_000);
    expect((await preview(app, user.token, 1, '500')).sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is kept to one open loan by the database itself', async () => {
    const user = await realUser(app, 'index@example.com');
    await approvedBorrower(app, user, operator.token);
    const loan = await signLoan(app, user.token, 1, '300');
    // A copy of the open loan written straight to the table, past every check in the service.
    const copy = app.database.db.query(
      `INSERT INTO loans (user_id, config_id, amount, loan_period, free_period, interest_rate, penalty_rate, interest_amount, status,
         agreement_html, agreement_sha256, template_version, sign_upload, shown_at, signed_at, signed_ip, signed_user_agent, consent, created_at)
       SELECT user_id, config_id, amount, loan_period, free_period, interest_rate, penalty_rate, interest_amount, status,
         agreement_html, agreement_sha256, template_version, sign_upload, shown_at, signed_at, signed_ip, signed_user_agent, consent, created_at
       FROM loans WHERE id = $1`,
      [loan.id],
    );
    await expect(copy).rejects.toThrow(/loans_one_open_idx/);
    const rejected = await call(
      app,
      'POST',
      '/admin/api/loan/loans/decide',
      { id: loan.id, action: 'reject', reason: 'test' },
      auth(operator.token),
    );
    expect(rejected.code, rejected.msg).toBe(1);
  });

  it('refuses a second loan while one is open', async () => {
    const loan = await signLoan(app, borrower.token, 1, '500');
    const submission = await validSubmission(borrower, '300');
    await refused(() => submit(app, borrower.token, submission), LOAN_CODE.OPEN_LOAN, 'You already have a loan under review or to repay');
    await approveLoan(app, operator.token, loan.id);
    const again = await validSubmission(borrower, '300').catch(() => null);
    expect(again).not.toBeNull();
    await refused(() => submit(app, borrower.token, again!), LOAN_CODE.OPEN_LOAN);
  });
});

describe('repayment', () => {
  it("refuses another user's loan, a loan not at status 2, and an unknown repayment account", async () => {
    const user = await realUser(app, 'waiting@example.com');
    await approvedBorrower(app, user, operator.token);
    const loan = await signLoan(app, user.token, 1, '200');
    expect(loan.status).toBe(LOAN_STATUS.waiting);
    await refused(() => sendRepayment(app, user.token, loan.id), LOAN_CODE.STATE, 'Only a loan waiting for repayment can be repaid');
    await refused(() => repayFromBalance(app, user.token, loan.id), LOAN_CODE.STATE);
    await refused(() => sendRepayment(app, other.token, loan.id), CODE.NOT_FOUND);
    await refused(() => repayFromBalance(app, other.token, loan.id), CODE.NOT_FOUND);
    await refused(() => call(app, 'GET', '/api/loan/repayment_info', { loan_id: loan.id }, auth(other.token)), CODE.NOT_FOUND);
    await approveLoan(app, operator.token, loan.id);
    await refused(() => sendRepayment(app, user.token, loan.id, 99), LOAN_CODE.STATE, 'This repayment account is not available');
    const proof = await uploaded(app, other.token, await signaturePng());
    await refused(
      () =>
        call(
          app,
          'POST',
          '/api/loan/repayment',
          { loan_id: loan.id, charge_id: 1, proofImg: proof },
          { ...auth(user.token), 'idempotency-key': 'k-proof-other' },
        ),
      CODE.BAD_INPUT,
      'The image for proofImg is not one you uploaded',
    );
    await refused(() => repayFromBalance(app, user.token, loan.id), CODE.INSUFFICIENT_FUNDS);
  });
});

describe('demo users', () => {
  it('are refused with "only true account"', async () => {
    const demo = await demoTrader(app);
    for (const [method, url] of [
      ['GET', '/api/loan/info'],
      ['GET', '/api/loan/loan_config'],
      ['GET', '/api/loan/loan_list'],
    ] as const) {
      const answer = await call(app, method, url, {}, auth(demo.token));
      expect(answer.code).toBe(CODE.ONLY_REAL_ACCOUNT);
    }
    await refused(() => sendKyc(app, demo.token, { name: 'Demo' }), CODE.BAD_INPUT);
  });
});

describe('the back office', () => {
  it('refuses configs whose bounds do not hold together', async () => {
    const save = (fields: Record<string, string | number>) => () =>
      call(
        app,
        'POST',
        '/admin/api/loan/configs/save',
        { loan_period: 10, min_amount: '100', max_amount: '1000', interest_rate: '5', free_period: 0, ...fields },
        auth(operator.token),
      );
    // Each refusal names the field as the console's form does (common/field-labels.ts).
    await refused(save({ min_amount: '2000' }), CODE.BAD_INPUT, 'The value of Maximum (USD) is not valid');
    await refused(save({ free_period: 11 }), CODE.BAD_INPUT, 'The value of Interest-free days is not valid');
    await refused(save({ interest_rate: '10000.5' }), CODE.BAD_INPUT, 'The value of Daily interest is not valid');
    await refused(save({ loan_period: 0 }), CODE.BAD_INPUT, 'The value of Period (days) is not valid');
    await refused(save({ min_amount: '0' }), CODE.BAD_INPUT, 'The value of Minimum (USD) is not valid');
  });
});
