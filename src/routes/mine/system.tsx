import { createFileRoute } from '@tanstack/react-router';
import { SystemScreen } from '@/features/account/SystemScreen';

export const Route = createFileRoute('/mine/system')({ component: SystemScreen });
