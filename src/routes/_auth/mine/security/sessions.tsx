import { createFileRoute } from '@tanstack/react-router';
import { SessionsScreen } from '@/features/security/SessionsScreen';

export const Route = createFileRoute('/_auth/mine/security/sessions')({
  component: SessionsScreen,
});
