import { createFileRoute } from '@tanstack/react-router';
import { InboxScreen } from '@/features/notify/InboxScreen';

export const Route = createFileRoute('/_auth/mine/inbox')({
  component: InboxScreen,
});
