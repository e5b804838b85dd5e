import { createFileRoute } from '@tanstack/react-router';
import { ForgotScreen } from '@/features/account/ForgotScreen';

export const Route = createFileRoute('/forgot')({ component: ForgotScreen });
