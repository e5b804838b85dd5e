import * as z from 'zod/mini';
import { allowedUrl } from '../../html-policy';
import { boundedText } from './fields';

// Field rules of the content calls (news, companies, settings): plain text that must not carry markup, and URLs of
// the web or of this site only.

/** Markup in a plain-text field: a tag, a comment or a doctype. Plain text is shown as text, but storing markup in
 * it helps nobody, and it would turn hostile wherever some later screen forgot to escape it. */
const MARKUP = /<[a-z!/?]/i;

/** Plain text of at most `max` characters, refused when it holds markup. */
export function plainText(max: number, min = 0) {
  return z.pipe(boundedText(max, min), z.string().check(z.refine((value) => !MARKUP.test(value), 'contains markup')));
}

/** Optional plain text: '' when absent. */
export const optionalPlain = (max: number) => z._default(z.optional(plainText(max)), '');

/** An http(s) URL or a path on this site (an upload), or ''. */
export const webUrl = z._default(
  z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(500),
      z.refine(
        (value) =>
          value === '' ||
          (allowedUrl(value, ['https', 'http']) && !/\s/.test(value) && (/^https?:\/\//i.test(value) || value.startsWith('/'))),
        'not a web address',
      ),
    ),
  ),
  '',
);

/** An email address, or ''. */
export const optionalEmail = z._default(
  z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(254),
      z.refine((value) => value === '' || z.safeParse(z.email(), value).success, 'not an email'),
    ),
  ),
  '',
);
