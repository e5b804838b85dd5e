import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { Loan } from '@common/api/loan';
import { useSessionToken } from '@/lib/query';
import { useAuthorizedImage } from '@/shared/upload/useAuthorizedImage';
import { Button, Card, EmptyState, SkeletonCards, toast } from '@/ui';
import { AgreementText } from './AgreementText';
import { downloadAgreementPdf } from './agreement-pdf';
import { AgreementDraftGate } from './AgreementDraftGate';
import type { LoanDraft } from './draft';
import { LoanPage } from './LoanPage';
import { loanQuery } from './queries';
import { useMoment } from './useFigure';
import styles from './Loan.module.css';

/**
 * /loan/agreement (spec section 2: id and amount, or loan_id): the agreement the server rendered for a config and an
 * amount, to read before signing; or a loan's signed agreement, with its PDF.
 */
export function AgreementScreen({
  configId,
  amount,
  loanId,
}: {
  configId?: number | undefined;
  amount?: string | undefined;
  loanId?: number | undefined;
}) {
  const { t } = useLingui();
  return (
    <LoanPage title={t`Loan agreement`}>
      {loanId !== undefined ? (
        <SignedAgreement loanId={loanId} />
      ) : configId !== undefined && amount !== undefined ? (
        <AgreementToSign configId={configId} amount={amount} />
      ) : (
        <EmptyState title={t`This agreement is not available`} />
      )}
    </LoanPage>
  );
}

function AgreementToSign({ configId, amount }: { configId: number; amount: string }) {
  return (
    <AgreementDraftGate configId={configId} amount={amount}>
      {(agreement) => <AgreementToRead configId={configId} amount={amount} draft={agreement.draft} />}
    </AgreementDraftGate>
  );
}

function AgreementToRead({ configId, amount, draft }: { configId: number; amount: string; draft: LoanDraft }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const version = draft.preview.template_version;
  return (
    <Card className={styles.form}>
      <p className={styles.note}>{t`Read the agreement to the end. Signing it applies for the loan on these terms.`}</p>
      <AgreementText html={draft.preview.html} label={t`Loan agreement`} />
      <p className={styles.meta}>
        <Trans>Agreement version {version}</Trans>
      </p>
      <Button block size="l" onClick={() => void navigate({ to: '/loan/sign', search: { id: configId, amount } })}>
        <Trans>Sign the agreement</Trans>
      </Button>
    </Card>
  );
}

function SignedAgreement({ loanId }: { loanId: number }) {
  const { t } = useLingui();
  const loan = useQuery(loanQuery(useSessionToken(), loanId));
  if (loan.isError && !loan.data) {
    return (
      <EmptyState
        title={t`Could not load the agreement`}
        action={
          <Button variant="secondary" onClick={() => void loan.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        }
      />
    );
  }
  if (!loan.data) return <SkeletonCards count={2} />;
  return <SignedAgreementCard loan={loan.data} />;
}

function SignedAgreementCard({ loan }: { loan: Loan }) {
  const { t } = useLingui();
  const moment = useMoment();
  const pdf = useMutation({
    mutationKey: ['loan-agreement-pdf', loan.id],
    mutationFn: () => downloadAgreementPdf(loan.id),
    onError: () => toast.show(t`Could not download the PDF. Please try again.`, 'error'),
  });
  const signed = moment(loan.signed_at);
  const version = loan.template_version;
  // The signature as drawn, shown under the text it signed (an upload opens only with the user's token).
  const signature = useAuthorizedImage(loan.sign_img, useSessionToken());
  return (
    <Card className={styles.form}>
      <AgreementText html={loan.agreement} label={t`Loan agreement`} />
      {signature && <img className={styles.signedImage} src={signature} alt={t`Your signature`} />}
      <p className={styles.meta}>
        <Trans>
          Signed {signed} · version {version}
        </Trans>
      </p>
      <p className={`${styles.meta} num`} dir="ltr">
        SHA-256 {loan.agreement_sha256}
      </p>
      <Button block variant="secondary" loading={pdf.isPending} onClick={() => pdf.mutate()}>
        <Trans>Download PDF</Trans>
      </Button>
    </Card>
  );
}
