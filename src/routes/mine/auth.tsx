import { createFileRoute } from '@tanstack/react-router';
import { AuthScreen } from '@/features/wallet/AuthScreen';
import { requireSession } from '@/lib/guard';

export const Route = createFileRoute('/mine/auth')({
  beforeLoad: requireSession,
  component: AuthScreen,
});
