import { createFileRoute } from '@tanstack/react-router';
import { PasswordScreen } from '@/features/account/PasswordScreen';

export const Route = createFileRoute('/_auth/mine/password')({
  component: PasswordScreen,
});
