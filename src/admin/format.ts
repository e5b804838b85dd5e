import { intlTag } from '@/lib/i18n';
import { formatAmountText } from '@/lib/format';

// Times and amounts as the console shows them, in the console's language. Amounts stay the server's decimal text,
// grouped for reading (src/lib/format), never turned into floating point.

export function timeText(epochMs: number | null | undefined, locale: string): string {
  if (epochMs === null || epochMs === undefined || epochMs === 0) return '—';
  return new Intl.DateTimeFormat(intlTag(locale), { dateStyle: 'short', timeStyle: 'medium' }).format(epochMs);
}

export function amountText(amount: string | null | undefined, locale: string): string {
  if (amount === null || amount === undefined || amount === '') return '—';
  return formatAmountText(amount, intlTag(locale));
}

/** A time of day, to the second: how recent a tick is, read at a glance. */
export function clockText(epochMs: number | null, locale: string): string {
  if (epochMs === null) return '—';
  return new Intl.DateTimeFormat(intlTag(locale), { timeStyle: 'medium' }).format(epochMs);
}
