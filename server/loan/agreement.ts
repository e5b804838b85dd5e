import { createHash } from 'node:crypto';
import type { LoanAgreementPreview } from '../../common/api/loan';
import { LOAN_ID_TYPE } from '../../common/api/loan';
import {
  chargedDays,
  dailyPenalty,
  dayRatePercent,
  effectivePenaltyRate,
  LOAN_CODE,
  LOAN_KYC_STATUS,
  loanAmountProblem,
  loanDay,
  loanDueDay,
  loanInterest,
  loanTotalRepay,
} from '../../common/loan';
import { formatAmount } from '../../common/money';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { DomainError } from '../errors';
import { messages } from '../i18n/messages';
import { CURRENCY } from '../ledger/accounts';
import { agreementTemplate, CURRENT_AGREEMENT_VERSION, type AgreementValues } from './agreement-template';
import { enabledLoanConfig, type LoanConfigRow } from './configs';
import { loanKyc } from './kyc';

// The agreement is rendered here, on the server, from a versioned template, the config, the amount and the
// borrower's approved identity check: never from anything the client sends as HTML. Every value is escaped. Showing
// it records its SHA-256 and the time; signing must name that SHA-256, and is refused when a fresh render differs
// (the config, the day or the identity changed), so what is stored as signed is exactly what the user read.

/** Who lends: the house, as the agreement names it. */
export const LENDER = 'Meridian Markets Ltd';

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/** Fills a template: every {{name}} becomes its value, escaped; an unknown name is a template bug. */
export function fillTemplate(template: string, values: AgreementValues): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
    const value = (values as unknown as Record<string, string | undefined>)[key];
    if (value === undefined) throw new Error(`loan agreement template names an unknown value: ${key}`);
    return escapeHtml(value);
  });
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export interface RenderedAgreement {
  html: string;
  sha256: string;
  templateVersion: number;
  config: LoanConfigRow;
  amount: string;
  /** The terms as stated: the total interest and the late-fee rate in force. */
  interest: string;
  penaltyRate: string;
}

/** Renders the current template for the user's approved identity, a config and an amount, on the clock's day. */
export async function renderAgreement(db: Queryable, clock: Clock, userId: number, configId: number, amountText: string): Promise<RenderedAgreement> {
  const kyc = await loanKyc(db, userId);
  if (kyc.status !== LOAN_KYC_STATUS.approved) throw new DomainError(LOAN_CODE.KYC_STATE, messages.loanKycRequired);
  const config = await enabledLoanConfig(db, configId);
  const problem = loanAmountProblem(amountText, config);
  if (problem === 'below_minimum') throw new DomainError(LOAN_CODE.LIMIT, messages.loanBelowMinimum, { field: 'amount', minimum: formatAmount(config.min_amount) });
  if (problem === 'above_maximum') throw new DomainError(LOAN_CODE.LIMIT, messages.loanAboveMaximum, { field: 'amount', maximum: formatAmount(config.max_amount) });
  if (problem) throw new DomainError(LOAN_CODE.LIMIT, messages.fieldInvalid, { field: 'amount' });
  const amount = formatAmount(amountText);
  const today = loanDay(clock.now());
  const penaltyRate = effectivePenaltyRate(config.penalty_rate);
  const values: AgreementValues = {
    lender: LENDER,
    // The spec shows `name` as the last name and `last_name` as the first name.
    borrower: `${kyc.last_name} ${kyc.name}`,
    id_type: kyc.id_card_type === LOAN_ID_TYPE.passport ? 'passport' : 'ID card',
    id_number: kyc.id_number,
    address: kyc.address,
    date: today,
    amount,
    currency: CURRENCY,
    loan_period: String(config.loan_period),
    day_rate: dayRatePercent(config.interest_rate),
    free_period: String(config.free_period),
    charged_days: String(chargedDays(config.loan_period, config.free_period)),
    interest: loanInterest(amount, config.interest_rate, config.loan_period, config.free_period),
    total_repay: loanTotalRepay(amount, config.interest_rate, config.loan_period, config.free_period),
    due_date: loanDueDay(today, config.loan_period),
    penalty_rate: dayRatePercent(penaltyRate),
    daily_penalty: dailyPenalty(amount, penaltyRate),
  };
  const html = fillTemplate(agreementTemplate(CURRENT_AGREEMENT_VERSION), values);
  return { html, sha256: sha256Hex(html), templateVersion: CURRENT_AGREEMENT_VERSION, config, amount, interest: values.interest, penaltyRate };
}

/** Renders the agreement and records that it was shown (the first time, for this exact text). */
export async function showAgreement(db: Database, clock: Clock, userId: number, configId: number, amount: string): Promise<LoanAgreementPreview> {
  const rendered = await renderAgreement(db, clock, userId, configId, amount);
  // The text itself is not kept here: signing renders it again and must get the same SHA-256.
  await db.query(
    `INSERT INTO loan_agreement_views (user_id, sha256, config_id, amount, template_version, shown_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (user_id, sha256) DO NOTHING`,
    [userId, rendered.sha256, rendered.config.id, rendered.amount, rendered.templateVersion, new Date(clock.now())],
  );
  const shownAt = await shownTime(db, userId, rendered.sha256);
  return { html: rendered.html, sha256: rendered.sha256, template_version: rendered.templateVersion, shown_at: shownAt ?? clock.now() };
}

/** When the agreement with this SHA-256 was first shown to the user, or null when it never was. */
export async function shownTime(db: Queryable, userId: number, sha256: string): Promise<number | null> {
  const [row] = await db.query<{ shown_at: Date }>('SELECT shown_at FROM loan_agreement_views WHERE user_id = $1 AND sha256 = $2', [userId, sha256]);
  return row ? row.shown_at.getTime() : null;
}
