import { createFileRoute } from '@tanstack/react-router';
import { optionalAmount, optionalId, searchOf } from '@/lib/search';
import { AgreementScreen } from '@/features/loan/AgreementScreen';

// `amount` is kept as a number so the router writes it back plain (issue #19 item 12: never `amount=%22100%22`).
export const Route = createFileRoute('/loan/agreement')({
  validateSearch: searchOf({ id: optionalId, amount: optionalAmount, loan_id: optionalId }),
  component: LoanAgreementRoute,
});

function LoanAgreementRoute() {
  const { id, amount, loan_id } = Route.useSearch();
  return <AgreementScreen configId={id} amount={amount === undefined ? undefined : String(amount)} loanId={loan_id} />;
}
