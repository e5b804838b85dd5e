// The header the service worker adds to an answer it gives from its own copy because the network is gone
// (sw/trade-list-cache.ts). The copy's time is its `date` header, the server's, from when it was first answered:
// the page shows the copy with that time, never as a fresh answer.
export const KEPT_COPY_HEADER = 'x-meridian-kept-copy';
