import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { sessionAtom } from '@/lib/store';

/**
 * An uploaded image to show: the server opens uploads only with the owner's token in the authorization header,
 * which an <img> cannot send, so it is fetched with the token and shown from a blob url (revoked when done).
 */
export function useAuthorizedImage(url: string | null): string | null {
  const token = useAtomValue(sessionAtom)?.token ?? null;
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
