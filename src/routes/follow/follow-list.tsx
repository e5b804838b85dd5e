import { createFileRoute } from '@tanstack/react-router';
import { FollowListScreen } from '@/features/follow/FollowListScreen';

export const Route = createFileRoute('/follow/follow-list')({ component: FollowListScreen });
