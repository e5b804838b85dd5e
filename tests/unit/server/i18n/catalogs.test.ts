import { beforeAll, describe, expect, it } from 'vitest';
import { loadServerI18n, type ServerI18n } from '../../../../server/i18n/catalogs';
import { messages } from '../../../../server/i18n/messages';

// Issue 19, items 4 and 5: the server's messages are sentences, and the amounts in them read as the language writes
// numbers, not as the raw "1483511.64" the ledger holds.

let i18n: ServerI18n;
beforeAll(async () => {
  i18n = await loadServerI18n();
});

describe('server messages', () => {
  it("write amounts for the request's language", () => {
    const values = { needed: '1483511.64', available: '20.5' };
    expect(i18n.translator('en')(messages.insufficientMargin, values)).toBe(
      'The margin needed, 1,483,511.64 USD with the fee, is more than the free margin, 20.5 USD',
    );
    expect(i18n.translator('de')(messages.insufficientMargin, values)).toContain('1.483.511,64');
    expect(i18n.translator('ar')(messages.insufficientMargin, values)).toContain('1,483,511.64');
  });

  it('leave whole numbers alone: a verification code is not an amount', () => {
    expect(i18n.translator('en')(messages.codeText, { code: '123456' })).toContain('123456');
  });

  it("never start with a field's name", () => {
    const translate = i18n.translator('en');
    for (const descriptor of [
      messages.fieldRequired,
      messages.fieldInvalid,
      messages.fieldTooLong,
      messages.amountOverBalance,
      messages.uploadNotOwn,
    ]) {
      const text = translate(descriptor, { field: 'balance', available: '1.00' });
      expect(text).toMatch(/^[A-Z]/);
      expect(text.startsWith('balance')).toBe(false);
    }
    expect(translate(messages.amountOverBalance, { field: 'balance', available: '1234.50' })).toBe(
      'The amount is more than the free balance of 1,234.50 USD',
    );
  });

  it('read the same when asked again, in each language and for each field', () => {
    const english = i18n.translator('en');
    const french = i18n.translator('fr');
    for (let round = 0; round < 2; round += 1) {
      expect(english(messages.fieldInvalid, { field: 'key' })).toBe('The value of key is not valid');
      expect(english(messages.fieldInvalid, { field: 'amount' })).toBe('The value of amount is not valid');
      expect(french(messages.fieldInvalid, { field: 'key' })).toContain('key');
      expect(french(messages.fieldInvalid, { field: 'key' })).not.toBe(english(messages.fieldInvalid, { field: 'key' }));
      expect(english(messages.notFound)).toBe('Not found');
      expect(english(messages.rateLimited, { seconds: 5 + round })).toBe(`Too many requests. Try again in ${5 + round} seconds.`);
    }
  });
});
