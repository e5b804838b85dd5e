// The home screen's skeleton, written into index.html's #root at build time so the first paint needs no JavaScript:
// the header with the logo and the brand, the search bar, the balance card, the strip of quotes, the shortcut tiles,
// the news link, the instrument rows and the tab bar, in the places and sizes the home screen draws them while its
// data loads (HomeScreen and its parts). A guest's balance card holds its sentence, in every language, and the
// CSS shows the one of the page's language (set by the boot script before the first paint): it is the largest text
// of the home screen and needs no data, so the screen's largest paint is the prerendered one. The brand is the
// product's name in every language. React replaces all of it with the screen itself. skeleton.css, inlined beside
// it, styles it with the theme's variables, and with logical properties so Arabic gets it mirrored.

/** The guest card's sentence by BCP 47 tag (the document's lang), as the home screen's BalanceCard says it. */
export type GuestInvite = Record<string, string>;

const STRIP_CARDS = 3;
const TILES = 4;
const CHIPS = 5;
const ROWS = 6;
const TABS = 6;

const repeat = (count: number, html: string) => html.repeat(count);

const bar = (modifier = '') => `<span class="fp-bar${modifier ? ` fp-${modifier}` : ''}"></span>`;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The skeleton's markup; `logo` is the logo's SVG, inlined so the first paint waits for no image. */
export function skeletonHtml(logo: string, invite: GuestInvite): string {
  const sentences = Object.entries(invite)
    .map(([tag, text]) => `<span lang="${tag}">${escapeHtml(text)}</span>`)
    .join('');
  const header = `<div class="fp-header"><span class="fp-logo">${logo}</span><span class="fp-brand">Meridian</span><span class="fp-icon"></span><span class="fp-icon"></span></div>`;
  const balance = `<div class="fp-card fp-balance"><p class="fp-invite">${sentences}</p><div class="fp-pair"><span class="fp-button"></span><span class="fp-button"></span></div></div>`;
  const strip = `<div class="fp-strip">${repeat(STRIP_CARDS, `<div class="fp-card fp-quote">${bar('short')}${bar()}${bar('chart')}</div>`)}</div>`;
  const tiles = `<div class="fp-tiles">${repeat(TILES, `<div class="fp-card fp-tile"><span class="fp-dot"></span>${bar('short')}</div>`)}</div>`;
  const news = `<div class="fp-card fp-news">${bar()}</div>`;
  const chips = `<div class="fp-chips">${repeat(CHIPS, bar('chip'))}</div>`;
  const rows = `<div class="fp-rows">${bar('heading')}${chips}${repeat(ROWS, `<div class="fp-row"><span class="fp-dot fp-coin"></span><span class="fp-lines">${bar()}${bar('short')}</span>${bar('price')}</div>`)}</div>`;
  const tabs = `<div class="fp-tabbar">${repeat(TABS, `<span class="fp-tab"><span class="fp-dot"></span>${bar('short')}</span>`)}</div>`;
  return `<div class="fp-frame" aria-hidden="true"><div class="fp-home">${header}<div class="fp-search"></div>${balance}${strip}${tiles}${news}${rows}</div>${tabs}</div>`;
}

/** Shows the guest sentence of the page's language only (the document's lang is set before the first paint). */
export function skeletonLanguageCss(invite: GuestInvite): string {
  const shown = Object.keys(invite).map((tag) => `html[lang="${tag}"] .fp-invite>[lang="${tag}"]{display:inline}`);
  return `.fp-invite>span{display:none}${shown.join('')}`;
}
