import { createFileRoute } from '@tanstack/react-router';
import { PasswordScreen } from '@/features/account/PasswordScreen';
import { requireSession } from '@/lib/guard';

export const Route = createFileRoute('/mine/password')({
  beforeLoad: requireSession,
  component: PasswordScreen,
});
