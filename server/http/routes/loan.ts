import type { FastifyInstance } from 'fastify';
import {
  LOAN_AGREEMENT_PDF_PATH,
  loanAgreement,
  loanConfigInfo,
  loanConfigs,
  loanGetDate,
  loanInfo,
  loanKycInfo,
  loanKycSubmit,
  loanList,
  loanRepayment,
  loanRepaymentAccounts,
  loanRepaymentBalance,
  loanRepaymentInfo,
  loanSubmit,
} from '../../../common/api/loan';
import * as input from '../../../common/api/input/loan';
import { loanDay, loanDueDay } from '../../../common/loan';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { hit } from '../../account/rate-limit';
import { notLoggedIn, requireRealUser, tooSoon } from '../../errors';
import { messages } from '../../i18n/messages';
import { showAgreement } from '../../loan/agreement';
import { agreementLocale } from '../../loan/agreement-template';
import { enabledLoanConfigs, enabledRepaymentAccounts, localizedLoanConfig } from '../../loan/configs';
import { ownLoanKyc, submitLoanKyc } from '../../loan/kyc';
import { loanInfo as readLoan, loanPage, submitLoan } from '../../loan/loans';
import { ownAgreementPdf } from '../../loan/pdf';
import { repayFromBalance, repaymentInfo, requestRepayment } from '../../loan/repayment';
import { registerEndpoint } from '../route';
import type { SessionResolver } from '../../sessions';
import { parseInput } from '../validate';

// Loans (spec section 7, all under /api/loan/). Every call is a real account's only: a demo user is refused with
// "only true account" (spec section 8), even for reading, since a demo account can never borrow.

/** Agreements shown per user per window. */
const AGREEMENTS_PER_USER = { max: 120, windowMs: 10 * 60_000 };

/** The user agent kept with a signature, bounded (a header may be up to the server's header limit). */
const USER_AGENT_MAX = 512;

export function registerLoanRoutes(app: FastifyInstance, db: Database, clock: Clock, sessions: SessionResolver): void {
  const real = <T extends { isDemo: boolean }>(user: T): T => {
    requireRealUser(user);
    return user;
  };

  registerEndpoint(app, sessions, loanKycInfo, input.loanKycInfo, ({ user }) => ownLoanKyc(db, real(user).id));
  registerEndpoint(app, sessions, loanKycSubmit, input.loanKycSubmit, async ({ input: body, user, succeedWith }) => {
    const kyc = await submitLoanKyc(db, clock, real(user).id, body);
    succeedWith(messages.loanKycSubmitted);
    return kyc;
  });

  // A term's title and description are in the request's language (common/localized-text.ts).
  registerEndpoint(app, sessions, loanConfigs, input.loanConfigs, ({ user, request }) => {
    real(user);
    return enabledLoanConfigs(db, request.lang);
  });
  registerEndpoint(app, sessions, loanConfigInfo, input.loanConfigInfo, async ({ input: query, user, request }) => {
    real(user);
    return localizedLoanConfig(db, query.id, request.lang);
  });
  registerEndpoint(app, sessions, loanGetDate, input.loanGetDate, ({ input: query, user }) => {
    real(user);
    const now = clock.now();
    const today = loanDay(now);
    return { now, today, due_date: query.loan_period === undefined ? null : loanDueDay(today, query.loan_period) };
  });

  registerEndpoint(app, sessions, loanAgreement, input.loanAgreement, async ({ input: query, user, request }) => {
    // Each agreement shown is recorded: a user gets far more than reading and changing the amount needs, not more.
    const wait = await hit(db, clock, { key: `loan-agreement:user:${real(user).id}`, ...AGREEMENTS_PER_USER });
    if (wait > 0) throw tooSoon(messages.rateLimited, wait);
    // In the language the user reads, as sent (not the interface's default for an unknown one: see agreementLocale).
    return showAgreement(db, clock, user.id, query.config_id, query.amount, agreementLocale(request.headers.lang));
  });
  registerEndpoint(app, sessions, loanSubmit, input.loanSubmit, async ({ input: body, user, request, succeedWith }) => {
    const userAgent = (request.headers['user-agent'] ?? '').slice(0, USER_AGENT_MAX);
    const loan = await submitLoan(db, clock, real(user).id, body, { ip: request.ip, userAgent });
    succeedWith(messages.loanSubmitted);
    return loan;
  });

  registerEndpoint(app, sessions, loanList, input.loanList, ({ input: query, user }) => loanPage(db, clock, real(user).id, query.page));
  registerEndpoint(app, sessions, loanInfo, input.loanInfo, ({ input: query, user }) => readLoan(db, clock, real(user).id, query.id));

  registerEndpoint(app, sessions, loanRepaymentInfo, input.loanRepaymentInfo, ({ input: query, user }) =>
    repaymentInfo(db, clock, real(user).id, query.loan_id),
  );
  registerEndpoint(app, sessions, loanRepaymentAccounts, input.loanRepaymentAccounts, ({ user }) => {
    real(user);
    return enabledRepaymentAccounts(db);
  });
  registerEndpoint(app, sessions, loanRepayment, input.loanRepayment, async ({ input: body, user, succeedWith }) => {
    const loan = await requestRepayment(db, clock, real(user).id, body);
    succeedWith(messages.loanRepaymentSent);
    return loan;
  });
  registerEndpoint(app, sessions, loanRepaymentBalance, input.loanRepaymentBalance, async ({ input: body, user, succeedWith }) => {
    const result = await repayFromBalance(db, clock, real(user).id, body.loan_id);
    succeedWith(messages.loanRepaid, { amount: result.paid });
    return result.loan;
  });

  // The signed agreement as a PDF: a file, not an envelope (refusals still answer with one).
  app.get(LOAN_AGREEMENT_PDF_PATH, async (request, reply) => {
    const user = request.token ? await sessions.resolve(request.token) : null;
    if (!user) throw notLoggedIn();
    requireRealUser(user);
    const { id } = parseInput(input.loanAgreementPdf, request.query);
    const pdf = await ownAgreementPdf(db, user.id, id);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="loan-agreement-${id}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
}
