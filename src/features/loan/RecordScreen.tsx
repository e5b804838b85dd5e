import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { Loan, LoanPage as Page } from '@common/api/loan';
import { LOAN_CURRENCY, LOAN_STATUS, REPAYMENT_STATUS } from '@common/loan';
import { infiniteListState, rowListRules, usePagedQuery, useSessionToken, type RowList } from '@/lib/query';
import { Badge, Button, Card, EmptyState, Figure, Figures, InfiniteList, PullToRefresh, SkeletonCards } from '@/ui';
import { LoanPage } from './LoanPage';
import { loansQuery } from './queries';
import { LOAN_STATUS_TONE, useLoanStatusLabel } from './status';
import { useDay, useFigure, useMoment } from './useFigure';
import styles from './Loan.module.css';

const keyOf = (loan: Loan) => loan.id;

/** /loan/record (spec section 2): a card per loan, newest first, with what is due and a repay button at status 2. */
export function RecordScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const rules = useMemo(() => rowListRules<Loan>(), []);
  const paged = usePagedQuery<RowList<Loan>, Page<Loan>>(loansQuery(useSessionToken()), rules);
  const { list } = paged;
  const failedEmpty = list.failed && list.items.length === 0;
  return (
    <LoanPage title={t`Loan records`}>
      <PullToRefresh onRefresh={paged.refresh}>
        <InfiniteList
          className={styles.cards}
          {...infiniteListState(paged)}
          keyOf={keyOf}
          skeleton={<SkeletonCards count={2} />}
          empty={
            failedEmpty ? (
              <EmptyState
                title={t`Could not load your loans`}
                action={
                  <Button variant="secondary" onClick={() => void paged.refresh()}>
                    <Trans>Try again</Trans>
                  </Button>
                }
              />
            ) : (
              <EmptyState
                title={t`No loans yet`}
                action={
                  <Button onClick={() => void navigate({ to: '/loan' })}>
                    <Trans>Apply for a loan</Trans>
                  </Button>
                }
              />
            )
          }
          renderItem={(loan) => <LoanCard loan={loan} />}
        />
      </PullToRefresh>
    </LoanPage>
  );
}

export function LoanCard({ loan }: { loan: Loan }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const figure = useFigure();
  const day = useDay();
  const moment = useMoment();
  const statusLabel = useLoanStatusLabel();
  const money = (value: string) => `${figure(value)} ${LOAN_CURRENCY}`;
  const days = loan.loan_period;
  const late = loan.penalty_days;
  const penalty = money(loan.penalty_amount);
  const reason = loan.reason;
  const repaymentReason = loan.repayment?.reason ?? '';
  const open = loan.status === LOAN_STATUS.repaying || loan.status === LOAN_STATUS.repaymentCheck;
  // A refused application was never paid out: nothing is to be repaid, and no late fee can run. Before the payout
  // (waiting) the total to repay is the offer's, and late fees cannot run yet either.
  const refused = loan.status === LOAN_STATUS.rejected;
  const paidOut = !refused && loan.status !== LOAN_STATUS.waiting;
  const repaymentRejected = loan.status === LOAN_STATUS.repaying && loan.repayment?.status === REPAYMENT_STATUS.rejected;
  return (
    <Card as="article" data-testid="loan-card">
      <div className={styles.cardHead}>
        <h2 className={styles.title}>
          <span className="num" dir="ltr">
            {money(loan.amount)}
          </span>
        </h2>
        <Badge tone={LOAN_STATUS_TONE[loan.status]}>{statusLabel(loan.status)}</Badge>
      </div>
      {loan.status === LOAN_STATUS.rejected && loan.reason ? <p className={styles.reason}>{t`Reason: ${reason}`}</p> : null}
      {repaymentRejected ? <p className={styles.reason}>{t`Your repayment was not accepted: ${repaymentReason}`}</p> : null}
      <Figures>
        <Figure label={<Trans>Loan period</Trans>}>
          <Trans>{days} days</Trans>
        </Figure>
        <Figure label={<Trans>Interest</Trans>} num>
          {money(loan.interest_amount)}
        </Figure>
        {paidOut ? (
          <Figure label={<Trans>Late fees so far</Trans>} num data-testid="loan-penalty">
            {late > 0 ? (
              <Trans>
                {penalty} ({late} days)
              </Trans>
            ) : (
              money(loan.penalty_amount)
            )}
          </Figure>
        ) : null}
        {refused ? null : (
          <Figure label={open ? <Trans>Amount due</Trans> : <Trans>Total to repay</Trans>} num data-testid="loan-due">
            {money(open ? loan.amount_due : loan.total_repay)}
          </Figure>
        )}
        {loan.due_date ? <Figure label={<Trans>Due date</Trans>}>{day(loan.due_date)}</Figure> : null}
        <Figure label={<Trans>Applied</Trans>}>{moment(loan.created_at)}</Figure>
        {loan.repaid_at > 0 ? <Figure label={<Trans>Repaid</Trans>}>{moment(loan.repaid_at)}</Figure> : null}
      </Figures>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void navigate({ to: '/loan/agreement', search: { loan_id: loan.id } })}>
          <Trans>Agreement</Trans>
        </Button>
        {loan.status === LOAN_STATUS.repaying ? (
          <Button onClick={() => void navigate({ to: '/loan/repayment', search: { loan_id: loan.id } })}>
            <Trans>Repay</Trans>
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
