import { describe, expect, it } from 'vitest';
import { fallbackOrder, lacksEnglish, pickText, readTitle, writtenLocales } from '../../../common/localized-text';

// The fallback every operator-written text follows: the reader's language, else English, else the first written in
// the app's order of languages (hk first).

describe('the language a reader gets', () => {
  it('is theirs, else English, else the first written', () => {
    expect(pickText({ en: 'Fund', hk: '基金', de: 'Fonds' }, 'de')).toEqual({ text: 'Fonds', lang: 'de' });
    expect(pickText({ en: 'Fund', hk: '基金' }, 'fr')).toEqual({ text: 'Fund', lang: 'en' });
    expect(pickText({ cs: 'Fond', jp: 'ファンド' }, 'fr')).toEqual({ text: 'ファンド', lang: 'jp' });
    expect(pickText({ en: '  ', cs: 'Fond' }, 'fr')).toEqual({ text: 'Fond', lang: 'cs' });
    expect(pickText({}, 'ar')).toEqual({ text: '', lang: 'en' });
  });

  it('lists every language once, in that order', () => {
    const order = fallbackOrder('vn');
    expect(order.slice(0, 3)).toEqual(['vn', 'en', 'hk']);
    expect(new Set(order).size).toBe(18);
    expect(fallbackOrder('en').slice(0, 2)).toEqual(['en', 'hk']);
  });

  it('falls back title and description each on its own', () => {
    const english = { title: 'Steady', desc: 'Locked for 7 days.' };
    expect(readTitle(english, { hk: { title: '穩健', desc: '' } }, 'hk')).toEqual({
      title: '穩健',
      desc: 'Locked for 7 days.',
      lang: 'hk',
    });
    expect(readTitle(english, { hk: { title: '穩健', desc: '鎖倉 7 天。' } }, 'kr')).toEqual({ ...english, lang: 'en' });
  });

  it('says which languages are written, English first, and refuses others without English', () => {
    expect(writtenLocales({ title: 'T', desc: '' }, { de: { title: 'T', desc: '' }, hk: { title: '題', desc: '' } })).toEqual([
      'en',
      'hk',
      'de',
    ]);
    expect(writtenLocales({ title: '', desc: '' }, {})).toEqual([]);
    expect(lacksEnglish('', { hk: { title: '題', desc: '' } })).toBe(true);
    expect(lacksEnglish('Title', { hk: { title: '題', desc: '' } })).toBe(false);
    expect(lacksEnglish('', {})).toBe(false);
  });
});
