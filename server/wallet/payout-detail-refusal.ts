import type { MessageDescriptor } from '@lingui/core';
import { CODE } from '../../common/envelope';
import type { PayoutDetailProblem } from '../../common/payout-details';
import { DomainError } from '../errors';
import { messages } from '../i18n/messages';

// The refusal of a bank detail or coin address that cannot be right (common/payout-details.ts), worded the same
// wherever money is sent to one: a customer's payout method, the house's receiving accounts and addresses.

const DETAIL_MESSAGES: Readonly<Record<PayoutDetailProblem, MessageDescriptor>> = {
  swift: messages.payoutSwiftInvalid,
  iban: messages.payoutIbanInvalid,
  iban_check: messages.payoutIbanCheckDigits,
  account: messages.payoutAccountInvalid,
  address: messages.payoutAddressInvalid,
};

/** Its own message, and the field named as badField does; an address's message names its `protocol`. */
export function detailRefusal(field: string, problem: PayoutDetailProblem, values: Record<string, string> = {}): DomainError {
  return new DomainError(CODE.BAD_INPUT, DETAIL_MESSAGES[problem], { field, ...values });
}
