import { createFileRoute } from '@tanstack/react-router';
import { AnnouncementScreen } from '@/features/content/AnnouncementScreen';

export const Route = createFileRoute('/mine/announcement')({ component: AnnouncementScreen });
