import { useLingui } from '@lingui/react/macro';
import type { InboxEntry } from '@common/api/notify';
import type { SecurityEvent } from '@common/security';
import { formatAmountText } from '@/lib/format';
import { moneyText, profitText } from '@/lib/money-text';
import { useFormat } from '@/lib/useFormat';
import { securityEventMessage, useDeviceText } from '@/shared/security';
import { entryText, type EntryText } from './entry-text';

/**
 * An inbox entry's words in the reader's language (entry-text.ts), with the security log's names for devices and
 * events, and the trading entries' figures grouped as the orders screen writes them (prices keep the decimals the
 * server gave them, money 2 decimals with its sign).
 */
export function useEntryText(): (entry: Pick<InboxEntry, 'kind' | 'detail'>) => EntryText {
  const { t, i18n } = useLingui();
  const deviceText = useDeviceText();
  const { tag } = useFormat();
  const figure = (value: string) => formatAmountText(value, tag);
  // The orders screen's words for a direction (useOrderLabels), the same msgids and contexts.
  const sideText = (side: 'buy' | 'sell') =>
    side === 'buy' ? t({ message: 'Buy', context: 'order direction' }) : t({ message: 'Sell', context: 'order direction' });
  return (entry) =>
    entryText(entry, {
      newDeviceSignIn: (userAgent) => {
        const device = deviceText(userAgent);
        return t`New sign-in from ${device}`;
      },
      address: (address) => address ?? t`Unknown address`,
      // securityEventMessage takes any string the server sends (an event it does not know reads generally).
      securityChange: (event, factor) =>
        i18n._(securityEventMessage({ event: event as SecurityEvent, detail: factor === null ? {} : { factor } })),
      contractClosed: (reason, order) => {
        const instrument = order.instrument;
        const side = sideText(order.side);
        const lots = figure(order.lots);
        switch (reason) {
          case 'stop_loss':
            return t`Stop-loss closed ${instrument} ${side} ${lots} lots`;
          case 'take_profit':
            return t`Take-profit closed ${instrument} ${side} ${lots} lots`;
          case 'stop_out':
            return t`Stop-out closed ${instrument} ${side} ${lots} lots`;
        }
      },
      orderFilled: (order) => {
        const instrument = order.instrument;
        const side = sideText(order.side);
        const lots = figure(order.lots);
        return t`Pending order filled: ${instrument} ${side} ${lots} lots`;
      },
      optionSettled: (result, option) => {
        const instrument = option.instrument;
        const direction =
          option.direction === 'up'
            ? t({ message: 'Up', context: 'option direction' })
            : t({ message: 'Down', context: 'option direction' });
        const amount = moneyText(option.amount, tag);
        return result === 'win'
          ? t`Option won: ${instrument} ${direction}, ${amount} USD`
          : t`Option lost: ${instrument} ${direction}, ${amount} USD`;
      },
      result: (value, at) => {
        const profit = profitText(value, tag).text;
        const price = figure(at);
        return t`Profit ${profit} USD at ${price}`;
      },
      fillPrice: (at) => {
        const price = figure(at);
        return t`At ${price}`;
      },
      notice: t`Account notice`,
    });
}
