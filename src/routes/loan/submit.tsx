import { createFileRoute } from '@tanstack/react-router';
import { SubmitScreen } from '@/features/loan/SubmitScreen';

export const Route = createFileRoute('/loan/submit')({ component: SubmitScreen });
