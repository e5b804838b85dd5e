import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { WithdrawalScreen } from '@/features/wallet/WithdrawalScreen';
import { oneOf, searchOf } from '@/lib/search';

// type: 1 coin (default), 2 bank.
export const Route = createFileRoute('/_auth/mine/withdraw')({
  validateSearch: searchOf({ type: oneOf([1, 2] as const) }),
  component: MineWithdrawRoute,
});

function MineWithdrawRoute() {
  const { type } = Route.useSearch();
  const navigate = useNavigate({ from: '/mine/withdraw' });
  // The tab lives in the address, so back and a reload show the same one.
  return <WithdrawalScreen type={type ?? 1} onType={(next) => void navigate({ search: { type: next }, replace: true })} />;
}
