import type { MessageDescriptor } from '@lingui/core';
import { NOTIFICATION_KIND } from '../notify';
import { figureText, oneOf, textOf, wholeOf, type KindText } from './reader';

// A price alert's words: the instrument, what it crossed, and the price of the tick that crossed.

const ABOVE: MessageDescriptor = /*i18n*/ { id: 'notify.alert.above', message: '{instrument} rose above {level}' };
const BELOW: MessageDescriptor = /*i18n*/ { id: 'notify.alert.below', message: '{instrument} fell below {level}' };
const MOVE: MessageDescriptor = /*i18n*/ {
  id: 'notify.alert.move',
  message: '{instrument} moved {percent}% within {minutes} min',
};
const PRICE: MessageDescriptor = /*i18n*/ { id: 'notify.alert.price', message: 'Price {price}' };

export const ALERT_TEXT = {
  [NOTIFICATION_KIND.PRICE_ALERT]: (detail, reader) => {
    const condition = oneOf(detail.condition, ['above', 'below', 'move'] as const);
    const [instrument, price] = [textOf(detail.instrument), textOf(detail.price)];
    if (condition === null || instrument === null || price === null) return null;
    const line = reader.translate(PRICE, { price: figureText(price, reader) });
    if (condition === 'move') {
      const [percent, minutes] = [textOf(detail.percent), wholeOf(detail.window_minutes)];
      if (percent === null || minutes === null) return null;
      return {
        title: reader.translate(MOVE, { instrument, percent: figureText(percent, reader), minutes: String(minutes) }),
        detail: line,
      };
    }
    const level = textOf(detail.level);
    if (level === null) return null;
    return {
      title: reader.translate(condition === 'above' ? ABOVE : BELOW, { instrument, level: figureText(level, reader) }),
      detail: line,
    };
  },
} satisfies Record<'price_alert', KindText>;
