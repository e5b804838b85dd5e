import { createFileRoute } from '@tanstack/react-router';
import { RecordsScreen } from '@/features/fund/RecordsScreen';

export const Route = createFileRoute('/mining/record')({ component: RecordsScreen });
