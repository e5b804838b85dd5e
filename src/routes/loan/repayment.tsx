import { createFileRoute } from '@tanstack/react-router';
import { optionalId, searchOf } from '@/lib/search';
import { RepaymentScreen } from '@/features/loan/RepaymentScreen';

export const Route = createFileRoute('/loan/repayment')({
  validateSearch: searchOf({ loan_id: optionalId }),
  component: LoanRepaymentRoute,
});

function LoanRepaymentRoute() {
  const { loan_id } = Route.useSearch();
  return <RepaymentScreen loanId={loan_id} />;
}
