import { describe, expect, it } from 'vitest';
import { allowedUrl, ARTICLE_ATTRIBUTES, ARTICLE_TAGS, IMAGE_SCHEMES, LINK_SCHEMES } from '../../../../common/html-policy';
import { sanitizeArticleHtml } from '../../../../server/content/sanitize';
import { XSS_PAYLOADS } from '../../common/xss-payloads';

// The server's sanitiser against known XSS payloads: what it keeps must be only the policy's tags and attributes,
// with no URL of another scheme, every link opening outside with noopener, every picture lazy.

const ADDED: Readonly<Record<string, readonly string[]>> = { a: ['target', 'rel'], img: ['loading', 'decoding'] };

function decode(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** What in `html` breaks the policy (sanitize-html escapes every `<` of text, so each `<` left opens a real tag). */
function violations(html: string): string[] {
  const found: string[] = [];
  for (const [, closing, name, rest] of html.matchAll(/<(\/?)([a-zA-Z0-9]+)([^>]*)>/g)) {
    const tag = name!.toLowerCase();
    if (!(ARTICLE_TAGS as readonly string[]).includes(tag)) found.push(`tag ${tag}`);
    if (closing) continue;
    const attributes = [...rest!.matchAll(/([^\s=]+)="([^"]*)"/g)].map(([, key, value]) => [key!.toLowerCase(), decode(value!)] as const);
    const allowed = [...(ARTICLE_ATTRIBUTES[tag] ?? []), ...(ADDED[tag] ?? [])];
    for (const [key, value] of attributes) {
      if (!allowed.includes(key)) found.push(`attribute ${key} on ${tag}`);
      if (key === 'href' && !allowedUrl(value, LINK_SCHEMES)) found.push(`href ${value}`);
      if (key === 'src' && !allowedUrl(value, IMAGE_SCHEMES)) found.push(`src ${value}`);
      if (/script:/i.test(value.replace(/\s/g, ''))) found.push(`script URL ${value}`);
    }
    const names = attributes.map(([key]) => key);
    if (tag === 'a' && !(attributes.some(([key, value]) => key === 'rel' && value === 'noopener noreferrer') && names.includes('target')))
      found.push('link without rel and target');
    if (tag === 'img' && !attributes.some(([key, value]) => key === 'loading' && value === 'lazy')) found.push('picture not lazy');
  }
  return found;
}

describe('the server sanitiser', () => {
  it(`holds ${XSS_PAYLOADS.length} known XSS payloads to the shared policy`, () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
    for (const payload of XSS_PAYLOADS) {
      const clean = sanitizeArticleHtml(payload);
      expect(violations(clean), `${payload}\n=> ${clean}`).toEqual([]);
      expect(clean.toLowerCase(), payload).not.toMatch(/<script|<iframe|<svg|<form|<object|<embed|<style|<meta|<base|<link/);
    }
  });

  it('keeps an article whole: headings, lists, tables, links and pictures', () => {
    const html =
      '<h2>Hours</h2><p>Forex <strong>closes</strong> on <em>Friday</em>.</p><ul><li>one</li></ul>' +
      '<table><tbody><tr><td colspan="2">cell</td></tr></tbody></table>' +
      '<p><a href="https://meridian.example/help" title="Help">help</a> <a href="mailto:support@meridian.example">mail</a></p>' +
      '<img src="https://meridian.example/a.png" alt="chart" width="800">';
    const clean = sanitizeArticleHtml(html);
    expect(clean).toContain('<h2>Hours</h2>');
    expect(clean).toContain('<strong>closes</strong>');
    expect(clean).toContain('<td colspan="2">cell</td>');
    expect(clean).toContain('<a href="https://meridian.example/help" title="Help" target="_blank" rel="noopener noreferrer">help</a>');
    expect(clean).toContain('href="mailto:support@meridian.example"');
    expect(clean).toContain('<img src="https://meridian.example/a.png" alt="chart" width="800" loading="lazy" decoding="async" />');
    expect(violations(clean)).toEqual([]);
  });

  it('drops what scripts and frames hold, not just their tags, and is stable on its own output', () => {
    expect(sanitizeArticleHtml('<p>a</p><script>steal()</script><iframe>frame text</iframe><p>b</p>')).toBe('<p>a</p><p>b</p>');
    for (const payload of XSS_PAYLOADS) {
      const once = sanitizeArticleHtml(payload);
      expect(sanitizeArticleHtml(once)).toBe(once);
    }
  });

  it('refuses URLs that leave by a scheme or by a protocol-relative path', () => {
    expect(allowedUrl('java\tscript:alert(1)', LINK_SCHEMES)).toBe(false);
    expect(allowedUrl(' \u0001javascript:alert(1)', LINK_SCHEMES)).toBe(false);
    expect(allowedUrl('//evil.example', LINK_SCHEMES)).toBe(false);
    expect(allowedUrl('/\\evil.example', LINK_SCHEMES)).toBe(false);
    expect(allowedUrl('data:image/png;base64,AAAA', IMAGE_SCHEMES)).toBe(false);
    expect(allowedUrl('/api/common/upload/a.png', IMAGE_SCHEMES)).toBe(true);
    expect(allowedUrl('HTTPS://meridian.example', LINK_SCHEMES)).toBe(true);
  });
});
