import { createFileRoute } from '@tanstack/react-router';
import { MethodListScreen } from '@/features/wallet/MethodListScreen';

export const Route = createFileRoute('/_auth/mine/coin-address-list')({
  component: CoinAddressListRoute,
});

function CoinAddressListRoute() {
  return <MethodListScreen type={1} />;
}
