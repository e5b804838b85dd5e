// The one policy for article HTML (news), read by the server's sanitiser when an article is saved
// (server/content/sanitize.ts, sanitize-html) and by the browser's before it is shown (src/lib/safe-html.ts,
// DOMPurify), so both keep exactly the same things. Anything not listed here is removed: scripts, styles, event
// handlers, frames, forms, embedded objects, `style` attributes and every URL scheme but those below.

/** Tags an article may use: text structure, lists, tables, links and pictures. */
export const ARTICLE_TAGS = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'small',
  'mark',
  'blockquote',
  'code',
  'pre',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'span',
  'div',
] as const;

/** Attributes per tag; no tag keeps any other (no `style`, no `on*`, no `class`, no `id`). */
export const ARTICLE_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
  ol: ['start'],
};

/** URL schemes a link may point to; anything else (javascript:, data:, vbscript:, file:) is dropped. */
export const LINK_SCHEMES = ['https', 'http', 'mailto'] as const;

/** URL schemes a picture may come from: the web, never data: or javascript:. */
export const IMAGE_SCHEMES = ['https', 'http'] as const;

/** Added to every link: it opens outside the app, and the page it opens gets no handle on this one. */
export const LINK_TARGET = '_blank';
export const LINK_REL = 'noopener noreferrer';

/** Added to every picture: loaded when scrolled near, never before. (Width is capped by the article's style:
 * `max-width: 100%; height: auto`, so no picture is wider than the screen.) */
export const IMAGE_LOADING = 'lazy';

/** Tags whose whole content goes with them, not just the tag (a script's text must not become article text). */
export const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'template',
  'svg',
  'math',
  'select',
  'option',
  'title',
  'head',
] as const;

/** The longest article body accepted, in characters. */
export const ARTICLE_MAX_LENGTH = 9_000;

/** Whether `url` is one the policy lets `tag` keep: an allowed absolute scheme, or a path on this site. */
export function allowedUrl(url: string, schemes: readonly string[]): boolean {
  // Browsers ignore tabs, newlines and leading controls or spaces in a scheme ("java\tscript:"), so the check does too.
  // eslint-disable-next-line no-control-regex -- stripping what browsers strip is the point
  const compact = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1];
  if (scheme !== undefined) return schemes.includes(scheme.toLowerCase());
  // No scheme: only a path on this site ("/...") or a place in the page ("#..."), never protocol-relative
  // ("//evil.example", which leaves it) nor anything a browser might read another way.
  return /^(\/(?![\\/])|#)/.test(compact);
}
