// The periods the console's money figures are summed over: today, the last 7 days and the last 30, each counted in
// whole days of the product's calendar (today included). The console offers them; the server sums over them.
export const MONEY_PERIODS = ['today', '7d', '30d'] as const;
export type MoneyPeriod = (typeof MONEY_PERIODS)[number];

/** How many days each period spans, today included. */
export const PERIOD_DAYS: Readonly<Record<MoneyPeriod, number>> = { today: 1, '7d': 7, '30d': 30 };
