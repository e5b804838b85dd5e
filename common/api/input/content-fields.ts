import * as z from 'zod/mini';
import { allowedUrl } from '../../html-policy';
import { boundedText, multilineText } from './fields';

// Field rules of the content calls (news, companies, settings): plain text that must not carry markup, and URLs of
// the web or of this site only.

/** Markup in a plain-text field: a tag, a comment or a doctype. Plain text is shown as text, but storing markup in
 * it helps nobody, and it would turn hostile wherever some later screen forgot to escape it. */
const MARKUP = /<[a-z!/?]/i;

/** Plain text of at most `max` characters, refused when it holds markup. */
export function plainText(max: number, min = 0) {
  return z.pipe(boundedText(max, min), z.string().check(z.refine((value) => !MARKUP.test(value), 'contains markup')));
}

/** Plain text on several lines (a note, a reason), refused when it holds markup. */
export function plainLines(max: number, min = 0) {
  return z.pipe(multilineText(max, min), z.string().check(z.refine((value) => !MARKUP.test(value), 'contains markup')));
}

/** Optional plain text: '' when absent. */
export const optionalPlain = (max: number) => z._default(z.optional(plainText(max)), '');

/** Whether `value` is '' or an http(s) URL or a path on this site (an upload), with no space in it. */
const isWebAddress = (value: string) =>
  value === '' || (allowedUrl(value, ['https', 'http']) && !/\s/.test(value) && (/^https?:\/\//i.test(value) || value.startsWith('/')));

/** An http(s) URL or a path on this site (an upload), or ''. */
export const webUrl = z._default(z.optional(z.pipe(boundedText(500), z.string().check(z.refine(isWebAddress, 'not a web address')))), '');

/** An email address, or ''. */
export const optionalEmail = z._default(
  z.optional(
    z.pipe(boundedText(254), z.string().check(z.refine((value) => value === '' || z.safeParse(z.email(), value).success, 'not an email'))),
  ),
  '',
);
