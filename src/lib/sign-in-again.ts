import type { ParsedLocation } from '@tanstack/react-router';

/**
 * Where a call answered "signed out" sends the user: the login screen, with where they were in `from`; nowhere when
 * they are on it already (several calls in flight can each be answered so, and sending the login screen to itself
 * again dropped where the sign-in was for).
 */
export function signInAgainFrom(location: Pick<ParsedLocation, 'pathname' | 'href'>): { to: '/login'; search: { from: string } } | null {
  return location.pathname === '/login' ? null : { to: '/login', search: { from: location.href } };
}
