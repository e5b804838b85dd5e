import type { BodyEncoding } from '@common/api/endpoint';

type Plain = Record<string, unknown>;

function defined(input: Plain): [string, unknown][] {
  return Object.entries(input).filter(([, value]) => value !== undefined && value !== null);
}

/** Query parameters for GET and DELETE: strings of every defined value, plus the `t` timestamp (spec section 7). */
export function toSearchParams(input: Plain, now: number): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of defined(input)) params.set(key, String(value));
  params.set('t', String(now));
  return params;
}

/** The body in the encoding the endpoint declares. */
export function toBody(input: Plain, encoding: BodyEncoding): { body: BodyInit; contentType?: string } {
  if (encoding === 'form') {
    const form = new URLSearchParams();
    for (const [key, value] of defined(input)) form.set(key, String(value));
    return { body: form, contentType: 'application/x-www-form-urlencoded;charset=UTF-8' };
  }
  if (encoding === 'multipart') {
    const data = new FormData();
    for (const [key, value] of defined(input)) data.set(key, value instanceof Blob ? value : String(value));
    // The browser writes the multipart boundary into the content type itself.
    return { body: data };
  }
  return { body: JSON.stringify(input), contentType: 'application/json' };
}
