import { createFileRoute } from '@tanstack/react-router';
import { WalletScreen } from '@/features/wallet/WalletScreen';

export const Route = createFileRoute('/mine/wallet')({ component: WalletScreen });
