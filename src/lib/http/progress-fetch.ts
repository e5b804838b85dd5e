// A fetch that reports how much of the request body has been sent. fetch() itself cannot: Chromium streams a
// request body only over HTTP/2, so an upload's progress bar would not move on a plain HTTP/1.1 server. This one
// sends through XMLHttpRequest, whose upload events work everywhere, and answers a normal Response, so the one
// HTTP client keeps its envelope, toast and session rules for uploads too.

/** Called with the fraction sent, 0 to 1. */
export type UploadProgress = (fraction: number) => void;

export function progressFetch(onProgress: UploadProgress): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.blob();
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      xhr.responseType = 'blob';
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
      };
      xhr.onload = () => {
        onProgress(1);
        resolve(
          new Response(xhr.response as Blob, {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: parseHeaders(xhr.getAllResponseHeaders()),
          }),
        );
      };
      xhr.onerror = () => reject(new TypeError('Failed to fetch'));
      xhr.ontimeout = () => reject(new TypeError('Failed to fetch'));
      const abort = () => {
        xhr.abort();
        reject(new DOMException('The upload was cancelled', 'AbortError'));
      };
      if (request.signal.aborted) return abort();
      request.signal.addEventListener('abort', abort, { once: true });
      xhr.send(body);
    });
  };
}

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}
