import { createFileRoute } from '@tanstack/react-router';
import { UserScreen } from '@/features/account/UserScreen';

export const Route = createFileRoute('/_auth/user')({
  component: UserScreen,
});
