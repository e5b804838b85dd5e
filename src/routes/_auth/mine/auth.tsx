import { createFileRoute } from '@tanstack/react-router';
import { AuthScreen } from '@/features/wallet/AuthScreen';

export const Route = createFileRoute('/_auth/mine/auth')({
  component: AuthScreen,
});
