import { createFileRoute } from '@tanstack/react-router';
import { TransferScreen } from '@/features/wallet/TransferScreen';

export const Route = createFileRoute('/mine/transfer')({ component: TransferScreen });
