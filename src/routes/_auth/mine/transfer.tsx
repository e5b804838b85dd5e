import { createFileRoute } from '@tanstack/react-router';
import { TransferScreen } from '@/features/wallet/TransferScreen';

export const Route = createFileRoute('/_auth/mine/transfer')({
  component: TransferScreen,
});
