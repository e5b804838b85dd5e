import { createFileRoute } from '@tanstack/react-router';
import { WalletScreen } from '@/features/wallet/WalletScreen';
import { routeData } from '@/lib/query';
import { sessionAtom, store } from '@/lib/store';

// The wallet draws the accounts' balances first: they are asked for on the way here (a guest has none to ask). The
// account queries come with it, not with the first load of `/` (route loaders live in the entry chunk).
export const Route = createFileRoute('/_auth/mine/wallet')({
  loader: async () => {
    const { balanceQuery } = await import('@/shared/account');
    await routeData(balanceQuery(store.get(sessionAtom)?.token ?? null));
  },
  component: WalletScreen,
});
