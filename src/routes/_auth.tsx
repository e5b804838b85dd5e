import { createFileRoute } from '@tanstack/react-router';
import { requireSession } from '@/lib/guard';

// The guarded screens: a guest who opens any route below _auth/ is sent to /login?from=<the path> (spec section
// 2), by this one layout route. It adds nothing to the address and draws nothing of its own.
export const Route = createFileRoute('/_auth')({
  beforeLoad: requireSession,
});
