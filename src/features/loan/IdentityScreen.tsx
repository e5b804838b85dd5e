import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import type { LoanKyc, OwnLoanKyc } from '@common/api/loan';
import { LOAN_KYC_STATUS } from '@common/loan';
import { DemoNotice } from '@/shared/demo-guard';
import { useSessionToken } from '@/lib/query';
import { isDemoAtom } from '@/lib/session';
import { Button, Card, EmptyState, HistoryIcon, IconButton, SkeletonRows } from '@/ui';
import { IdentityForm } from './IdentityForm';
import { LoanPage } from './LoanPage';
import { loanKycQuery } from './queries';
import { useMoment } from './useFigure';
import styles from './Loan.module.css';

/**
 * /loan (spec sections 2 and 4): the loan identity check. Status 0 or 3 shows the form (3 with the operator's
 * reason), 1 says it is being reviewed (within 48 hours), 2 goes on to the offer.
 */
export function IdentityScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const isDemo = useAtomValue(isDemoAtom);
  return (
    <LoanPage
      title={t`Loans`}
      trailing={
        <IconButton label={t`Loan records`} onClick={() => void navigate({ to: '/loan/record' })}>
          <HistoryIcon />
        </IconButton>
      }
    >
      {isDemo ? <DemoNotice /> : <IdentityState />}
    </LoanPage>
  );
}

function IdentityState() {
  const { t } = useLingui();
  const query = loanKycQuery(useSessionToken());
  const kyc = useQuery(query);
  const client = useQueryClient();
  // The answer to the sending is where the check stands now.
  const setKyc = (sent: OwnLoanKyc) => client.setQueryData(query.queryKey, sent);

  if (kyc.isError && !kyc.data) {
    return (
      <EmptyState
        title={t`Could not load your details`}
        action={
          <Button variant="secondary" onClick={() => void kyc.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        }
      />
    );
  }
  if (!kyc.data) return <SkeletonRows count={6} />;
  switch (kyc.data.status) {
    case LOAN_KYC_STATUS.approved:
      return <Navigate to="/loan/submit" replace />;
    case LOAN_KYC_STATUS.waiting:
      return <Waiting kyc={kyc.data} />;
    default:
      return <IdentityForm kyc={kyc.data} onSent={setKyc} />;
  }
}

function Waiting({ kyc }: { kyc: LoanKyc }) {
  const { t } = useLingui();
  const moment = useMoment();
  const hours = kyc.review_hours;
  const sent = kyc.submitted_at > 0 ? moment(kyc.submitted_at) : '';
  return (
    <Card aria-labelledby="loan-kyc-waiting">
      <h2 id="loan-kyc-waiting" className={styles.waiting}>
        {t`Pending audit`}
      </h2>
      <p className={styles.note}>
        <Trans>
          Your details are being reviewed. The team reviews them within {hours} hours; this page shows the result when it is done.
        </Trans>
      </p>
      {sent ? (
        <p className={styles.meta}>
          <Trans>Sent {sent}</Trans>
        </p>
      ) : null}
    </Card>
  );
}
