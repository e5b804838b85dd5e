import { QueryClient } from '@tanstack/react-query';

// The PWA's one cache of server answers. How every read behaves is decided here, once:
// - no automatic retry: the HTTP client already tells the user of a failure (a toast for a network error), and a
//   failed list shows itself finished (spec section 8) until the user pulls to refresh; a retry would repeat both;
// - an answer is stale at once, so entering a screen, coming back to the tab and coming back online all ask again
//   (the spec refreshes balances and lists on entry) while the last answer stays shown meanwhile;
// - 'always': the HTTP client decides what offline means (a toast, a failed list); the cache never parks a call;
// - the connection coming back is refresh-on-return.ts's decision (every shown screen, whatever its staleTime); a
//   query that sets refetchOnReconnect: false (a captcha being read) is left alone there too.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      staleTime: 0,
      refetchOnMount: true,
      refetchOnWindowFocus: true,
      refetchOnReconnect: true,
      networkMode: 'always',
    },
    // Writes likewise: never retried (a second press is the user's), never parked offline (the client answers at
    // once with its network error). Nothing that moves money is queued (docs/ARCHITECTURE.md).
    mutations: { retry: false, networkMode: 'always' },
  },
});
