import { createFileRoute } from '@tanstack/react-router';
import { ChatScreen } from '@/features/chat/ChatScreen';

export const Route = createFileRoute('/mine/chat')({ component: ChatScreen });
