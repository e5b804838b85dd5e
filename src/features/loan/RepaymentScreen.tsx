import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { loanRepayment, loanRepaymentBalance, type LoanRepaymentInfo, type RepaymentAccount } from '@common/api/loan';
import { LOAN_CURRENCY, LOAN_STATUS } from '@common/loan';
import { DemoNotice } from '@/shared/demo-guard';
import { useKeyedMutation, useSessionToken } from '@/lib/query';
import { isDemoAtom } from '@/lib/session';
import { ImageUpload, type UploadedImage } from '@/shared/upload/ImageUpload';
import { useOnline } from '@/lib/useOnline';
import { Button, Card, ChoiceChips, ConfirmDialog, CopyFigures, EmptyState, Figure, Figures, OfflineReason, SkeletonCards } from '@/ui';
import { LoanPage } from './LoanPage';
import { loansKey, repaymentAccountsQuery, repaymentInfoQuery } from './queries';
import { useDay, useFigure } from './useFigure';
import styles from './Loan.module.css';

/**
 * /loan/repayment (spec section 2: loan_id): the amount due today, then either paying from the funding balance at
 * once, or paying to one of the house's accounts and sending one proof image for an operator to confirm.
 */
export function RepaymentScreen({ loanId }: { loanId: number | undefined }) {
  const { t } = useLingui();
  const isDemo = useAtomValue(isDemoAtom);
  return (
    <LoanPage title={t`Repayment`}>
      {isDemo ? (
        <DemoNotice />
      ) : loanId === undefined ? (
        <EmptyState title={t`This loan is not available`} />
      ) : (
        <Repayment loanId={loanId} />
      )}
    </LoanPage>
  );
}

function Repayment({ loanId }: { loanId: number }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const token = useSessionToken();
  const info = useQuery(repaymentInfoQuery(token, loanId));
  const accounts = useQuery(repaymentAccountsQuery(token));
  if ((info.isError && !info.data) || (accounts.isError && !accounts.data)) {
    return (
      <EmptyState
        title={t`Could not load the repayment`}
        action={
          <Button variant="secondary" onClick={() => void Promise.all([info.refetch(), accounts.refetch()])}>
            <Trans>Try again</Trans>
          </Button>
        }
      />
    );
  }
  if (!info.data || !accounts.data) return <SkeletonCards count={3} />;
  if (info.data.loan.status !== LOAN_STATUS.repaying) {
    return (
      <EmptyState
        title={t`This loan is not waiting for repayment`}
        action={
          <Button variant="secondary" onClick={() => void navigate({ to: '/loan/record' })}>
            <Trans>Loan records</Trans>
          </Button>
        }
      />
    );
  }
  return (
    <>
      <AmountDue info={info.data} />
      <FromBalance info={info.data} />
      <ToAccount info={info.data} accounts={accounts.data} />
    </>
  );
}

function AmountDue({ info }: { info: LoanRepaymentInfo }) {
  const figure = useFigure();
  const day = useDay();
  const money = (value: string) => `${figure(value)} ${LOAN_CURRENCY}`;
  const late = info.penalty_days;
  const penalty = money(info.penalty);
  return (
    <Card>
      <Figures>
        <Figure label={<Trans>Principal</Trans>} num>
          {money(info.principal)}
        </Figure>
        <Figure label={<Trans>Interest</Trans>} num>
          {money(info.interest)}
        </Figure>
        <Figure label={<Trans>Late fees so far</Trans>} num>
          {late > 0 ? (
            <Trans>
              {penalty} ({late} days)
            </Trans>
          ) : (
            money(info.penalty)
          )}
        </Figure>
        <Figure label={<Trans>Due date</Trans>}>{day(info.due_date)}</Figure>
        <Figure label={<Trans>Amount due</Trans>} num className={styles.strong} data-testid="amount-due">
          {money(info.amount_due)}
        </Figure>
      </Figures>
    </Card>
  );
}

