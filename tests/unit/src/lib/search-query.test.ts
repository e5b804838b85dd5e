import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryDebouncer, normaliseQuery, searchView, SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH } from '../../../../src/lib/search-query';

describe('normaliseQuery', () => {
  it('trims and makes runs of white space one space', () => {
    expect(normaliseQuery('  eur  ')).toBe('eur');
    expect(normaliseQuery('eur \t usd')).toBe('eur usd');
  });

  it('is empty for white space only', () => {
    expect(normaliseQuery('')).toBe('');
    expect(normaliseQuery(' \n\t ')).toBe('');
  });

  it('drops control characters, which the server refuses', () => {
    expect(normaliseQuery('e\u0000u\u001fr\u007f')).toBe('eur');
  });

  it('cuts to the server limit of 20 characters, with no trailing space', () => {
    expect(SEARCH_MAX_LENGTH).toBe(20);
    expect(normaliseQuery('x'.repeat(25))).toBe('x'.repeat(20));
    expect(normaliseQuery(`${'x'.repeat(19)} yz`)).toBe('x'.repeat(19));
    expect(normaliseQuery(`   ${'y'.repeat(20)}`)).toBe('y'.repeat(20));
  });
});

describe('createQueryDebouncer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 250 ms after the last change, then sends the trimmed text once', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(250);
    const send = vi.fn();
    const debouncer = createQueryDebouncer(send);
    debouncer.input('e');
    vi.advanceTimersByTime(200);
    debouncer.input('eu');
    vi.advanceTimersByTime(200);
    debouncer.input(' eur ');
    vi.advanceTimersByTime(249);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith('eur');
  });

  it('sends nothing for an empty query and drops a pending one', () => {
    const send = vi.fn();
    const debouncer = createQueryDebouncer(send);
    debouncer.input('   ');
    debouncer.input('', true);
    debouncer.input('btc');
    vi.advanceTimersByTime(100);
    debouncer.input('  ');
    vi.runAllTimers();
    expect(send).not.toHaveBeenCalled();
  });

  it('does not send the same query again, but does after the box was emptied', () => {
    const send = vi.fn();
    const debouncer = createQueryDebouncer(send);
    debouncer.input('eur');
    vi.runAllTimers();
    debouncer.input('eur ');
    vi.runAllTimers();
    expect(send).toHaveBeenCalledTimes(1);
    debouncer.input('');
    debouncer.input('eur');
    vi.runAllTimers();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('going back to the text already sent cancels the pending search', () => {
    const send = vi.fn();
    const debouncer = createQueryDebouncer(send);
    debouncer.input('eur', true);
    debouncer.input('eu');
    debouncer.input('eur');
    vi.runAllTimers();
    expect(send.mock.calls).toEqual([['eur']]);
  });

  it('sends at once when asked (a query restored from the URL, Enter)', () => {
    const send = vi.fn();
    const debouncer = createQueryDebouncer(send);
    debouncer.input('btc');
    debouncer.input('btc', true);
    expect(send).toHaveBeenCalledWith('btc');
    vi.runAllTimers();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('knows which answer is the latest, so a late older answer is ignored', () => {
    const debouncer = createQueryDebouncer(() => undefined);
    debouncer.input('eu', true);
    expect(debouncer.isLatest('eu')).toBe(true);
    debouncer.input('eur');
    expect(debouncer.isLatest('eu')).toBe(true);
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(debouncer.isLatest('eu')).toBe(false);
    expect(debouncer.isLatest('eur')).toBe(true);
    debouncer.input('');
    expect(debouncer.isLatest('eur')).toBe(false);
    expect(debouncer.isLatest('')).toBe(false);
  });

  it('reset forgets the query sent, so a failed search can be sent again', () => {
    const send = vi.fn();
    const debouncer = createQueryDebouncer(send);
    debouncer.input('eur', true);
    debouncer.reset();
    expect(debouncer.isLatest('eur')).toBe(false);
    debouncer.input('eur', true);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('cancel drops the pending search', () => {
    const send = vi.fn();
    const debouncer = createQueryDebouncer(send);
    debouncer.input('eur');
    debouncer.cancel();
    vi.runAllTimers();
    expect(send).not.toHaveBeenCalled();
  });
});

describe('searchView', () => {
  const eur = { Id: 1, ShowCode: 'EUR/USD', ForexQuotations: { Close: '1.08412' } };

  it('shows the hint before anything is typed', () => {
    expect(searchView('', null)).toEqual({ kind: 'hint' });
    expect(searchView('  ', { query: 'eur', items: [eur] })).toEqual({ kind: 'hint' });
  });

  it('waits while there is no answer for the text in the box', () => {
    expect(searchView('eur', null)).toEqual({ kind: 'loading' });
    expect(searchView('eurx', { query: 'eur', items: [eur] })).toEqual({ kind: 'loading' });
  });

  it('shows the answer for the normalised text', () => {
    expect(searchView(' eur ', { query: 'eur', items: [eur] })).toEqual({ kind: 'results', items: [eur] });
  });

  it('is empty when the search found nothing, and failed when the call failed', () => {
    expect(searchView('zzz', { query: 'zzz', items: [] })).toEqual({ kind: 'empty' });
    expect(searchView('eur', { query: 'eur', items: null })).toEqual({ kind: 'failed' });
  });
});
