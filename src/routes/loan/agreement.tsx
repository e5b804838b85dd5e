import { createFileRoute } from '@tanstack/react-router';
import { optionalAmount, optionalId, searchOf } from '@/lib/search';
import { AgreementScreen } from '@/features/loan/AgreementScreen';

export const Route = createFileRoute('/loan/agreement')({
  validateSearch: searchOf({ id: optionalId, amount: optionalAmount, loan_id: optionalId }),
  component: LoanAgreementRoute,
});

function LoanAgreementRoute() {
  const { id, amount, loan_id } = Route.useSearch();
  return <AgreementScreen configId={id} amount={amount} loanId={loan_id} />;
}
