import { z } from 'zod';
import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { optionalId } from '@/lib/search';
import { PendingScreen } from '@/features/shell/PendingScreen';

// Built by a later issue; until then the route exists with its search validated.
export const Route = createFileRoute('/news/detail')({
  validateSearch: z.object({ id: optionalId }),
  component: NewsDetailRoute,
});

function NewsDetailRoute() {
  const { t } = useLingui();
  return <PendingScreen title={t`News detail`} />;
}
