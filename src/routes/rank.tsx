import { createFileRoute } from '@tanstack/react-router';
import { RankScreen } from '@/features/follow/RankScreen';

export const Route = createFileRoute('/rank')({ component: RankScreen });
