import { createFileRoute } from '@tanstack/react-router';

// The home screen is kept alive by the root layout; this route only claims the path.
export const Route = createFileRoute('/')({ component: () => null });
