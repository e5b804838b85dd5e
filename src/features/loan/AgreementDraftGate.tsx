import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button, EmptyState, SkeletonCards } from '@/ui';
import { useAgreementDraft, type AgreementDraftState } from './draft';

type ReadyAgreement = Extract<AgreementDraftState, { state: 'ready' }>;

/**
 * The agreement for a config and an amount, as both the reading and the signing screens wait for it: skeletons
 * while it loads, a retry when it could not be loaded, and `children` with the draft once it is there.
 */
export function AgreementDraftGate({
  configId,
  amount,
  children,
}: {
  configId: number;
  amount: string;
  children: (agreement: ReadyAgreement) => ReactNode;
}) {
  const { t } = useLingui();
  const agreement = useAgreementDraft(configId, amount);
  if (agreement.state === 'loading') return <SkeletonCards count={2} />;
  if (agreement.state === 'error') {
    return (
      <EmptyState
        title={t`Could not load the agreement`}
        action={
          <Button variant="secondary" onClick={agreement.retry}>
            <Trans>Try again</Trans>
          </Button>
        }
      />
    );
  }
  return children(agreement);
}
