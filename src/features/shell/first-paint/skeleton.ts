// The home screen's skeleton, written into index.html's #root at build time so the first paint needs no JavaScript
// (the trade screen's is beside it, trade-skeleton.ts): the header with the logo and the brand, the search bar, the
// balance card, the strip of quotes, the shortcut tiles, the news link, the instrument rows and the tab bar, in the
// places and sizes the home screen draws them while its data loads (HomeScreen and its parts). A guest's balance card
// holds its sentence, in every language, and the CSS shows the one of the page's language (set by the boot script
// before the first paint): it is the largest text of the home screen and needs no data, so the screen's largest paint
// is the prerendered one. The brand is the product's name in every language. React replaces all of it with the screen
// itself. skeleton.css, inlined beside it, styles it with the theme's variables, and with logical properties so Arabic
// gets it mirrored.

import { bar, inEveryLanguage, repeat, type Translations } from './skeleton-parts';
import { tradeSkeletonHtml, type TradeWords } from './trade-skeleton';

/** The words the skeletons say, each in every language: the guest card's sentence and the trade screen's. */
export interface SkeletonWords extends TradeWords {
  invite: Translations;
}

const STRIP_CARDS = 3;
const TILES = 4;
const CHIPS = 5;
const ROWS = 6;
const TABS = 6;

/** The skeletons' markup; `logo` is the logo's SVG, inlined so the first paint waits for no image. */
export function skeletonHtml(logo: string, words: SkeletonWords): string {
  const header = `<div class="fp-header"><span class="fp-logo">${logo}</span><span class="fp-brand">Meridian</span><span class="fp-icon"></span><span class="fp-icon"></span></div>`;
  const balance = `<div class="fp-card fp-balance"><p class="fp-invite">${inEveryLanguage(words.invite)}</p><div class="fp-pair"><span class="fp-button"></span><span class="fp-button"></span></div></div>`;
  const strip = `<div class="fp-strip">${repeat(STRIP_CARDS, `<div class="fp-card fp-quote">${bar('short')}${bar()}${bar('chart')}</div>`)}</div>`;
  const tiles = `<div class="fp-tiles">${repeat(TILES, `<div class="fp-card fp-tile"><span class="fp-dot"></span>${bar('short')}</div>`)}</div>`;
  const news = `<div class="fp-card fp-news">${bar()}</div>`;
  const chips = `<div class="fp-chips">${repeat(CHIPS, bar('chip'))}</div>`;
  const rows = `<div class="fp-rows">${bar('heading')}${chips}${repeat(ROWS, `<div class="fp-row"><span class="fp-dot fp-coin"></span><span class="fp-lines">${bar()}${bar('short')}</span>${bar('price')}</div>`)}</div>`;
  const tabs = `<div class="fp-tabbar">${repeat(TABS, `<span class="fp-tab"><span class="fp-dot"></span>${bar('short')}</span>`)}</div>`;
  const home = `<div class="fp-home">${header}<div class="fp-search"></div>${balance}${strip}${tiles}${news}${rows}</div>`;
  return `<div class="fp-frame" aria-hidden="true">${home}${tradeSkeletonHtml(words)}${tabs}</div>`;
}
