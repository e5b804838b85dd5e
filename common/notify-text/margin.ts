import type { MessageDescriptor } from '@lingui/core';
import { MARGIN_WARNING_STEPS, NOTIFICATION_KIND, type MarginWarningStep } from '../notify';
import { figureText, textOf, wholeOf, type KindText } from './reader';

// A margin warning's words: how close the account came to a stop-out, and its margin level then.

const TITLE: Record<MarginWarningStep, MessageDescriptor> = {
  100: /*i18n*/ { id: 'notify.margin.100', message: 'Margin call: your margin level fell to 100%' },
  75: /*i18n*/ { id: 'notify.margin.75', message: 'Margin warning: a quarter of the way to a stop-out' },
  50: /*i18n*/ { id: 'notify.margin.50', message: 'Margin warning: halfway to a stop-out' },
};
const LEVELS: MessageDescriptor = /*i18n*/ {
  id: 'notify.margin.levels',
  message: 'Margin level {level}%, stop-out at {stop_out}%. Add funds or close positions.',
};

export const MARGIN_TEXT = {
  [NOTIFICATION_KIND.MARGIN_WARNING]: (detail, reader) => {
    const step = wholeOf(detail.step);
    const [level, stopOut] = [textOf(detail.margin_level), textOf(detail.stop_out_level)];
    const known = MARGIN_WARNING_STEPS.find((each) => each === step);
    if (known === undefined || level === null || stopOut === null) return null;
    return {
      title: reader.translate(TITLE[known]),
      detail: reader.translate(LEVELS, { level: figureText(level, reader), stop_out: figureText(stopOut, reader) }),
    };
  },
} satisfies Record<'margin_warning', KindText>;
