import { createFileRoute } from '@tanstack/react-router';
import { MethodListScreen } from '@/features/wallet/MethodListScreen';
import { requireSession } from '@/lib/guard';

export const Route = createFileRoute('/mine/bank-card-list')({
  beforeLoad: requireSession,
  component: BankCardListRoute,
});

function BankCardListRoute() {
  return <MethodListScreen type={2} />;
}