function useRepaid(): () => Promise<void> {
  const client = useQueryClient();
  const navigate = useNavigate();
  const token = useSessionToken();
  return async () => {
    await client.invalidateQueries({ queryKey: loansKey(token) });
    // After a repayment the user returns to the records (spec section 4).
    await navigate({ to: '/loan/record', replace: true });
  };
}

function FromBalance({ info }: { info: LoanRepaymentInfo }) {
  const { t } = useLingui();
  const figure = useFigure();
  const repayment = useKeyedMutation(loanRepaymentBalance, useRepaid());
  const [asking, setAsking] = useState(false);
  const balance = `${figure(info.funding_balance)} ${LOAN_CURRENCY}`;
  const due = `${figure(info.amount_due)} ${LOAN_CURRENCY}`;
  const confirm = () => repayment.mutate({ loan_id: info.loan.id }, { onSettled: () => setAsking(false) });
  return (
    <Card className={styles.form}>
      <h2 className={styles.title}>{t`Pay from your balance`}</h2>
      <p className={styles.note}>
        <Trans>
          Funding account balance: <span dir="ltr">{balance}</span>
        </Trans>
      </p>
      {info.can_pay_from_balance ? (
        <Button block onClick={() => setAsking(true)}>
          <Trans>Pay from balance</Trans>
        </Button>
      ) : (
        <p
          className={styles.note}
        >{t`Your funding balance does not cover the amount due. Pay to the account below instead, or deposit first.`}</p>
      )}
      <ConfirmDialog
        open={asking}
        title={t`Repay from your balance?`}
        message={
          <Trans>
            <span dir="ltr">{due}</span> leaves your funding account and the loan is settled at once.
          </Trans>
        }
        confirmLabel={t`Repay`}
        loading={repayment.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </Card>
  );
}

const accountLabel = (account: RepaymentAccount) =>
  account.protocol_code ? `${account.currency_code}-${account.protocol_code}` : account.currency_code;

function ToAccount({ info, accounts }: { info: LoanRepaymentInfo; accounts: readonly RepaymentAccount[] }) {
  const online = useOnline();
  const { t } = useLingui();
  const repayment = useKeyedMutation(loanRepayment, useRepaid());
  const [accountId, setAccountId] = useState<number | null>(accounts[0]?.id ?? null);
  const [proof, setProof] = useState<UploadedImage | null>(null);
  const [missing, setMissing] = useState({ account: false, proof: false });
  const account = accounts.find((candidate) => candidate.id === accountId) ?? null;
  if (accounts.length === 0) {
    return (
      <Card>
        <p className={styles.note}>{t`No repayment account is open at the moment. Pay from your balance, or contact support.`}</p>
      </Card>
    );
  }
  const send = () => {
    setMissing({ account: !account, proof: !proof });
    if (!account || !proof) return;
    repayment.mutate({ charge_id: account.id, loan_id: info.loan.id, proofImg: proof.url });
  };
  return (
    <Card className={styles.form}>
      <h2 className={styles.title}>{t`Pay to our account`}</h2>
      <p
        className={styles.note}
      >{t`Send exactly the amount due to this address, then upload a screenshot of the payment. The team checks it and settles the loan.`}</p>
      <div className={styles.field}>
        <span className={styles.fieldLabel} id="repayment-account-label">
          {t`Currency`}
        </span>
        <ChoiceChips
          aria-labelledby="repayment-account-label"
          items={accounts.map((option) => ({ key: option.id, label: accountLabel(option) }))}
          value={accountId}
          onChange={setAccountId}
        />
      </div>
      {account ? (
        <CopyFigures
          figures={[
            { label: t`Address`, value: account.address },
            { label: t`Amount due`, value: info.amount_due },
          ]}
        />
      ) : null}
      <ImageUpload
        label={t`Proof of payment`}
        name="proofImg"
        value={proof}
        onChange={(image) => {
          setProof(image);
          setMissing((current) => ({ ...current, proof: false }));
        }}
        error={missing.proof ? t`Please upload a proof of payment` : undefined}
      />
      <OfflineReason />
      <Button block size="l" loading={repayment.isPending} disabled={!online} onClick={send}>
        <Trans>Submit</Trans>
      </Button>
    </Card>
  );
}
