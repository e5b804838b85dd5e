import { createFileRoute } from '@tanstack/react-router';
import { MethodListScreen } from '@/features/wallet/MethodListScreen';

export const Route = createFileRoute('/_auth/mine/bank-card-list')({
  component: BankCardListRoute,
});

function BankCardListRoute() {
  return <MethodListScreen type={2} />;
}
