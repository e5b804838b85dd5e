import type { Translations } from '../../common/localized-text';

// The seeded loan terms' titles and descriptions in other languages than English (./loans.ts holds the English), by
// config id, in the words the app's loan screens use in each language (hk 貸款 / 提前還款, jp ローン / 繰り上げ返済,
// de Kredit / vorzeitige Rückzahlung).

const HK_REPAID_ONCE = '到期時一次過還清；提前還款不收取任何費用。';
const JP_REPAID_ONCE = '期間の終わりに一括で返済します。繰り上げ返済は無料です。';
const DE_REPAID_ONCE = 'Zurückgezahlt wird in einer Zahlung am Ende der Laufzeit; eine vorzeitige Rückzahlung kostet nichts.';

export const LOAN_CONFIG_TEXTS: Readonly<Record<1 | 2 | 3, Translations>> = {
  1: {
    hk: { title: '短期貸款', desc: `適合短期而有計劃的資金需要。${HK_REPAID_ONCE}` },
    jp: { title: '短期ローン', desc: `短期間の計画的な資金需要に。${JP_REPAID_ONCE}` },
    de: { title: 'Kurzkredit', desc: `Für einen kurzen, geplanten Bedarf. ${DE_REPAID_ONCE}` },
  },
  2: {
    hk: { title: '月度貸款', desc: `一個月內還款，首數天免息。${HK_REPAID_ONCE}` },
    jp: { title: '1か月ローン', desc: `返済まで1か月、最初の数日間は無利息です。${JP_REPAID_ONCE}` },
    de: { title: 'Monatskredit', desc: `Ein Monat Zeit zur Rückzahlung, die ersten Tage zinsfrei. ${DE_REPAID_ONCE}` },
  },
  3: {
    hk: { title: '三個月貸款', desc: `適合較大金額，為期三個月，首星期免息。${HK_REPAID_ONCE}` },
    jp: { title: '3か月ローン', desc: `より大きな金額を3か月で。最初の1週間は無利息です。${JP_REPAID_ONCE}` },
    de: { title: 'Dreimonatskredit', desc: `Für größere Beträge über drei Monate, die erste Woche zinsfrei. ${DE_REPAID_ONCE}` },
  },
};
