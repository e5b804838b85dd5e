import DOMPurify from 'dompurify';
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
} from '@common/html-policy';

// Article HTML as the browser shows it: sanitised with DOMPurify under the same policy the server applied when the
// article was saved (common/html-policy.ts). The server's copy is already clean; this is the second lock, against
// a compromised back office or a cached answer from before a policy change.

const ALL_ATTRIBUTES = [...new Set(Object.values(ARTICLE_ATTRIBUTES).flat())];

// An instance of its own, so its hooks touch no other use of DOMPurify.
const purifier = DOMPurify(window);

purifier.addHook('uponSanitizeAttribute', (node, event) => {
  const tag = node.nodeName.toLowerCase();
  const allowed = ARTICLE_ATTRIBUTES[tag] ?? [];
  if (!allowed.includes(event.attrName)) {
    event.keepAttr = false;
    return;
  }
  if (event.attrName === 'href' && !allowedUrl(event.attrValue, LINK_SCHEMES)) event.keepAttr = false;
  if (event.attrName === 'src' && !allowedUrl(event.attrValue, IMAGE_SCHEMES)) event.keepAttr = false;
});

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName === 'A') {
    node.setAttribute('target', LINK_TARGET);
    node.setAttribute('rel', LINK_REL);
  }
  if (node.nodeName === 'IMG') {
    // A picture without a source it may load is no picture.
    if (!node.hasAttribute('src')) node.remove();
    node.setAttribute('loading', IMAGE_LOADING);
    node.setAttribute('decoding', 'async');
  }
});

export function sanitizeArticle(html: string): string {
  return purifier.sanitize(html, {
    ALLOWED_TAGS: [...ARTICLE_TAGS],
    ALLOWED_ATTR: [...ALL_ATTRIBUTES, 'target', 'rel', 'loading', 'decoding'],
    ADD_FORBID_CONTENTS: [...DROPPED_WITH_CONTENT],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
