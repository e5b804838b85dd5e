import { createFileRoute } from '@tanstack/react-router';
import { NotifySettingsScreen } from '@/features/notify/NotifySettingsScreen';

export const Route = createFileRoute('/_auth/mine/notifications')({
  component: NotifySettingsScreen,
});
