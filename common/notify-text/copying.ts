import type { MessageDescriptor } from '@lingui/core';
import { COPY_SKIP_TEXT } from '../copy-skip-text';
import { COPY_SKIP_REASONS } from '../follow';
import { NOTIFICATION_KIND } from '../notify';
import { oneOf, textOf, type KindText } from './reader';
import { orderWordsOf } from './sides';
import { atPriceText, resultText } from './trading';

// The copy-trading entries' words: a trader's position copied, not copied (and why), a copy closed.

const OPENED: MessageDescriptor = /*i18n*/ { id: 'notify.copy.opened', message: 'Copied {trader}: {instrument} {side} {lots} lots' };
const SKIPPED: MessageDescriptor = /*i18n*/ { id: 'notify.copy.skipped', message: 'Not copied from {trader}: {instrument} {side}' };
const CLOSED: MessageDescriptor = /*i18n*/ {
  id: 'notify.copy.closed',
  message: 'Copy of {trader} closed: {instrument} {side} {lots} lots',
};

export const COPYING_TEXT = {
  [NOTIFICATION_KIND.COPY_OPENED]: (detail, reader) => {
    const [trader, order, at] = [textOf(detail.trader), orderWordsOf(detail, reader), atPriceText(textOf(detail.price), reader)];
    if (trader === null || order === null || at === null) return null;
    return { title: reader.translate(OPENED, { trader, ...order }), detail: at };
  },
  [NOTIFICATION_KIND.COPY_SKIPPED]: (detail, reader) => {
    const reason = oneOf(detail.reason, COPY_SKIP_REASONS);
    const trader = textOf(detail.trader);
    // A skipped copy has no lots: the side and instrument are read with a placeholder for them.
    const order = orderWordsOf({ ...detail, lots: '0' }, reader);
    if (reason === null || trader === null || order === null) return null;
    const values = { trader, instrument: order.instrument, side: order.side };
    return { title: reader.translate(SKIPPED, values), detail: reader.translate(COPY_SKIP_TEXT[reason]) };
  },
  [NOTIFICATION_KIND.COPY_CLOSED]: (detail, reader) => {
    const [trader, order] = [textOf(detail.trader), orderWordsOf(detail, reader)];
    const result = resultText(textOf(detail.profit), textOf(detail.price), reader);
    if (trader === null || order === null || result === null) return null;
    return { title: reader.translate(CLOSED, { trader, ...order }), detail: result };
  },
} satisfies Record<'copy_opened' | 'copy_skipped' | 'copy_closed', KindText>;
