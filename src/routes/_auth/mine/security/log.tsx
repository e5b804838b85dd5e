import { createFileRoute } from '@tanstack/react-router';
import { SecurityLogScreen } from '@/features/security/SecurityLogScreen';

export const Route = createFileRoute('/_auth/mine/security/log')({
  component: SecurityLogScreen,
});
