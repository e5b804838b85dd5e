import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import type { LoanConfig } from '@common/api/loan';
import { dayRatePercent, LOAN_CURRENCY, LOAN_KYC_STATUS } from '@common/loan';
import { localeInfo } from '@common/locales';
import { DemoNotice } from '@/shared/demo-guard';
import { useSessionToken } from '@/lib/query';
import { isDemoAtom } from '@/lib/session';
import { localeAtom } from '@/lib/store';
import { BottomSheet, Button, Card, ChoiceChips, EmptyState, HistoryIcon, IconButton, Notice, SkeletonCards, TextField } from '@/ui';
import { LoanPage } from './LoanPage';
import { LoanSummary } from './LoanSummary';
import { useSavedDraft } from './draft';
import { loanConfigsQuery, loanDatesQuery, loanKycQuery, openLoanQuery } from './queries';
import { useFigure } from './useFigure';
import { loanAmountCheck, type AmountProblem } from './validation';
import styles from './Loan.module.css';
import { useAmountProblemText } from '@/lib/useAmountProblemText';

/** /loan/submit (spec sections 2 and 5): the amount with a max button, the period, what it costs, a confirm sheet. */
export function SubmitScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const isDemo = useAtomValue(isDemoAtom);
  return (
    <LoanPage
      title={t`Apply for a loan`}
      trailing={
        <IconButton label={t`Loan records`} onClick={() => void navigate({ to: '/loan/record' })}>
          <HistoryIcon />
        </IconButton>
      }
    >
      {isDemo ? <DemoNotice /> : <Offer />}
    </LoanPage>
  );
}

function Offer() {
  const { t } = useLingui();
  const token = useSessionToken();
  const kyc = useQuery(loanKycQuery(token));
  const configs = useQuery(loanConfigsQuery(token, useAtomValue(localeAtom)));
  const openLoan = useQuery(openLoanQuery(token));
  if (kyc.data && kyc.data.status !== LOAN_KYC_STATUS.approved) return <Navigate to="/loan" replace />;
  // One loan at a time: said on entry, before anything is typed or signed (the server refuses it anyway).
  if (openLoan.data) return <OpenLoanNotice />;
  if ((configs.isError && !configs.data) || (kyc.isError && !kyc.data)) {
    return (
      <EmptyState
        title={t`Could not load the loan offer`}
        action={
          <Button variant="secondary" onClick={() => void Promise.all([kyc.refetch(), configs.refetch()])}>
            <Trans>Try again</Trans>
          </Button>
        }
      />
    );
  }
  if (!configs.data || !kyc.data || openLoan.isPending) return <SkeletonCards count={2} />;
  if (configs.data.length === 0) return <EmptyState title={t`No loans are on offer at the moment`} />;
  return (
    <>
      <DraftNotice />
      <OfferForm configs={configs.data} />
    </>
  );
}

function OpenLoanNotice() {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <Notice title={t`You already have a loan under review or to repay`} text={t`You can apply for a new loan once it is settled.`}>
      <Button variant="primary" onClick={() => void navigate({ to: '/loan/record' })}>
        <Trans>Loan records</Trans>
      </Button>
    </Notice>
  );
}

/** An agreement left half-signed (a reload, a lost network) is offered again before anything else. */
function DraftNotice() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const draft = useSavedDraft();
  if (!draft) return null;
  return (
    <Notice title={t`An agreement is waiting for your signature`} text={t`Continue where you left off, or start a new application below.`}>
      <Button variant="primary" onClick={() => void navigate({ to: '/loan/sign', search: { id: draft.configId, amount: draft.amount } })}>
        <Trans>Continue signing</Trans>
      </Button>
    </Notice>
  );
}

function useProblemText(config: LoanConfig): (problem: AmountProblem) => string {
  const { t } = useLingui();
  const figure = useFigure();
  const minimum = `${figure(config.min_amount)} ${LOAN_CURRENCY}`;
  const maximum = `${figure(config.max_amount)} ${LOAN_CURRENCY}`;
  const amountText = useAmountProblemText();
  return (problem) => {
    switch (problem) {
      case 'below_minimum':
        return t`The minimum is ${minimum}`;
      case 'above_maximum':
        return t`The maximum is ${maximum}`;
      default:
        return amountText(problem, t`Please input the amount`) ?? '';
    }
  };
}

