import { createFileRoute } from '@tanstack/react-router';
import { InviteScreen } from '@/features/content/InviteScreen';

export const Route = createFileRoute('/mine/invite')({ component: InviteScreen });
