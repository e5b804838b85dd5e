import { createFileRoute } from '@tanstack/react-router';
import { AccountsScreen } from '@/features/wallet/AccountsScreen';

export const Route = createFileRoute('/_auth/mine/accounts')({
  component: AccountsScreen,
});
