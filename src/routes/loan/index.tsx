import { createFileRoute } from '@tanstack/react-router';
import { IdentityScreen } from '@/features/loan/IdentityScreen';

export const Route = createFileRoute('/loan/')({ component: IdentityScreen });
