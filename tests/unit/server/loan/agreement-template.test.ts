import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../../../../common/locales';
import { agreementAmount, agreementDay, agreementPercent } from '../../../../server/loan/agreement-format';
import {
  AGREEMENT_VERSIONS,
  agreementLocale,
  agreementTemplate,
  CURRENT_AGREEMENT_VERSION,
  RELEASED_DIGESTS,
  templatesDigest,
} from '../../../../server/loan/agreement-template';
import { AGREEMENT_WORDING } from '../../../../server/loan/agreement-wording';

// The agreement's templates per language and version, and how its figures are written in each language.

describe('the agreement templates', () => {
  it('never change once released: a new wording needs a new version', () => {
    for (const version of AGREEMENT_VERSIONS) expect(templatesDigest(version), `version ${version}`).toBe(RELEASED_DIGESTS[version]);
  });

  it('are written in every language, each clause translated', () => {
    const english = AGREEMENT_WORDING.en.clauses;
    for (const code of LOCALE_CODES) {
      const { template, locale } = agreementTemplate(CURRENT_AGREEMENT_VERSION, code);
      expect(locale).toBe(code);
      if (code === 'en') continue;
      for (const [clause, text] of Object.entries(AGREEMENT_WORDING[code].clauses)) {
        expect(text, `${code}.${clause}`).not.toBe(english[clause as keyof typeof english]);
      }
      // The same placeholders as the English, so no term goes missing in a translation.
      const names = (text: string) => [...new Set(text.match(/\{\{\w+\}\}/g))].sort();
      expect(names(template), code).toEqual(names(agreementTemplate(CURRENT_AGREEMENT_VERSION, 'en').template));
    }
  });

  it('fall back to English for a language a version was not written in, and for an unknown one', () => {
    expect(agreementTemplate(1, 'fr').locale).toBe('en');
    expect(agreementLocale('xx')).toBe('en');
    expect(agreementLocale(undefined)).toBe('en');
    expect(agreementLocale(' AR ')).toBe('ar');
    expect(agreementLocale('tw')).toBe('hk');
    expect(agreementTemplate(CURRENT_AGREEMENT_VERSION, 'ar').template).toContain('dir="rtl"');
  });
});

describe('the figures of an agreement', () => {
  it('are written as the language writes them, to the last digit', () => {
    expect(agreementAmount('de', '1013.5')).toBe('1.013,50');
    expect(agreementAmount('fr', '1013.5')).toBe('1\u202f013,50');
    expect(agreementAmount('hi', '1234567.25')).toBe('12,34,567.25');
    expect(agreementAmount('en', '12345678901234.125')).toBe('12,345,678,901,234.125');
    expect(agreementPercent('de', '0.25')).toBe('0,25\u00a0%');
    expect(agreementPercent('tr', '0.05')).toBe('%0,05');
    expect(agreementDay('fr', '2026-02-04')).toBe('4 février 2026');
    expect(agreementDay('hk', '2026-02-04')).toBe('2026年2月4日');
    // Thai dates count years in the Buddhist era.
    expect(agreementDay('th', '2026-02-04')).toBe('4 กุมภาพันธ์ 2569');
  });
});
