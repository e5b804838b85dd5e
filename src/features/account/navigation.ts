import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';

// Shared with the other screens that go back the same way.
export { useGoBack } from '@/lib/go-back';
export { focusField } from '@/lib/form';

/** After logging in: to the path the guard stopped (already checked to be one of ours) or home, replacing /login. */
export function useGoAfterLogin(): (from: string | undefined) => Promise<void> {
  const navigate = useNavigate();
  return useCallback((from: string | undefined) => navigate({ href: from ?? '/', replace: true }), [navigate]);
}
