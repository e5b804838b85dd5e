import { createFileRoute } from '@tanstack/react-router';
import { SecurityScreen } from '@/features/security/SecurityScreen';

export const Route = createFileRoute('/_auth/mine/security/')({
  component: SecurityScreen,
});
