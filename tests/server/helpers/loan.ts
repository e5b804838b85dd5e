import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { expect } from 'vitest';
import type {
  AdminLoan,
  AdminLoanRepayment,
  Loan,
  LoanAgreementPreview,
  LoanKyc,
  LoanPage,
  LoanRepaymentInfo,
} from '../../../common/api/loan';
import { chargeLateFees } from '../../../server/loan/late-fees';
import { auth, call, type Envelope } from './access';
import type { TestApp } from './test-app';
import { upload, type WalletUser } from './wallet';

// Doing what a borrower and an operator do with loans, through the HTTP API.

export const DAY_MS = 86_400_000;

/** A drawn signature: a dark stroke across a transparent pad, as signature_pad exports it. */
export async function signaturePng(): Promise<Buffer> {
  const width = 120;
  const height = 40;
  const pixels = Buffer.alloc(width * height * 4);
  for (let x = 10; x < 110; x++) {
    const y = 20 + Math.round(8 * Math.sin(x / 9));
    for (const dy of [0, 1]) pixels.writeUInt32BE(0x102040ff, ((y + dy) * width + x) * 4);
  }
  return sharp(pixels, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
}

/** An untouched pad: transparent throughout. */
export function blankPng(background = { r: 0, g: 0, b: 0, alpha: 0 }): Promise<Buffer> {
  return sharp({ create: { width: 120, height: 40, channels: 4, background } })
    .png()
    .toBuffer();
}

export async function uploaded(app: TestApp, token: string, bytes: Buffer, name = 'sign.png', type = 'image/png'): Promise<string> {
  const answer = await upload(app, token, bytes, name, type);
  expect(answer.code, answer.msg).toBe(1);
  return answer.data!.url;
}

export async function kycForm(
  app: TestApp,
  token: string,
  fields: Record<string, string | number> = {},
): Promise<Record<string, string | number>> {
  return {
    name: 'Chan',
    last_name: 'Tai Man',
    sex: 1,
    birthday: '1988-04-02',
    country: 'HK',
    mobile: '852-91234567',
    id_card_type: 1,
    id_number: 'A1234567',
    hand_pic: await uploaded(app, token, await signaturePng(), 'hand.png'),
    address: '1 Queen Street, Central, Hong Kong',
    ...fields,
  };
}

export function sendKyc(app: TestApp, token: string, form: Record<string, string | number>): Promise<Envelope<LoanKyc | null>> {
  return call<LoanKyc | null>(app, 'POST', '/api/loan/kyc_submit', form, auth(token));
}

export function decide<T>(
  app: TestApp,
  operator: string,
  what: 'kycs' | 'loans' | 'repayments',
  id: number,
  action: 'approve' | 'reject',
  reason = '',
): Promise<Envelope<T>> {
  return call<T>(app, 'POST', `/admin/api/loan/${what}/decide`, { id, action, reason }, auth(operator));
}

/** A borrower whose loan identity check an operator approved. */
export async function approvedBorrower(app: TestApp, user: WalletUser, operator: string): Promise<void> {
  const sent = await sendKyc(app, user.token, await kycForm(app, user.token));
  expect(sent.code, sent.msg).toBe(1);
  const decided = await decide(app, operator, 'kycs', user.userId, 'approve');
  expect(decided.code, decided.msg).toBe(1);
}

export async function preview(app: TestApp, token: string, configId: number, amount: string, lang = 'en'): Promise<LoanAgreementPreview> {
  const answer = await call<LoanAgreementPreview>(
    app,
    'GET',
    '/api/loan/loan_agreement',
    { config_id: configId, amount },
    { ...auth(token), lang },
  );
  expect(answer.code, answer.msg).toBe(1);
  return answer.data;
}

export function submit(
  app: TestApp,
  token: string,
  fields: Record<string, string | number>,
  headers: Record<string, string> = {},
): Promise<Envelope<Loan | null>> {
  return call<Loan | null>(app, 'POST', '/api/loan/loan_submit', fields, { ...auth(token), 'idempotency-key': randomUUID(), ...headers });
}

/** Reads the agreement, signs it and applies; returns the new loan. */
export async function signLoan(app: TestApp, token: string, configId: number, amount: string): Promise<Loan> {
  const shown = await preview(app, token, configId, amount);
  const sign = await uploaded(app, token, await signaturePng());
  const answer = await submit(
    app,
    token,
    { amount, config_id: configId, sign, agreement: shown.sha256, consent: 1 },
    { 'user-agent': 'LoanTest/1.0' },
  );
  expect(answer.code, answer.msg).toBe(1);
  return answer.data!;
}

export async function loanInfo(app: TestApp, token: string, id: number): Promise<Loan> {
  const answer = await call<Loan>(app, 'GET', '/api/loan/loan_info', { id }, auth(token));
  expect(answer.code, answer.msg).toBe(1);
  return answer.data;
}

export async function loanList(app: TestApp, token: string): Promise<LoanPage<Loan>> {
  const answer = await call<LoanPage<Loan>>(app, 'GET', '/api/loan/loan_list', { page: 1 }, auth(token));
  expect(answer.code, answer.msg).toBe(1);
  return answer.data;
}

export async function repaymentInfo(app: TestApp, token: string, loanId: number): Promise<LoanRepaymentInfo> {
  const answer = await call<LoanRepaymentInfo>(app, 'GET', '/api/loan/repayment_info', { loan_id: loanId }, auth(token));
  expect(answer.code, answer.msg).toBe(1);
  return answer.data;
}

export function repayFromBalance(app: TestApp, token: string, loanId: number): Promise<Envelope<Loan | null>> {
  return call<Loan | null>(
    app,
    'POST',
    '/api/loan/repayment_balance',
    { loan_id: loanId },
    { ...auth(token), 'idempotency-key': randomUUID() },
  );
}

export async function sendRepayment(app: TestApp, token: string, loanId: number, chargeId = 1): Promise<Envelope<Loan | null>> {
  const proofImg = await uploaded(app, token, await signaturePng(), 'proof.png');
  return call<Loan | null>(
    app,
    'POST',
    '/api/loan/repayment',
    { loan_id: loanId, charge_id: chargeId, proofImg },
    { ...auth(token), 'idempotency-key': randomUUID() },
  );
}

export async function waitingRepayments(app: TestApp, operator: string): Promise<AdminLoanRepayment[]> {
  const answer = await call<{ data: AdminLoanRepayment[] }>(
    app,
    'GET',
    '/admin/api/loan/repayments',
    { status: 1, page: 1 },
    auth(operator),
  );
  expect(answer.code, answer.msg).toBe(1);
  return answer.data.data;
}

export async function approveLoan(app: TestApp, operator: string, loanId: number): Promise<AdminLoan> {
  const answer = await decide<AdminLoan>(app, operator, 'loans', loanId, 'approve');
  expect(answer.code, answer.msg).toBe(1);
  return answer.data;
}

/** Moves the clock `days` days, running the late-fee job once a day as the leader would. */
export async function passDays(app: TestApp, days: number): Promise<void> {
  for (let day = 0; day < days; day++) {
    app.clock.advance(DAY_MS);
    await chargeLateFees(app.database.db, app.clock);
  }
}

/** The rows a refusal must not change, to compare before and after. */
export async function loanTables(app: TestApp): Promise<unknown[]> {
  const db = app.database.db;
  return [
    await db.query('SELECT user_id, status, reason FROM loan_kyc ORDER BY user_id'),
    await db.query('SELECT id, status, penalty_days, penalty_amount::text FROM loans ORDER BY id'),
    await db.query('SELECT id, status FROM loan_repayments ORDER BY id'),
    await db.query('SELECT count(*)::int AS n FROM loan_penalties'),
    await db.query('SELECT id, available::text, locked::text FROM ledger_accounts ORDER BY id'),
  ];
}
