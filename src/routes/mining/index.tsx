import { createFileRoute } from '@tanstack/react-router';
import { FundListScreen } from '@/features/fund/FundListScreen';

export const Route = createFileRoute('/mining/')({ component: FundListScreen });
