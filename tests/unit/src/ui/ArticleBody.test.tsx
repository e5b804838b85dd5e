import { render, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { allowedUrl, ARTICLE_ATTRIBUTES, ARTICLE_TAGS, IMAGE_SCHEMES, LINK_SCHEMES } from '../../../../common/html-policy';
import { ArticleBody } from '../../../../src/ui/ArticleBody';
import { XSS_PAYLOADS } from '../../common/xss-payloads';

// The article view sanitises in the browser (DOMPurify) under the shared policy, whatever the server sent: every
// known payload renders with only the policy's tags and attributes, no script URL, links opening outside, pictures lazy.

afterEach(cleanup);

const ADDED: Readonly<Record<string, readonly string[]>> = { a: ['target', 'rel'], img: ['loading', 'decoding'] };

function violations(root: Element): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (!(ARTICLE_TAGS as readonly string[]).includes(tag)) found.push(`tag ${tag}`);
    const allowed = [...(ARTICLE_ATTRIBUTES[tag] ?? []), ...(ADDED[tag] ?? [])];
    for (const { name, value } of element.attributes) {
      if (!allowed.includes(name)) found.push(`attribute ${name} on ${tag}`);
      if (name === 'href' && !allowedUrl(value, LINK_SCHEMES)) found.push(`href ${value}`);
      if (name === 'src' && !allowedUrl(value, IMAGE_SCHEMES)) found.push(`src ${value}`);
    }
    if (tag === 'a' && (element.getAttribute('rel') !== 'noopener noreferrer' || element.getAttribute('target') !== '_blank'))
      found.push('link opens inside');
    if (tag === 'img' && element.getAttribute('loading') !== 'lazy') found.push('picture not lazy');
  }
  return found;
}

describe('the article view', () => {
  it(`renders ${XSS_PAYLOADS.length} known XSS payloads harmless`, () => {
    for (const payload of XSS_PAYLOADS) {
      const { getByTestId, unmount } = render(<ArticleBody html={payload} />);
      const body = getByTestId('article-body');
      expect(violations(body), `${payload}\n=> ${body.innerHTML}`).toEqual([]);
      unmount();
    }
  });

  it('keeps the article itself: text, a safe link opening outside, a lazy picture', () => {
    const { getByTestId } = render(
      <ArticleBody
        html={
          '<h2>Hours</h2><p>Crypto <b>never</b> closes. <a href="https://meridian.example/help" target="_self">Help</a></p><img src="/api/common/upload/a.png" alt="chart" onerror="x()">'
        }
      />,
    );
    const body = getByTestId('article-body');
    expect(body.querySelector('h2')?.textContent).toBe('Hours');
    const link = body.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://meridian.example/help');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    const picture = body.querySelector('img');
    expect(picture?.getAttribute('loading')).toBe('lazy');
    expect(picture?.hasAttribute('onerror')).toBe(false);
  });
});
