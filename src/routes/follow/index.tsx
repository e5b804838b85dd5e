import { createFileRoute } from '@tanstack/react-router';
import { FollowHomeScreen } from '@/features/follow/FollowHomeScreen';

export const Route = createFileRoute('/follow/')({ component: FollowHomeScreen });
