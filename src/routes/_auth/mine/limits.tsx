import { createFileRoute } from '@tanstack/react-router';
import { LimitsScreen } from '@/features/protection/LimitsScreen';

export const Route = createFileRoute('/_auth/mine/limits')({
  component: LimitsScreen,
});