function OfferForm({ configs }: { configs: readonly LoanConfig[] }) {
  const token = useSessionToken();
  const [configId, setConfigId] = useState(configs[0]?.id ?? 0);
  const config = configs.find((candidate) => candidate.id === configId) ?? configs[0];
  const dates = useQuery(loanDatesQuery(token, config?.loan_period ?? null));
  if (!config) return null;
  return <OfferFields configs={configs} config={config} setConfigId={setConfigId} dueDate={dates.data?.due_date ?? null} />;
}

function OfferFields({
  configs,
  config,
  setConfigId,
  dueDate,
}: {
  configs: readonly LoanConfig[];
  config: LoanConfig;
  setConfigId: (id: number) => void;
  dueDate: string | null;
}) {
  const { t } = useLingui();
  const figure = useFigure();
  const navigate = useNavigate();
  const problemText = useProblemText(config);
  const [amount, setAmount] = useState('');
  const [shown, setShown] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const problem = loanAmountCheck(amount, config);
  const lateRate = dayRatePercent(config.penalty_rate);
  const daysLabel = (days: number) => t`${days} days`;
  const valid = problem === null ? amount.trim() : null;

  const apply = () => {
    setShown(true);
    if (valid !== null) setConfirming(true);
  };
  const toAgreement = () => {
    if (valid === null) return;
    setConfirming(false);
    void navigate({ to: '/loan/agreement', search: { id: config.id, amount: valid } });
  };

  return (
    <>
      <Card className={styles.form}>
        <div className={styles.field}>
          <span className={styles.fieldLabel} id="loan-period-label">
            {t`Loan period`}
          </span>
          <ChoiceChips
            aria-labelledby="loan-period-label"
            items={configs.map((option) => ({ key: option.id, label: daysLabel(option.loan_period) }))}
            value={config.id}
            onChange={setConfigId}
          />
        </div>
        {config.title || config.desc ? (
          // The operator's name and description of the chosen term, in the reader's language or the fallback's.
          <div className={styles.field} data-testid="loan-term-text">
            {config.title ? (
              <h2 className={styles.title} lang={localeInfo(config.lang).tag} dir="auto">
                {config.title}
              </h2>
            ) : null}
            {config.desc ? (
              <p className={styles.note} dir="auto">
                {config.desc}
              </p>
            ) : null}
          </div>
        ) : null}
        <TextField
          name="amount"
          label={t`Amount`}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t`Input amount`}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={shown && problem ? problemText(problem) : undefined}
          hint={`${t`Minimum`} ${figure(config.min_amount)} · ${t`Maximum`} ${figure(config.max_amount)} ${LOAN_CURRENCY}`}
          suffix={
            <>
              <span>{LOAN_CURRENCY}</span>
              <button type="button" className={styles.max} onClick={() => setAmount(config.max_amount)}>
                {t`Max`}
              </button>
            </>
          }
        />
        <LoanSummary config={config} amount={valid} dueDate={dueDate} currency={LOAN_CURRENCY} />
        <p className={styles.terms}>
          <Trans>
            Interest is charged only on the days after the interest-free days. Repaying early costs nothing. Each day past the due date adds
            a late fee of {lateRate}% of the amount borrowed.
          </Trans>
        </p>
        <Button block size="l" onClick={apply}>
          <Trans>Apply</Trans>
        </Button>
      </Card>
      <BottomSheet
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t`Confirm your loan`}
        footer={
          <Button block onClick={toAgreement}>
            <Trans>Read and sign the agreement</Trans>
          </Button>
        }
      >
        <Figures amount={valid} currency={LOAN_CURRENCY} />
        <LoanSummary config={config} amount={valid} dueDate={dueDate} currency={LOAN_CURRENCY} />
      </BottomSheet>
    </>
  );
}

function Figures({ amount, currency }: { amount: string | null; currency: string }) {
  const figure = useFigure();
  return (
    <p className={styles.strong} dir="ltr">
      <span className="num">{amount === null ? '--' : figure(amount)}</span> {currency}
    </p>
  );
}
