import { createFileRoute } from '@tanstack/react-router';
import { AddMethodScreen } from '@/features/wallet/AddMethodScreen';
import { oneOf, searchOf } from '@/lib/search';

// type: 1 coin address (default), 2 bank account.
export const Route = createFileRoute('/_auth/mine/withdraw-way')({
  validateSearch: searchOf({ type: oneOf([1, 2] as const) }),
  component: MineWithdrawWayRoute,
});

function MineWithdrawWayRoute() {
  const { type } = Route.useSearch();
  return <AddMethodScreen key={type ?? 1} type={type ?? 1} />;
}
