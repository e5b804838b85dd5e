import { createFileRoute } from '@tanstack/react-router';
import { optionalAmount, optionalId, searchOf } from '@/lib/search';
import { SignScreen } from '@/features/loan/SignScreen';

export const Route = createFileRoute('/loan/sign')({
  validateSearch: searchOf({ id: optionalId, amount: optionalAmount }),
  component: LoanSignRoute,
});

function LoanSignRoute() {
  const { id, amount } = Route.useSearch();
  return <SignScreen configId={id} amount={amount} />;
}
