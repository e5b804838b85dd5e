import { createFileRoute } from '@tanstack/react-router';
import { WalletScreen } from '@/features/wallet/WalletScreen';
import { balanceQuery } from '@/lib/account';
import { routeData } from '@/lib/query';
import { sessionAtom, store } from '@/lib/store';

// The wallet draws the accounts' balances first: they are asked for on the way here (a guest has none to ask).
export const Route = createFileRoute('/mine/wallet')({
  loader: () => routeData(balanceQuery(store.get(sessionAtom)?.token ?? null)),
  component: WalletScreen,
});
