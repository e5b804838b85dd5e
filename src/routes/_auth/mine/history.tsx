import { createFileRoute } from '@tanstack/react-router';
import { LedgerScreen } from '@/features/wallet/LedgerScreen';
import { oneOf, searchOf } from '@/lib/search';

// accountTypeId: 1 funding, 2 option, 3 contract; absent for every account's entries.
export const Route = createFileRoute('/_auth/mine/history')({
  validateSearch: searchOf({ accountTypeId: oneOf([1, 2, 3] as const) }),
  component: MineHistoryRoute,
});

function MineHistoryRoute() {
  const { accountTypeId } = Route.useSearch();
  return <LedgerScreen accountTypeId={accountTypeId} />;
}
