import { describe, expect, it } from 'vitest';
import { formatAmountText, HIDDEN_AMOUNT } from '../../../../../src/features/account/amount-format';
import { areaOptions, regionNamer } from '../../../../../src/shared/area-code/areas';
import { svgDataUrl } from '../../../../../src/lib/svg-data-url';

describe('region names for the area-code picker', () => {
  it('names a region in the user language', () => {
    expect(regionNamer('en')('HK')).toContain('Hong Kong');
    expect(regionNamer('de')('de')).toBe('Deutschland');
  });

  it('falls back to the code for something Intl cannot name', () => {
    expect(regionNamer('en')('??')).toBe('??');
    expect(regionNamer('not a tag!')('GB')).toBe('GB');
  });

  it('lists "+code name" options sorted by name in the user language', () => {
    const areas = [
      { id: 1, code: 'HK', global_code: '852' },
      { id: 2, code: 'DE', global_code: '+49' },
      { id: 3, code: 'AT', global_code: '43' },
    ];
    const options = areaOptions(areas, regionNamer('en'), 'en');
    expect(options.map((option) => option.id)).toEqual([3, 2, 1]);
    expect(options[1]).toEqual({ id: 2, code: 'DE', dial: '+49', name: 'Germany' });
    // German sorts Deutschland before Österreich, the reverse of the English Austria before Germany.
    const german = areaOptions(areas.slice(1), regionNamer('de'), 'de');
    expect(german.map((option) => option.name)).toEqual(['Deutschland', 'Österreich']);
  });
});

describe('the captcha picture', () => {
  it('becomes a base64 SVG data URL that decodes back to the same markup, Unicode included', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><text>é 漢</text></svg>';
    const url = svgDataUrl(svg);
    expect(url.startsWith('data:image/svg+xml;base64,')).toBe(true);
    const decoded = Buffer.from(url.slice('data:image/svg+xml;base64,'.length), 'base64').toString('utf8');
    expect(decoded).toBe(svg);
  });
});

describe('total assets', () => {
  it('groups the figure for the language and keeps its decimals exactly', () => {
    expect(formatAmountText('1234567.80', 'en')).toBe('1,234,567.80');
    expect(formatAmountText('0.00', 'en')).toBe('0.00');
    expect(formatAmountText('1234.5', 'de')).toBe('1.234,5');
    expect(formatAmountText('90071992547409.99', 'en')).toBe('90,071,992,547,409.99');
  });

  it('keeps Latin digits in Arabic, as prices are', () => {
    expect(formatAmountText('1234.56', 'ar')).toMatch(/^1.?234.56$/u);
  });

  it('leaves anything that is not a plain amount as it is', () => {
    expect(formatAmountText('--', 'en')).toBe('--');
    expect(HIDDEN_AMOUNT).toMatch(/^\*+$/);
  });
});
