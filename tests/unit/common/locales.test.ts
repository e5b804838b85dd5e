import { describe, expect, it } from 'vitest';
import { LOCALE_CODES, LOCALES, localeInfo, resolveLocale } from '../../../common/locales';

describe('the locale mapping', () => {
  it('has the 18 languages of the spec', () => {
    expect(LOCALE_CODES).toHaveLength(18);
    expect(new Set(LOCALE_CODES).size).toBe(18);
  });

  it('reads tw as hk, and anything unknown or missing as hk', () => {
    expect(resolveLocale('tw')).toBe('hk');
    expect(resolveLocale('TW')).toBe('hk');
    expect(resolveLocale('xx')).toBe('hk');
    expect(resolveLocale('')).toBe('hk');
    expect(resolveLocale(undefined)).toBe('hk');
    expect(resolveLocale(' fr ')).toBe('fr');
    expect(resolveLocale('spa')).toBe('spa');
  });

  it('sets right to left for Arabic only', () => {
    expect(localeInfo('ar').dir).toBe('rtl');
    expect(LOCALE_CODES.filter((code) => LOCALES[code].dir === 'rtl')).toEqual(['ar']);
  });

  it('gives every locale a BCP 47 tag that Intl accepts as that language', () => {
    for (const code of LOCALE_CODES) {
      const { tag } = LOCALES[code];
      expect(Intl.getCanonicalLocales(tag)).toEqual([tag]);
    }
    expect(localeInfo('hk').tag).toBe('zh-Hant-HK');
    expect(localeInfo('jp').tag).toBe('ja');
    expect(localeInfo('spa').tag).toBe('es');
    expect(localeInfo('vn').tag).toBe('vi');
  });
});
