import { createFileRoute } from '@tanstack/react-router';
import { TotpSetupScreen } from '@/features/security/TotpSetupScreen';

export const Route = createFileRoute('/_auth/mine/security/authenticator')({
  component: TotpSetupScreen,
});
