import { createFileRoute } from '@tanstack/react-router';
import { TraderApplyScreen } from '@/features/follow/TraderApplyScreen';

export const Route = createFileRoute('/follow/trader-apply')({ component: TraderApplyScreen });
