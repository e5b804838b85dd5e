// How the orders screen writes its figures: money with 2 decimals, prices with the instrument's own decimals,
// times in the user's own zone (src/lib/format.ts has the rule). Copy trading writes its copies the same way, so
// these live in src/lib.

export { moneyText, profitText, type Tone } from '@common/money-text';
export { percentText, priceText, timeText, zoneText } from '@/lib/order-text';
