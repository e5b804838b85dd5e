import { LOCALES, type LocaleCode } from '../../common/locales';

// How the agreement writes its numbers and dates in its language (the same formats the PWA's Intl calls give that
// language). Amounts and rates arrive as exact decimal strings and are formatted as strings, so no figure passes
// through a binary float on its way into what the user signs.

/** An amount with at least its 2 decimals and no digit dropped ("1013.5" -> "1.013,50" in German). */
export function agreementAmount(locale: LocaleCode, amount: string): string {
  return new Intl.NumberFormat(LOCALES[locale].tag, { minimumFractionDigits: 2, maximumFractionDigits: 20 }).format(amount as `${number}`);
}

/** A percentage given as its number of percent ("0.25" -> "0,25 %" in French). */
export function agreementPercent(locale: LocaleCode, percent: string): string {
  return new Intl.NumberFormat(LOCALES[locale].tag, { style: 'percent', maximumFractionDigits: 20 }).format(`${percent}E-2` as `${number}`);
}

/** A count of days. */
export function agreementCount(locale: LocaleCode, count: number): string {
  return new Intl.NumberFormat(LOCALES[locale].tag).format(count);
}

/** A calendar day, YYYY-MM-DD, as the language writes it in full ("26 novembre 2026"). */
export function agreementDay(locale: LocaleCode, day: string): string {
  return new Intl.DateTimeFormat(LOCALES[locale].tag, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** A moment, to the second, in UTC (the PDF's record). */
export function agreementTime(locale: LocaleCode, at: Date): string {
  const text = new Intl.DateTimeFormat(LOCALES[locale].tag, {
    dateStyle: 'long',
    timeStyle: 'medium',
    timeZone: 'UTC',
    hourCycle: 'h23',
  }).format(at);
  return `${text} UTC`;
}
