import { createFileRoute } from '@tanstack/react-router';
import { LanguageScreen } from '@/features/account/LanguageScreen';

export const Route = createFileRoute('/language')({ component: LanguageScreen });
