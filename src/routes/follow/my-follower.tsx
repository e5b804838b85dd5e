import { createFileRoute } from '@tanstack/react-router';
import { MyFollowerScreen } from '@/features/follow/MyFollowerScreen';

export const Route = createFileRoute('/follow/my-follower')({ component: MyFollowerScreen });
