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
