import { createFileRoute } from '@tanstack/react-router';
import { optionalId, searchOf } from '@/lib/search';

// The trade screen is kept alive by the root layout; this route claims the path and validates which instrument.
export const Route = createFileRoute('/trade')({
  validateSearch: searchOf({ id: optionalId }),
  component: () => null,
});
