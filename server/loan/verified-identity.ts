import type { VerifiedIdentity } from '../../common/api/identity';
import { CODE } from '../../common/envelope';
import { badField, DomainError } from '../errors';
import { messages } from '../i18n/messages';

// A lender does not take a borrower's word for what it has already verified: when the customer's real-name check is
// verified, the loan identity's name and ID number are the verified ones, filled in here whatever the form sent. A
// form that sends them anyway must send the same person and document (spaces, case and how the name is split into
// first and last may differ); another name or number is refused, saying the verified one, rather than replaced
// silently, since it means the borrower believes they are someone or something else. Without a verified identity
// the borrower types them, and they are required.

/** The name and ID number as a loan identity check sends them (the schema made all three optional). */
export interface SentIdentity {
  name?: string | undefined;
  last_name?: string | undefined;
  id_number?: string | undefined;
}

/** What the loan identity keeps: `name` and `last_name` as the spec names them, and the ID number. */
export interface KeptIdentity {
  name: string;
  last_name: string;
  id_number: string;
}

/** Letters and digits only, compared without case: how a person or a document is recognised in any typing. */
const comparable = (text: string) =>
  text
    .normalize('NFKC')
    .replace(/[\s.\-'’]+/gu, '')
    .toLocaleUpperCase('en');

/** Whether the sent parts, in either order, spell the verified full name. */
function sameName(verified: string, sent: SentIdentity): boolean {
  const first = sent.last_name ?? '';
  const last = sent.name ?? '';
  const wanted = comparable(verified);
  return comparable(first + last) === wanted || comparable(last + first) === wanted;
}

/** The identity the loan keeps, from the verified one when there is one, or as typed (all three required then). */
export function keptIdentity(verified: VerifiedIdentity | null, sent: SentIdentity): KeptIdentity {
  if (!verified) {
    for (const field of ['name', 'last_name', 'id_number'] as const) {
      if (!sent[field]) throw badField(field, 'required');
    }
    return { name: sent.name ?? '', last_name: sent.last_name ?? '', id_number: sent.id_number ?? '' };
  }
  if ((sent.name || sent.last_name) && !sameName(verified.name, sent)) {
    throw new DomainError(CODE.BAD_INPUT, messages.loanKycNameNotVerified, { field: 'name', name: verified.name });
  }
  if (sent.id_number && comparable(sent.id_number) !== comparable(verified.id_number)) {
    throw new DomainError(CODE.BAD_INPUT, messages.loanKycIdNumberNotVerified, { field: 'id_number', id_number: verified.id_number });
  }
  // The full name stays whole: splitting it into first and last would be a guess.
  return { name: verified.name, last_name: '', id_number: verified.id_number };
}
