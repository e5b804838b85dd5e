import { createFileRoute } from '@tanstack/react-router';
import { TransferScreen } from '@/features/wallet/TransferScreen';
import { requireSession } from '@/lib/guard';

export const Route = createFileRoute('/mine/transfer')({
  beforeLoad: requireSession,
  component: TransferScreen,
});
