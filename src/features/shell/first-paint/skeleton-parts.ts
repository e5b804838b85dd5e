// The pieces the prerendered skeletons (skeleton.ts, trade-skeleton.ts) are made of.

/** A text in every language, by BCP 47 tag (the document's lang). */
export type Translations = Record<string, string>;

export const repeat = (count: number, html: string) => html.repeat(count);

/** A grey bar where a text or a figure will be; `modifier` sizes it (skeleton.css, .fp-<modifier>). */
export const bar = (modifier = '') => `<span class="fp-bar${modifier ? ` fp-${modifier}` : ''}"></span>`;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A text in each language, each in a span of its own language: the CSS shows the page's (the boot script sets the
 * document's lang before the first paint), so the skeleton says it as the screen will, with no script.
 */
export function inEveryLanguage(texts: Translations): string {
  const spans = Object.entries(texts).map(([tag, text]) => `<span lang="${tag}">${escapeHtml(text)}</span>`);
  return `<span class="fp-t">${spans.join('')}</span>`;
}

/** Shows each prerendered text in the page's language only. */
export function languageCss(tags: readonly string[]): string {
  const shown = tags.map((tag) => `html[lang="${tag}"] .fp-t>[lang="${tag}"]{display:inline}`);
  return `.fp-t>span{display:none}${shown.join('')}`;
}
