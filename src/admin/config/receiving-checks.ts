import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { accountProblem, addressProblem, swiftProblem } from '@common/payout-details';

// The console's checks of the house's receiving details, where customers send deposits and loan repayments: the
// same rules as the server's (server/wallet/receiving-details.ts, common/payout-details.ts), worded as the server
// words them, so the form says under the field what a save would be refused for.

/** A SWIFT/BIC, when there is one (a local transfer needs none). */
export function swiftCheck(value: string): MessageDescriptor | null {
  if (value.trim() === '' || !swiftProblem(value)) return null;
  return msg`The SWIFT/BIC code is not valid: it has 8 or 11 letters and digits, such as DEUTDEFF`;
}

/** An IBAN (its country's length and format, and its check digits) or a local account number. */
export function accountCheck(value: string): MessageDescriptor | null {
  switch (accountProblem(value)) {
    case null:
      return null;
    case 'iban':
      return msg`This IBAN does not have the length or format of its country: check the country code and the number`;
    case 'iban_check':
      return msg`The IBAN's check digits do not match: check the account number`;
    case 'account':
      return msg`The account number is not valid: it has 4 to 34 letters and digits`;
  }
}

/** A coin address on the network in the row's `protocolField`; none is fine, an address without a network is not. */
export function addressCheck(protocolField: string) {
  return (value: string, values: Readonly<Record<string, string>>): MessageDescriptor | null => {
    const address = value.trim();
    if (address === '') return null;
    const protocol = (values[protocolField] ?? '').trim().toUpperCase();
    if (protocol === '') return msg`Enter the network of this address, such as TRC20 or ERC20`;
    return addressProblem(address, protocol) ? msg`This is not a valid ${protocol} address` : null;
  };
}
