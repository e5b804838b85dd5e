import { createRouter } from '@tanstack/react-router';
import { plainSearch } from './lib/search';
import { routeTree } from './routeTree.gen';

export const router = createRouter({
  routeTree,
  // Every navigation starts at the top of the page (spec section 2).
  scrollRestoration: false,
  defaultPreload: 'intent',
  ...plainSearch,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
