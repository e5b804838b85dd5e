import { createFileRoute } from '@tanstack/react-router';
import { EmailScreen } from '@/features/content/EmailScreen';

export const Route = createFileRoute('/mine/email')({ component: EmailScreen });
