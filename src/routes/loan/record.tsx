import { createFileRoute } from '@tanstack/react-router';
import { RecordScreen } from '@/features/loan/RecordScreen';

export const Route = createFileRoute('/loan/record')({ component: RecordScreen });
