import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { isLoggedInAtom, store } from './store';

/** For `beforeLoad` of the routes that need a session: a guest goes to /login with the attempted path in `from`. */
export function requireSession({ location }: { location: ParsedLocation }): void {
  if (!store.get(isLoggedInAtom)) {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect is thrown by design
    throw redirect({ to: '/login', search: { from: location.href } });
  }
}
