import { createFileRoute } from '@tanstack/react-router';
import { AlertsScreen } from '@/features/alert/AlertsScreen';

export const Route = createFileRoute('/_auth/mine/alerts')({
  component: AlertsScreen,
});
