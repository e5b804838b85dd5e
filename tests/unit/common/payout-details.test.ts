import { describe, expect, it } from 'vitest';
import { accountProblem, addressProblem, normalAccount, normalSwift, swiftProblem } from '../../../common/payout-details';

// Published test vectors: the IBAN registry's examples (SWIFT's IBAN Registry), BICs of real banks (ISO 9362), the
// examples of EIP-55 itself, and Tron's USDT contract address.

describe('SWIFT/BIC', () => {
  it('accepts 8 and 11 character BICs, spaced or in lower case', () => {
    for (const bic of ['DEUTDEFF', 'DEUTDEFF500', 'NEDSZAJJXXX', 'HASEHKHH', ' deut de ff ']) expect(swiftProblem(bic), bic).toBeNull();
    expect(normalSwift(' deut de ff 500 ')).toBe('DEUTDEFF500');
  });

  it('refuses what is not a BIC: other lengths, other characters, a bank code or country that is not letters', () => {
    for (const bic of ['bad swift!', 'DEUTDE', 'DEUTDEFF5', 'DEUTDEFF5000', 'DEU1DEFF', 'DEUT12FF', ''])
      expect(swiftProblem(bic), bic).toBe('swift');
  });
});

describe('payee account', () => {
  it("accepts the IBAN registry's examples, printed or electronic, in any case", () => {
    for (const iban of [
      'GB82 WEST 1234 5698 7654 32',
      'DE89 3704 0044 0532 0130 00',
      'GB29NWBK60161331926819',
      'gb82 west 1234 5698 7654 32',
    ])
      expect(accountProblem(iban), iban).toBeNull();
    expect(normalAccount('gb82 west 1234 5698 7654 32')).toBe('GB82WEST12345698765432');
  });

  it('tells a mistyped IBAN (its check digits fail) from one of the wrong shape for its country', () => {
    expect(accountProblem('GB82 WEST 1234 5698 7654 33')).toBe('iban_check');
    expect(accountProblem('DE89 3704 0044 0532 0130 01')).toBe('iban_check');
    expect(accountProblem('DE88 3704 0044 0532 0130 00')).toBe('iban_check');
    expect(accountProblem('DE89 3704 0044 0532 0130')).toBe('iban');
    expect(accountProblem('GB82 WEST 1234 5698 7654 3X')).toBe('iban');
    expect(accountProblem('QQ82 WEST 1234 5698 7654 32')).toBe('iban');
  });

  it('takes any other number as a local one: 4 to 34 letters and digits, single hyphens between them', () => {
    for (const account of ['024-123456-789', '1234', '0123 4567 89', 'A1B2C3', '1'.repeat(34)])
      expect(accountProblem(account), account).toBeNull();
    for (const account of ['123', '1'.repeat(35), '-1234', '1234-', '12--34', '12/34', '12.34', ''])
      expect(accountProblem(account), account).toBe('account');
    expect(normalAccount(' 024 123456 789 ')).toBe('024123456789');
  });
});

describe('ERC-20 address', () => {
  const EIP55_EXAMPLES = [
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  ];

  it("accepts EIP-55's examples, and an address all in one case (which carries no checksum)", () => {
    for (const address of EIP55_EXAMPLES) expect(addressProblem(address, 'ERC20'), address).toBeNull();
    expect(addressProblem(EIP55_EXAMPLES[0]!.toLowerCase(), 'ERC20')).toBeNull();
    expect(addressProblem(`0x${EIP55_EXAMPLES[0]!.slice(2).toUpperCase()}`, 'erc20')).toBeNull();
  });

  it("refuses each example with one letter's case flipped, and what is not 0x and 40 hex digits", () => {
    for (const address of EIP55_EXAMPLES) {
      // The last letter of the address (a hex digit a to f), in the other case.
      const at = address.search(/[a-fA-F][0-9]*$/);
      const letter = address.charAt(at);
      const flipped = `${address.slice(0, at)}${letter === letter.toLowerCase() ? letter.toUpperCase() : letter.toLowerCase()}${address.slice(at + 1)}`;
      expect(addressProblem(flipped, 'ERC20'), flipped).toBe('address');
    }
    for (const address of [
      '5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe',
      '0xZaAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    ])
      expect(addressProblem(address, 'ERC20'), address).toBe('address');
  });
});

describe('TRC-20 address', () => {
  const USDT_CONTRACT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

  it("accepts a Tron address (base58check of 0x41 and 20 bytes): USDT's contract", () => {
    expect(addressProblem(USDT_CONTRACT, 'TRC20')).toBeNull();
  });

  it('refuses one character changed, a Bitcoin address (base58check, another first byte) and what is not base58', () => {
    expect(addressProblem('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6T', 'TRC20')).toBe('address');
    expect(addressProblem('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj7t', 'TRC20')).toBe('address');
    expect(addressProblem('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'TRC20')).toBe('address');
    expect(addressProblem('TXYZabcdefghijklmnopqrstuvwx12345', 'TRC20')).toBe('address');
    expect(addressProblem('', 'TRC20')).toBe('address');
  });
});

describe('an address of another protocol', () => {
  it('keeps the general check: 10 to 128 letters, digits and the separators : _ -', () => {
    expect(addressProblem('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'BTC')).toBeNull();
    expect(addressProblem('r9cZA1mLK5R5Am25ArfXFmqgNwjZgnfk59:12345', '')).toBeNull();
    for (const address of ['short', '<script>alert(1)</script>', 'a'.repeat(129)])
      expect(addressProblem(address, 'BEP20'), address).toBe('address');
  });
});
