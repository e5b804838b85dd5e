import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { optionalText, searchOf } from '@/lib/search';
import { PendingScreen } from '@/features/shell/PendingScreen';

// Built by a later issue; until then the route exists with its search validated.
export const Route = createFileRoute('/register')({
  validateSearch: searchOf({ invite_code: optionalText }),
  component: RegisterRoute,
});

function RegisterRoute() {
  const { t } = useLingui();
  return <PendingScreen title={t`Register`} />;
}
