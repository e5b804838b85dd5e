import { createFileRoute } from '@tanstack/react-router';
import { DepositScreen } from '@/features/wallet/DepositScreen';
import { oneOf, searchOf } from '@/lib/search';

// type (default 1) is kept for links that carry it; the screen offers the bank option only (spec section 2).
export const Route = createFileRoute('/_auth/mine/charge')({
  validateSearch: searchOf({ type: oneOf([1, 2] as const) }),
  component: DepositScreen,
});
