import { createFileRoute } from '@tanstack/react-router';
import { AccountsScreen } from '@/features/wallet/AccountsScreen';
import { requireSession } from '@/lib/guard';

export const Route = createFileRoute('/mine/accounts')({
  beforeLoad: requireSession,
  component: AccountsScreen,
});
