import { msg } from '@lingui/core/macro';
import { intlTag } from '@/lib/i18n';
import { formatAmountText } from '@/lib/format';
import { i18n } from './i18n';

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

const MINUTE_MS = 60_000;

/**
 * How long something has waited, at a glance and to the minute: "45 min", "3 h 20 min", "2 d 5 h". `ms` is measured
 * on the server's clock (a queue's answer says its time), never the browser's.
 */
export function waitingText(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / MINUTE_MS));
  if (minutes < 1) return i18n._(msg`under 1 min`);
  if (minutes < 60) return i18n._(msg`${minutes} min`);
  const hours = Math.floor(minutes / 60);
  if (hours < 24) {
    const rest = minutes % 60;
    return i18n._(msg`${hours} h ${rest} min`);
  }
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return i18n._(msg`${days} d ${rest} h`);
}
