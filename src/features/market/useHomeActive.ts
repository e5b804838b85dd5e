import { useRouterState } from '@tanstack/react-router';

/** True while `/` is the current route: the home screen is kept alive, so "entering" is this turning true. */
export function useHomeActive(): boolean {
  return useRouterState({ select: (state) => state.location.pathname === '/' });
}
