import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { optionalId, optionalText, searchOf } from '@/lib/search';
import { PendingScreen } from '@/features/shell/PendingScreen';

// Built by a later issue; until then the route exists with its search validated.
export const Route = createFileRoute('/loan/agreement')({
  validateSearch: searchOf({ id: optionalId, amount: optionalText, loan_id: optionalId }),
  component: LoanAgreementRoute,
});

function LoanAgreementRoute() {
  const { t } = useLingui();
  return <PendingScreen title={t`Loan agreement`} />;
}
