// The few functions of http_ece (the content encryption web-push itself uses, RFC 8188) the fake push service calls
// to read a push as the browser would; the package ships no types.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  export function decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer }): Buffer;
}
