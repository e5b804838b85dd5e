import { useRouterState } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';

// Moving about the console. Its routes live under /admin (the router's basepath); the PWA's router owns the
// typed route registry, so the console reads its location and moves by plain paths through these helpers.

export const CONSOLE_BASE = '/admin';

let push: (href: string) => void = (href) => window.location.assign(href);

/** The console's router hands in its history at start (main.tsx). */
export function connectNavigation(pushHref: (href: string) => void): void {
  push = pushHref;
}

/** Goes to a console path such as `/queues/charges?page=2`. */
export function go(path: string): void {
  push(`${CONSOLE_BASE}${path}`);
}

/** The console path (without /admin) and its search parameters. */
export function useConsoleLocation(): { path: string; search: URLSearchParams } {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const searchStr = useRouterState({ select: (state) => state.location.searchStr });
  const path = pathname.startsWith(CONSOLE_BASE) ? pathname.slice(CONSOLE_BASE.length) || '/' : pathname;
  return { path, search: new URLSearchParams(searchStr) };
}

/** A path with search parameters; empty values are left out. */
export function withSearch(path: string, params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** A link inside the console: a real anchor (open in a new tab works) that navigates in place on a plain click. */
export function ConsoleLink({ to, children, className, ariaCurrent }: { to: string; children: ReactNode; className?: string; ariaCurrent?: boolean }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    go(to);
  };
  return (
    <a href={`${CONSOLE_BASE}${to}`} onClick={onClick} className={className} aria-current={ariaCurrent ? 'page' : undefined}>
      {children}
    </a>
  );
}
