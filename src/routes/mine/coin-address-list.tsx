import { createFileRoute } from '@tanstack/react-router';
import { MethodListScreen } from '@/features/wallet/MethodListScreen';
import { requireSession } from '@/lib/guard';

export const Route = createFileRoute('/mine/coin-address-list')({
  beforeLoad: requireSession,
  component: CoinAddressListRoute,
});

function CoinAddressListRoute() {
  return <MethodListScreen type={1} />;
}
