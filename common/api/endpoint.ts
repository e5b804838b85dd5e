import type * as z from 'zod/v4/core';
import type { noInput } from './input/fields';
import type { OperatorRole } from './operator-roles';

// One description of an API call serves both sides: the PWA calls it with its path, method and body encoding, and
// gets the input and response types; the server registers it with the schema that checks its input. The schemas
// live apart, in `input/<area>.ts`, and only the server loads them: the description carries their type, not their
// value, so zod stays out of the PWA's bundle.

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/** How the body travels: JSON, form-encoded (where the spec says so) or multipart (uploads). */
export type BodyEncoding = 'json' | 'form' | 'multipart';

/** Any zod schema, from the full API or the mini one. */
export type Schema = z.$ZodType;

/** The schema of a call that takes no parameters. */
export type NoInput = typeof noInput;

export interface Endpoint<Input extends Schema, Output, Auth extends boolean = boolean> {
  method: HttpMethod;
  path: string;
  encoding: BodyEncoding;
  /** Whether the call needs a user session (code 999 without one). */
  auth: Auth;
  /** Whether the call moves money or opens positions, so it must carry an Idempotency-Key. */
  idempotent: boolean;
  /** A back-office call (/admin/api): the operator roles it allows; admins only when absent (./operator-roles.ts). */
  roles?: readonly OperatorRole[];
  /** Never set: carries the type of the input's schema (query parameters for GET and DELETE, the body otherwise). */
  readonly input?: Input;
  /** Never read: carries the response type to the client. */
  readonly output?: Output;
}

export type AnyEndpoint = Endpoint<Schema, unknown>;
/** The schema the server must check a call's input with. */
export type EndpointSchema<E> = E extends Endpoint<infer I, unknown> ? I : never;
export type EndpointInput<E> = E extends Endpoint<infer I, unknown> ? z.input<I> : never;
export type EndpointParsedInput<E> = E extends Endpoint<infer I, unknown> ? z.output<I> : never;
export type EndpointOutput<E> = E extends Endpoint<Schema, infer O> ? O : never;

interface EndpointOptions<Auth extends boolean> {
  method: HttpMethod;
  path: string;
  encoding?: BodyEncoding;
  auth?: Auth;
  idempotent?: boolean;
  roles?: readonly OperatorRole[];
}

/**
 * Declares a call. The type arguments are the response type and the type of the input's schema
 * (`typeof input.<call>`, imported as a type only); a call without parameters leaves the second out.
 */
export function endpoint<Output, Input extends Schema = NoInput>() {
  return <const Auth extends boolean = false>(options: EndpointOptions<Auth>): Endpoint<Input, Output, Auth> => ({
    encoding: 'json',
    auth: false as Auth,
    idempotent: false,
    ...options,
  });
}
