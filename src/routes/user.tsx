import { createFileRoute } from '@tanstack/react-router';
import { UserScreen } from '@/features/account/UserScreen';
import { requireSession } from '@/lib/guard';

export const Route = createFileRoute('/user')({
  beforeLoad: requireSession,
  component: UserScreen,
});
