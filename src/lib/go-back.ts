import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';

/** Back where the user came from, or home when this screen was opened directly. */
export function useGoBack(): () => void {
  const router = useRouter();
  return useCallback(() => {
    if (router.history.canGoBack()) router.history.back();
    else void router.navigate({ to: '/', replace: true });
  }, [router]);
}
