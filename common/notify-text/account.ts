import type { MessageDescriptor } from '@lingui/core';
import { NOTIFICATION_KIND } from '../notify';
import { amountText, oneOf, signedText, textOf, type KindText } from './reader';

// The account's other entries: a fund subscription that ended, and a reply of customer care in the support chat.

const FUND: Record<'matured' | 'early', MessageDescriptor> = {
  matured: /*i18n*/ { id: 'notify.fund.matured', message: '{fund} matured: {amount} USD paid to your wallet' },
  early: /*i18n*/ { id: 'notify.fund.early', message: '{fund} redeemed early: {amount} USD paid to your wallet' },
};
const FUND_PROFIT: MessageDescriptor = /*i18n*/ { id: 'notify.fund.profit', message: 'Profit {profit} USD' };
const CHAT_REPLY: MessageDescriptor = /*i18n*/ { id: 'notify.chat_reply', message: 'Customer care replied' };

export const ACCOUNT_TEXT = {
  [NOTIFICATION_KIND.FUND_REDEEMED]: (detail, reader) => {
    const how = oneOf(detail.how, ['matured', 'early'] as const);
    const [fund, amount, profit] = [textOf(detail.fund), textOf(detail.amount), textOf(detail.profit)];
    if (how === null || fund === null || amount === null || profit === null) return null;
    return {
      title: reader.translate(FUND[how], { fund, amount: amountText(amount, reader) }),
      detail: reader.translate(FUND_PROFIT, { profit: signedText(profit, reader) }),
    };
  },
  // The preview is the reply's own text (or none, for a picture or a file): it is shown as written.
  [NOTIFICATION_KIND.CHAT_REPLY]: (detail, reader) => ({ title: reader.translate(CHAT_REPLY), detail: textOf(detail.preview) }),
} satisfies Record<'fund_redeemed' | 'chat_reply', KindText>;
