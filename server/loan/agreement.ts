import { createHash } from 'node:crypto';
import type { LoanAgreementPreview } from '../../common/api/loan';
import type { LocaleCode } from '../../common/locales';
import {
  borrowerName,
  chargedDays,
  dailyPenalty,
  dayRatePercent,
  effectivePenaltyRate,
  LOAN_CODE,
  LOAN_CURRENCY,
  LOAN_KYC_STATUS,
  loanAmountProblem,
  loanDay,
  loanDueDay,
  loanInterest,
  loanTotalRepay,
  LOAN_ID_TYPE,
} from '../../common/loan';
import { formatAmount } from '../../common/money';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { DomainError } from '../errors';
import { messages } from '../i18n/messages';
import { agreementAmount, agreementCount, agreementDay, agreementPercent } from './agreement-format';
import { agreementTemplate, CURRENT_AGREEMENT_VERSION, type AgreementValues } from './agreement-template';
import { AGREEMENT_WORDING } from './agreement-wording';
import { enabledLoanConfig, type LoanConfigRow } from './configs';
import { loanKyc } from './kyc';

// The agreement is rendered here, on the server, from a versioned template, the config, the amount and the
// borrower's approved identity check: never from anything the client sends as HTML. Every value is escaped. Showing
// it records its SHA-256 and the time; signing must name that SHA-256, and is refused when a fresh render differs
// (the config, the day or the identity changed), so what is stored as signed is exactly what the user read. It is
// written in the user's language (English when the language is unknown), its figures and dates formatted for it.

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
  /** The language the text is in (the user's, or the fallback when the template has none in it). */
  locale: LocaleCode;
  config: LoanConfigRow;
  amount: string;
  /** The terms as stated: the total interest and the late-fee rate in force. */
  interest: string;
  penaltyRate: string;
}

/** Renders the current template in a language for the user's approved identity, a config and an amount, on the clock's day. */
export async function renderAgreement(
  db: Queryable,
  clock: Clock,
  userId: number,
  configId: number,
  amountText: string,
  wanted: LocaleCode,
): Promise<RenderedAgreement> {
  const kyc = await loanKyc(db, userId);
  if (kyc.status !== LOAN_KYC_STATUS.approved) throw new DomainError(LOAN_CODE.KYC_STATE, messages.loanKycRequired);
  const config = await enabledLoanConfig(db, configId);
  const problem = loanAmountProblem(amountText, config);
  if (problem === 'below_minimum')
    throw new DomainError(LOAN_CODE.LIMIT, messages.loanBelowMinimum, { field: 'amount', minimum: formatAmount(config.min_amount) });
  if (problem === 'above_maximum')
    throw new DomainError(LOAN_CODE.LIMIT, messages.loanAboveMaximum, { field: 'amount', maximum: formatAmount(config.max_amount) });
  if (problem) throw new DomainError(LOAN_CODE.LIMIT, messages.fieldInvalid, { field: 'amount' });
  const amount = formatAmount(amountText);
  const today = loanDay(clock.now());
  const penaltyRate = effectivePenaltyRate(config.penalty_rate);
  const { template, locale } = agreementTemplate(CURRENT_AGREEMENT_VERSION, wanted);
  const { clauses } = AGREEMENT_WORDING[locale];
  const interest = loanInterest(amount, config.interest_rate, config.loan_period, config.free_period);
  const values: AgreementValues = {
    lender: LENDER,
    borrower: borrowerName(kyc),
    id_type: kyc.id_card_type === LOAN_ID_TYPE.passport ? clauses.passport : clauses.idCard,
    id_number: kyc.id_number,
    address: kyc.address,
    date: agreementDay(locale, today),
    amount: agreementAmount(locale, amount),
    currency: LOAN_CURRENCY,
    loan_period: agreementCount(locale, config.loan_period),
    day_rate: agreementPercent(locale, dayRatePercent(config.interest_rate)),
    free_period: agreementCount(locale, config.free_period),
    charged_days: agreementCount(locale, chargedDays(config.loan_period, config.free_period)),
    interest: agreementAmount(locale, interest),
    total_repay: agreementAmount(locale, loanTotalRepay(amount, config.interest_rate, config.loan_period, config.free_period)),
    due_date: agreementDay(locale, loanDueDay(today, config.loan_period)),
    penalty_rate: agreementPercent(locale, dayRatePercent(penaltyRate)),
    daily_penalty: agreementAmount(locale, dailyPenalty(amount, penaltyRate)),
  };
  const html = fillTemplate(template, values);
  return { html, sha256: sha256Hex(html), templateVersion: CURRENT_AGREEMENT_VERSION, locale, config, amount, interest, penaltyRate };
}

/** Renders the agreement in the user's language and records that it was shown (the first time, for this exact text). */
export async function showAgreement(
  db: Database,
  clock: Clock,
  userId: number,
  configId: number,
  amount: string,
  locale: LocaleCode,
): Promise<LoanAgreementPreview> {
  const rendered = await renderAgreement(db, clock, userId, configId, amount, locale);
  // The text itself is not kept here: signing renders it again and must get the same SHA-256.
  await db.query(
    `INSERT INTO loan_agreement_views (user_id, sha256, config_id, amount, template_version, locale, shown_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (user_id, sha256) DO NOTHING`,
    [userId, rendered.sha256, rendered.config.id, rendered.amount, rendered.templateVersion, rendered.locale, new Date(clock.now())],
  );
  const shownAt = (await shownAgreement(db, userId, rendered.sha256))?.shownAt;
  return {
    html: rendered.html,
    sha256: rendered.sha256,
    template_version: rendered.templateVersion,
    locale: rendered.locale,
    shown_at: shownAt ?? clock.now(),
  };
}

/** The agreement with this SHA-256 as shown to the user (when first, and in which language), or null when it never was. */
export async function shownAgreement(
  db: Queryable,
  userId: number,
  sha256: string,
): Promise<{ shownAt: number; locale: LocaleCode } | null> {
  const [row] = await db.query<{ shown_at: Date; locale: LocaleCode }>(
    'SELECT shown_at, locale FROM loan_agreement_views WHERE user_id = $1 AND sha256 = $2',
    [userId, sha256],
  );
  return row ? { shownAt: row.shown_at.getTime(), locale: row.locale } : null;
}
