import { useNavigate, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';

/** Back where the user came from, or home when this screen was opened directly. */
export function useGoBack(): () => void {
  const router = useRouter();
  return useCallback(() => {
    if (router.history.canGoBack()) router.history.back();
    else void router.navigate({ to: '/', replace: true });
  }, [router]);
}

/** After logging in: to the path the guard stopped (already checked to be one of ours) or home, replacing /login. */
export function useGoAfterLogin(): (from: string | undefined) => Promise<void> {
  const navigate = useNavigate();
  return useCallback((from: string | undefined) => navigate({ href: from ?? '/', replace: true }), [navigate]);
}

/** Focuses the named control of a form (the first field with a problem). */
export function focusField(form: HTMLFormElement | null, name: string | undefined): void {
  if (!form || !name) return;
  const element = form.elements.namedItem(name);
  if (element instanceof HTMLElement) element.focus();
}
