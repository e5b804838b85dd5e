import { createFileRoute } from '@tanstack/react-router';
import { NewsListScreen } from '@/features/news/NewsListScreen';

export const Route = createFileRoute('/news/')({ component: NewsListScreen });
