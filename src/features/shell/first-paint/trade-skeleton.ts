import { bar, inEveryLanguage, repeat, type Translations } from './skeleton-parts';

// The trade screen's skeleton (issue 20: /trade's first paint), beside the home screen's in index.html's #root and
// shown instead of it when the page is opened at /trade: the contract and options switch, the instrument's header,
// the chart's place, the contract form's fields with their names, the names of what the order will cost (its
// preview), and buy and sell above the tab bar, in the places
// and sizes TradeScreen and ContractForm draw them. What needs data (the instrument, its price, the candles, the
// chosen lots and multiple) is a grey bar until React draws the screen itself.

/** The trade screen's words, prerendered in every language (see PRERENDERED_MESSAGES). */
export interface TradeWords {
  contract: Translations;
  options: Translations;
  price: Translations;
  lots: Translations;
  multiple: Translations;
  stopLoss: Translations;
  takeProfit: Translations;
  margin: Translations;
  fee: Translations;
  freeAfter: Translations;
  buy: Translations;
  sell: Translations;
}

const PERIODS = 6;
const MULTIPLES = 4;

const field = (name: Translations, control: string) =>
  `<div class="fp-field"><span class="fp-label">${inEveryLanguage(name)}</span>${control}</div>`;
const check = (name: Translations) =>
  `<div class="fp-field fp-checkrow"><span class="fp-check"></span><span class="fp-label fp-strong">${inEveryLanguage(name)}</span></div>`;

export function tradeSkeletonHtml(words: TradeWords): string {
  const kinds = `<div class="fp-kinds"><span class="fp-kind fp-kind-on">${inEveryLanguage(words.contract)}</span><span class="fp-kind">${inEveryLanguage(words.options)}</span></div>`;
  const header = `<div class="fp-instrument"><span class="fp-dot fp-mark"></span>${bar('name')}<span class="fp-quote-end">${bar('figure')}${bar('change')}</span></div>`;
  const periods = `<div class="fp-periods">${repeat(PERIODS, '<span class="fp-period"></span>')}</div>`;
  const form =
    `<div class="fp-form">` +
    field(words.price, `<span class="fp-pills">${repeat(2, '<span class="fp-pill"></span>')}</span>`) +
    field(words.lots, '<span class="fp-stepper"></span>') +
    field(words.multiple, `<span class="fp-pills">${repeat(MULTIPLES, '<span class="fp-pill fp-pill-s"></span>')}</span>`) +
    check(words.stopLoss) +
    check(words.takeProfit) +
    `<div class="fp-preview">${[words.margin, words.fee, words.freeAfter].map((name) => `<div><span class="fp-term">${inEveryLanguage(name)}</span>${bar('amount')}</div>`).join('')}</div>` +
    `</div>`;
  const actions = `<div class="fp-actions"><span class="fp-side fp-buy">${inEveryLanguage(words.buy)}</span><span class="fp-side fp-sell">${inEveryLanguage(words.sell)}</span></div>`;
  return `<div class="fp-trade">${kinds}${header}${periods}<div class="fp-chartbox"></div>${form}${actions}</div>`;
}
