import sanitizeHtml from 'sanitize-html';
import {
  allowedUrl,
  ARTICLE_ATTRIBUTES,
  ARTICLE_TAGS,
  DROPPED_WITH_CONTENT,
  IMAGE_LOADING,
  IMAGE_SCHEMES,
  LINK_REL,
  LINK_SCHEMES,
  LINK_TARGET,
} from '../../common/html-policy';

// Article HTML as it is stored: sanitised with sanitize-html under the shared policy (common/html-policy.ts) when an
// operator saves it, so what the database holds is already safe; the browser sanitises it again before showing it.

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...ARTICLE_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(ARTICLE_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
  allowedSchemes: [...LINK_SCHEMES],
  allowedSchemesByTag: { img: [...IMAGE_SCHEMES] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...DROPPED_WITH_CONTENT],
  allowedStyles: {},
  transformTags: {
    a: (tagName, { href, ...attribs }) => ({
      tagName,
      attribs: {
        ...(href !== undefined && allowedUrl(href, LINK_SCHEMES) ? { href } : {}),
        ...attribs,
        target: LINK_TARGET,
        rel: LINK_REL,
      },
    }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: IMAGE_LOADING, decoding: 'async' } }),
  },
  // A URL the scheme check let through still gets the shared check (spaces and controls inside a scheme).
  exclusiveFilter: (frame) => frame.tag === 'img' && !allowedUrl(frame.attribs.src ?? '', IMAGE_SCHEMES),
};

// The attributes the transforms add must survive the attribute filter.
OPTIONS.allowedAttributes = {
  ...(OPTIONS.allowedAttributes as Record<string, string[]>),
  a: [...(ARTICLE_ATTRIBUTES.a ?? []), 'target', 'rel'],
  img: [...(ARTICLE_ATTRIBUTES.img ?? []), 'loading', 'decoding'],
};

export function sanitizeArticleHtml(html: string): string {
  const clean = sanitizeHtml(html, OPTIONS);
  // A second pass over the first one's output changes nothing: what is stored is stable.
  return sanitizeHtml(clean, OPTIONS).trim();
}
