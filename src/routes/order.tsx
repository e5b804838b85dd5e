import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { PendingScreen } from '@/features/shell/PendingScreen';
import { requireSession } from '@/lib/guard';
import { oneOf, searchOf } from '@/lib/search';

// type: 1 holding (default), 0 dealing, 3 history; source: 0 contract (default), 1 micro (spec section 2).
export const Route = createFileRoute('/order')({
  validateSearch: searchOf({ type: oneOf([1, 0, 3] as const), source: oneOf([0, 1] as const) }),
  beforeLoad: requireSession,
  component: OrderRoute,
});

function OrderRoute() {
  const { t } = useLingui();
  return <PendingScreen title={t`Orders`} />;
}
