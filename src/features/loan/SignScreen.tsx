import { Trans, useLingui } from '@lingui/react/macro';
import { LOAN_CURRENCY } from '@common/loan';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { loanSubmit } from '@common/api/loan';
import { useKeyedMutation, useSessionToken } from '@/lib/query';
import { uploadImage } from '@/shared/upload/upload';
import { useOnline } from '@/lib/useOnline';
import { Button, Card, Checkbox, EmptyState, OfflineReason, toast } from '@/ui';
import { AgreementDraftGate } from './AgreementDraftGate';
import { useClearDraft, type LoanDraft } from './draft';
import { LoanPage } from './LoanPage';
import { agreementsKey, loansKey } from './queries';
import { SignatureField, type SignatureHandle } from './SignatureField';
import { useFigure } from './useFigure';
import styles from './Loan.module.css';

/** /loan/sign (spec section 2: id and amount): sign the agreement read on /loan/agreement, and apply. */
export function SignScreen({ configId, amount }: { configId: number | undefined; amount: string | undefined }) {
  const { t } = useLingui();
  return (
    <LoanPage title={t`Sign the agreement`}>
      {configId !== undefined && amount !== undefined ? (
        <Signing configId={configId} amount={amount} />
      ) : (
        <EmptyState title={t`This agreement is not available`} />
      )}
    </LoanPage>
  );
}

function Signing({ configId, amount }: { configId: number; amount: string }) {
  return (
    <AgreementDraftGate configId={configId} amount={amount}>
      {(agreement) => <SignForm draft={agreement.draft} save={agreement.save} />}
    </AgreementDraftGate>
  );
}

export interface SignFormProps {
  draft: LoanDraft;
  save: (change: Partial<Pick<LoanDraft, 'strokes' | 'padWidth' | 'consent'>>) => void;
}

/**
 * The signature and the consent to sign electronically, both kept in the draft as they change. Sending uploads the
 * signature as a PNG through the upload path, then applies with the agreement's SHA-256; the draft goes once the
 * loan exists.
 */
export function SignForm({ draft, save }: SignFormProps) {
  const online = useOnline();
  const { t } = useLingui();
  const figure = useFigure();
  const navigate = useNavigate();
  const client = useQueryClient();
  const token = useSessionToken();
  const clearDraft = useClearDraft();
  const submission = useKeyedMutation(loanSubmit);
  const pad = useRef<SignatureHandle | null>(null);
  const [problems, setProblems] = useState({ sign: false, consent: false });
  const [progress, setProgress] = useState<number | null>(null);
  const amountText = `${figure(draft.amount)} ${LOAN_CURRENCY}`;
  const percent = Math.round((progress ?? 0) * 100);

  // Signing is one action from the button's point of view: the picture of the signature, its upload, the keyed
  // application, and leaving for the record. The button stays busy until the end, so no second press lands between.
  const signing = useMutation({
    mutationKey: ['loan-sign'],
    mutationFn: async (signature: SignatureHandle) => {
      const png = await signature.toPng();
      setProgress(0);
      const sign = await uploadImage(new File([png], 'signature.png', { type: 'image/png' }), setProgress);
      return submission.mutateAsync({ amount: draft.amount, config_id: draft.configId, sign, agreement: draft.preview.sha256, consent: 1 });
    },
    onSuccess: async () => {
      // Leave first, then drop the draft: while this screen is open, an empty draft would be made again at once
      // from the agreement in the cache.
      await client.invalidateQueries({ queryKey: loansKey(token) });
      await navigate({ to: '/loan/record', replace: true });
      client.removeQueries({ queryKey: agreementsKey(token) });
      await clearDraft();
    },
    // On a refusal the client has said why (a toast); the draft stays, so the user can send again.
    onSettled: () => setProgress(null),
  });

  const send = () => {
    const unsigned = pad.current?.isEmpty() ?? true;
    setProblems({ sign: unsigned, consent: !draft.consent });
    if (unsigned || !draft.consent || !pad.current) return;
    if (!navigator.onLine) {
      toast.show(t`You are offline. Your signature is kept here; send it when you are back online.`, 'error');
      return;
    }
    signing.mutate(pad.current);
  };

  return (
    <Card className={styles.form}>
      <p className={styles.note}>
        <Trans>
          You are signing the loan agreement for <span dir="ltr">{amountText}</span>. Your signature and your consent are kept on this
          device until you send them.
        </Trans>
      </p>
      <Button
        variant="ghost"
        onClick={() => void navigate({ to: '/loan/agreement', search: { id: draft.configId, amount: draft.amount } })}
      >
        <Trans>Read the agreement again</Trans>
      </Button>
      <SignatureField
        strokes={draft.strokes}
        padWidth={draft.padWidth}
        handleRef={pad}
        onChange={(strokes, padWidth) => {
          save({ strokes, padWidth });
          setProblems((current) => ({ ...current, sign: false }));
        }}
        error={problems.sign ? t`Please sign` : undefined}
      />
      <div className={styles.field}>
        <Checkbox
          name="consent"
          checked={draft.consent}
          onChange={(consent) => {
            save({ consent });
            setProblems((current) => ({ ...current, consent: false }));
          }}
          label={t`I have read the agreement and agree to sign it electronically; my electronic signature binds me as a handwritten one would.`}
        />
        {problems.consent ? (
          <span className={styles.fieldError} role="alert">
            {t`Please tick to agree to sign electronically`}
          </span>
        ) : null}
      </div>
      <OfflineReason />
      <Button block size="l" loading={signing.isPending} disabled={!online} onClick={send}>
        {progress === null ? <Trans>Sign and apply</Trans> : <Trans>Sending the signature… {percent}%</Trans>}
      </Button>
    </Card>
  );
}
