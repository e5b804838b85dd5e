import type * as z from 'zod/v4/core';

// One description of an API call serves both sides: the server registers it and validates its input with the
// schema; the PWA calls it with the same path, method and body encoding, and gets the response type.

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/** How the body travels: JSON, form-encoded (where the spec says so) or multipart (uploads). */
export type BodyEncoding = 'json' | 'form' | 'multipart';

/** Any zod schema, from the full API or the mini one. */
export type Schema = z.$ZodType;

export interface Endpoint<Input extends Schema, Output, Auth extends boolean = boolean> {
  method: HttpMethod;
  path: string;
  /** Query parameters for GET and DELETE, the body otherwise. */
  input: Input;
  encoding: BodyEncoding;
  /** Whether the call needs a user session (code 999 without one). */
  auth: Auth;
  /** Whether the call moves money or opens positions, so it must carry an Idempotency-Key. */
  idempotent: boolean;
  /** Never read: carries the response type to the client. */
  readonly output?: Output;
}

export type AnyEndpoint = Endpoint<Schema, unknown>;
export type EndpointInput<E> = E extends Endpoint<infer I, unknown> ? z.input<I> : never;
export type EndpointParsedInput<E> = E extends Endpoint<infer I, unknown> ? z.output<I> : never;
export type EndpointOutput<E> = E extends Endpoint<Schema, infer O> ? O : never;

interface EndpointOptions<Input extends Schema, Auth extends boolean> {
  method: HttpMethod;
  path: string;
  input: Input;
  encoding?: BodyEncoding;
  auth?: Auth;
  idempotent?: boolean;
}

/** Declares a call; the response type is the one type argument given, the input type comes from the schema. */
export function endpoint<Output>() {
  return <Input extends Schema, const Auth extends boolean = false>(
    options: EndpointOptions<Input, Auth>,
  ): Endpoint<Input, Output, Auth> => ({
    encoding: 'json',
    auth: false as Auth,
    idempotent: false,
    ...options,
  });
}
