/** A call the server answered with a code other than 1, or that never got an answer. */
export class ApiCallError extends Error {
  constructor(
    /** The envelope code, or a transport code such as ERR_NETWORK, ERR_TIMEOUT, ERR_CANCELED or HTTP_502. */
    readonly code: number | string,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiCallError';
  }

  get canceled(): boolean {
    return this.code === 'ERR_CANCELED';
  }
}

/**
 * The network is gone and the service worker answered from its kept copy (sw/trade-list-cache.ts): a network
 * failure like any other, which brings the copy (`data`) and the time it is from (the server's `date` of the first
 * answer, 0 when unknown). A read may show the copy, with that time (src/lib/query/kept-copy.ts).
 */
export class KeptCopyError extends ApiCallError {
  constructor(
    message: string,
    data: unknown,
    readonly keptAt: number,
  ) {
    super('ERR_NETWORK', message, data);
    this.name = 'KeptCopyError';
  }
}
