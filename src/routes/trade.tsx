import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { optionalId } from '@/lib/search';

// The trade screen is kept alive by the root layout; this route claims the path and validates which instrument.
export const Route = createFileRoute('/trade')({
  validateSearch: z.object({ id: optionalId }),
  component: () => null,
});
