import type { MessageDescriptor } from '@lingui/core';
import { COPY_SKIP_TEXT } from '../copy-skip-text';
import { COPY_SKIP_REASONS } from '../follow';
import { NOTIFICATION_KIND } from '../notify';
import { figureText, oneOf, textOf, type KindText } from './reader';
import { orderWordsOf } from './sides';
import { atPriceText, resultText } from './trading';

// The copy-trading entries' words: a trader's position copied, not copied (and why), a copy closed (or closed in part).

const OPENED: MessageDescriptor = /*i18n*/ { id: 'notify.copy.opened', message: 'Copied {trader}: {instrument} {side} {lots} lots' };
const SKIPPED: MessageDescriptor = /*i18n*/ { id: 'notify.copy.skipped', message: 'Not copied from {trader}: {instrument} {side}' };
const CLOSED: MessageDescriptor = /*i18n*/ {
  id: 'notify.copy.closed',
  message: 'Copy of {trader} closed: {instrument} {side} {lots} lots',
};
const PARTLY_CLOSED: MessageDescriptor = /*i18n*/ {
  id: 'notify.copy.partly_closed',
  message: 'Copy of {trader} partly closed: {instrument} {side} {lots} lots, {left} lots still open',
};

const STOP_LOSS: MessageDescriptor = /*i18n*/ {
  id: 'notify.copy.stop_loss',
  message: 'Copy stop-loss reached: stopped following {trader}',
};
const STOP_LOSS_DETAIL: MessageDescriptor = /*i18n*/ {
  id: 'notify.copy.stop_loss_detail',
  message: 'Loss {profit} USD reached the limit of {limit} USD; {copies, plural, one {# open copy was} other {# open copies were}} closed',
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
    if (detail.partial === true) {
      // Following the trader's partial close: the lots this part closed, and what the copy still holds.
      const left = textOf(detail.left);
      if (left === null) return null;
      return { title: reader.translate(PARTLY_CLOSED, { trader, ...order, left: figureText(left, reader) }), detail: result };
    }
    return { title: reader.translate(CLOSED, { trader, ...order }), detail: result };
  },
  [NOTIFICATION_KIND.COPY_STOP_LOSS]: (detail, reader) => {
    const [trader, limit, profit] = [textOf(detail.trader), textOf(detail.limit), textOf(detail.profit)];
    if (trader === null || limit === null || profit === null || typeof detail.copies !== 'number') return null;
    return {
      title: reader.translate(STOP_LOSS, { trader }),
      detail: reader.translate(STOP_LOSS_DETAIL, {
        profit: figureText(profit, reader),
        limit: figureText(limit, reader),
        copies: detail.copies,
      }),
    };
  },
} satisfies Record<'copy_opened' | 'copy_skipped' | 'copy_closed' | 'copy_stop_loss', KindText>;
