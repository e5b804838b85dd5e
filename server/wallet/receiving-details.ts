import { accountProblem, addressProblem, normalAccount, normalSwift, swiftProblem } from '../../common/payout-details';
import { badField } from '../errors';
import { detailRefusal } from './payout-detail-refusal';

// The house's own receiving details, where customers send deposits and loan repayments, are checked as customers'
// payout methods are (common/payout-details.ts): a mistyped SWIFT/BIC, IBAN or address here sends every customer's
// money astray, so the back office refuses it, naming the field, and keeps the codes in their normal form.

/** A receiving bank account's SWIFT/BIC (optional: a local transfer needs none) and account, in normal form. */
export function receivingBankDetails(account: { bank_swift: string; payee_account: string }): {
  bank_swift: string;
  payee_account: string;
} {
  const swift = account.bank_swift.trim() === '' ? null : swiftProblem(account.bank_swift);
  if (swift) throw detailRefusal('bank_swift', swift);
  const problem = accountProblem(account.payee_account);
  if (problem) throw detailRefusal('payee_account', problem);
  return {
    bank_swift: account.bank_swift.trim() === '' ? '' : normalSwift(account.bank_swift),
    payee_account: normalAccount(account.payee_account),
  };
}

/**
 * A receiving coin address on its network (`protocol`), under the fields' names of the table that keeps it. No
 * address is fine (a currency for bank transfers only); an address needs its network, or a customer could send on
 * another chain.
 */
export function checkReceivingAddress(address: string, protocol: string, fields: { address: string; protocol: string }): void {
  if (address === '') return;
  if (protocol.trim() === '') throw badField(fields.protocol, 'required');
  if (addressProblem(address, protocol)) throw detailRefusal(fields.address, 'address', { protocol: protocol.trim().toUpperCase() });
}
