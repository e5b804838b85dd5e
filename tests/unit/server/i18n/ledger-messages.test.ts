import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_CODES, SOURCE_LOCALE } from '../../../../common/locales';
import { loadServerI18n, type ServerI18n } from '../../../../server/i18n/catalogs';
import { ledgerMessages } from '../../../../server/i18n/ledger-messages';
import { messages } from '../../../../server/i18n/messages';

// The ledger says what happened in the user's language (issue 31): each of its wordings, and the filter's refusals,
// is translated in every locale's catalog. A message missing from a catalog falls back to English, so a wording
// that reads as the English one is a missing translation.

// Whole numbers, which no language rewrites: an untranslated message then reads exactly as the English one.
const VALUES = {
  id: '12',
  amount: '200',
  sent: '500',
  received: '199',
  fee: '1',
  currency: 'EUR',
  rate: '1 USD = 0.92 EUR',
  reason: 'Correction',
  from: 'Funding account',
  to: 'Contract account',
  field: 'from',
};

let i18n: ServerI18n;
beforeAll(async () => {
  i18n = await loadServerI18n();
});

const WORDINGS = { ...ledgerMessages, fieldNotADay: messages.fieldNotADay };

describe('the ledger’s wording', () => {
  const translated = LOCALE_CODES.filter((code) => code !== SOURCE_LOCALE);

  it.each(translated)('is translated in %s', (code) => {
    const english = i18n.translator(SOURCE_LOCALE);
    const local = i18n.translator(code);
    const untranslated = Object.entries(WORDINGS)
      .filter(([, descriptor]) => {
        const text = local(descriptor, VALUES);
        return text.trim() === '' || text === english(descriptor, VALUES);
      })
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it('keeps every placeholder of the English in each translation', () => {
    for (const code of translated) {
      const local = i18n.translator(code);
      for (const descriptor of Object.values(WORDINGS)) {
        const text = local(descriptor, VALUES);
        if (descriptor.message.includes('{id}')) expect(text, `${code} ${descriptor.id}`).toContain('12');
        if (descriptor.message.includes('{reason}')) expect(text, `${code} ${descriptor.id}`).toContain('Correction');
        if (descriptor.message.includes('{currency}')) expect(text, `${code} ${descriptor.id}`).toContain('EUR');
      }
    }
  });
});
