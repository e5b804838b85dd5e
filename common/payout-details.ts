import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { createBase58check } from '@scure/base';
import { isValidBIC, isValidIBAN, validateIBAN, ValidationErrorsIBAN } from 'ibantools';

// The details of a payout method that money is sent to: the bank's SWIFT/BIC, the payee's account (an IBAN or a
// local number) and a coin address by its protocol. The add-method form and the server check them here, the same
// way, so the form says what the server would refuse. The formats are parsed by maintained libraries (ibantools,
// @noble/hashes, @scure/base), never by hand: a wrong check here pays someone else.

/** What is wrong with one detail; the form and the server word each on its own. */
export type PayoutDetailProblem = 'swift' | 'iban' | 'iban_check' | 'account' | 'address';

/** People group these codes with spaces (printed IBANs, a BIC's branch); the codes themselves have none. */
const withoutSpaces = (text: string) => text.replace(/\s+/g, '');

/** A SWIFT/BIC as stored: no spaces, upper case. */
export function normalSwift(text: string): string {
  return withoutSpaces(text).toUpperCase();
}

/** A SWIFT/BIC (ISO 9362): 8 or 11 characters, with a bank code of letters and a country that exists. */
export function swiftProblem(text: string): 'swift' | null {
  return isValidBIC(normalSwift(text)) ? null : 'swift';
}

/** A country code and two check digits: every IBAN starts so, and a local account number is taken not to. */
const IBAN_START = /^[A-Z]{2}[0-9]{2}/;

/** A payee account as stored: no spaces, and an IBAN in upper case (a local number keeps its letters as typed). */
export function normalAccount(text: string): string {
  const compact = withoutSpaces(text);
  return IBAN_START.test(compact.toUpperCase()) ? compact.toUpperCase() : compact;
}

/** Only a checksum failed: the country's length and format hold, so the number was mistyped. */
const CHECK_DIGIT_ERRORS: ReadonlySet<ValidationErrorsIBAN> = new Set([
  ValidationErrorsIBAN.WrongIBANChecksum,
  ValidationErrorsIBAN.WrongAccountBankBranchChecksum,
]);

/**
 * A local account number (not an IBAN): 4 to 34 letters and digits, 34 being an IBAN's longest. Single hyphens may
 * group them, as banks print some numbers (Hong Kong's 024-123456-789); they are kept, since they are how the payee
 * and the bank write it. Nothing more is known of a local number's format without its country's rules.
 */
const LOCAL_ACCOUNT = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;

/** An IBAN (two letters then two digits) must have its country's length and format and its check digits. */
export function accountProblem(text: string): 'iban' | 'iban_check' | 'account' | null {
  const account = normalAccount(text);
  if (IBAN_START.test(account)) {
    // isValidIBAN decides: ISO 13616 check digits, the country's length and BBAN format, any national check digits.
    // validateIBAN gives its reasons, so a mistyped digit is told apart from a number of another shape.
    if (isValidIBAN(account)) return null;
    const { errorCodes } = validateIBAN(account);
    return errorCodes.length > 0 && errorCodes.every((code) => CHECK_DIGIT_ERRORS.has(code)) ? 'iban_check' : 'iban';
  }
  const characters = account.replaceAll('-', '').length;
  return LOCAL_ACCOUNT.test(account) && characters >= 4 && characters <= 34 ? null : 'account';
}

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * An ERC-20 (Ethereum) address: 0x and 20 bytes in hex. In mixed case it carries the EIP-55 checksum: a letter is
 * upper case exactly where the keccak-256 of the lower-case hex has a nibble of 8 or more. All lower or all upper
 * case carries none, and EIP-55 accepts it.
 */
function isErc20Address(address: string): boolean {
  if (!HEX_ADDRESS.test(address)) return false;
  const hex = address.slice(2);
  const lower = hex.toLowerCase();
  if (hex === lower || hex === hex.toUpperCase()) return true;
  const hash = bytesToHex(keccak_256(utf8ToBytes(lower)));
  const checksummed = lower.replace(/[a-f]/g, (letter, index: number) =>
    Number.parseInt(hash.charAt(index), 16) >= 8 ? letter.toUpperCase() : letter,
  );
  return checksummed === hex;
}

/** Base58Check as Tron uses it: four bytes of a double SHA-256 after the payload. */
const tronBase58check = createBase58check(sha256);
/** The first byte of a Tron address's payload (so its text starts with T), followed by the 20-byte account. */
const TRON_PREFIX = 0x41;

/** A TRC-20 (Tron) address: base58check that decodes to 21 bytes starting 0x41. */
function isTrc20Address(address: string): boolean {
  try {
    const payload = tronBase58check.decode(address);
    return payload.length === 21 && payload[0] === TRON_PREFIX;
  } catch {
    // Not base58, or the checksum does not match: not an address.
    return false;
  }
}

/** Other protocols have no format known here: letters, digits and the separators some chains use, bounded. */
const ANY_ADDRESS = /^[A-Za-z0-9:_-]{10,128}$/;

/** A coin address, by its withdraw currency's protocol (as the back office names it: ERC20, TRC20, ...). */
export function addressProblem(address: string, protocol: string): 'address' | null {
  const kind = protocol.trim().toUpperCase();
  const valid = kind === 'ERC20' ? isErc20Address(address) : kind === 'TRC20' ? isTrc20Address(address) : ANY_ADDRESS.test(address);
  return valid ? null : 'address';
}
