import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { LEDGER_FILTER_TYPES, type LedgerFilter } from '@/features/wallet/ledger-filter';
import { LedgerScreen } from '@/features/wallet/LedgerScreen';
import { oneOf, optionalDay, searchOf } from '@/lib/search';

// accountTypeId: 1 funding, 2 option, 3 contract; absent for every account's entries. type: one kind of entry;
// from, to: calendar days YYYY-MM-DD, both included.
export const Route = createFileRoute('/_auth/mine/history')({
  validateSearch: searchOf({
    accountTypeId: oneOf([1, 2, 3] as const),
    type: oneOf(LEDGER_FILTER_TYPES),
    from: optionalDay,
    to: optionalDay,
  }),
  component: MineHistoryRoute,
});

function MineHistoryRoute() {
  const { accountTypeId, type, from, to } = Route.useSearch();
  const navigate = useNavigate({ from: '/mine/history' });
  return (
    <LedgerScreen
      accountTypeId={accountTypeId}
      filter={{ type, from, to }}
      // The filter lives in the address, so back, a reload and a shared link show the same rows.
      onFilter={(filter: LedgerFilter) => void navigate({ search: { accountTypeId, ...filter }, replace: true })}
    />
  );
}
