import { useEffect, useState } from 'react';

/**
 * An uploaded image to show: the server opens uploads only with the owner's (or an operator's) token in the
 * authorization header, which an <img> cannot send, so it is fetched with the token and shown from a blob url
 * (revoked when done). The PWA passes the user's token, the console the operator's.
 */
export function useAuthorizedImage(url: string | null, token: string | null): string | null {
  const [shown, setShown] = useState<{ url: string; blob: string } | null>(null);
  useEffect(() => {
    if (!url || !token) return;
    let blobUrl: string | null = null;
    let live = true;
    fetch(url, { headers: { authorization: token } })
      .then((response) => (response.ok ? response.blob() : Promise.reject(new Error(`HTTP ${String(response.status)}`))))
      .then((blob) => {
        if (!live) return;
        blobUrl = URL.createObjectURL(blob);
        setShown({ url, blob: blobUrl });
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (blobUrl) URL.revokeObjectURL(blobUrl);
    };
  }, [url, token]);
  return shown?.url === url ? shown.blob : null;
}
