import { createFileRoute } from '@tanstack/react-router';
import { FeedbackScreen } from '@/features/content/FeedbackScreen';

export const Route = createFileRoute('/feedback')({ component: FeedbackScreen });
