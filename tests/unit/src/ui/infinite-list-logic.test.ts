import { describe, expect, it } from 'vitest';
import { isFinished, listView, shouldLoadMore } from '../../../../src/ui/infinite-list-logic';

describe('isFinished', () => {
  it('is finished when the loaded count reaches or passes the total', () => {
    expect(isFinished({ loaded: 20, total: 20 })).toBe(true);
    expect(isFinished({ loaded: 25, total: 20 })).toBe(true);
    expect(isFinished({ loaded: 19, total: 20 })).toBe(false);
  });

  it('an empty result (total 0) is finished at once', () => {
    expect(isFinished({ loaded: 0, total: 0 })).toBe(true);
  });

  it('is not finished while the total is unknown', () => {
    expect(isFinished({ loaded: 0, total: null })).toBe(false);
    expect(isFinished({ loaded: 40, total: undefined })).toBe(false);
    expect(isFinished({ loaded: 40, total: Number.NaN })).toBe(false);
  });

  it('a failed load marks the list finished', () => {
    expect(isFinished({ loaded: 0, total: null, error: true })).toBe(true);
    expect(isFinished({ loaded: 10, total: 100, error: true })).toBe(true);
  });

  it('reaching the last page marks the list finished', () => {
    expect(isFinished({ loaded: 10, total: 100, lastPageReached: true })).toBe(true);
    expect(isFinished({ loaded: 10, total: null, lastPageReached: true })).toBe(true);
    expect(isFinished({ loaded: 10, total: 100, lastPageReached: false })).toBe(false);
  });
});

describe('listView', () => {
  it('shows the skeleton on the first load and before it starts', () => {
    expect(listView({ loaded: 0, loading: true, finished: false })).toEqual({ body: 'skeleton', footer: 'none' });
    expect(listView({ loaded: 0, loading: false, finished: false })).toEqual({ body: 'skeleton', footer: 'none' });
  });

  it('shows the empty state when finished with nothing', () => {
    expect(listView({ loaded: 0, loading: false, finished: true })).toEqual({ body: 'empty', footer: 'none' });
  });

  it('keeps the skeleton (not the empty state) while a reload of an empty list is in flight', () => {
    expect(listView({ loaded: 0, loading: true, finished: true }).body).toBe('skeleton');
  });

  it('shows items with a loading footer, then "No more" when finished', () => {
    expect(listView({ loaded: 5, loading: true, finished: false })).toEqual({ body: 'items', footer: 'loading' });
    expect(listView({ loaded: 5, loading: false, finished: false })).toEqual({ body: 'items', footer: 'none' });
    expect(listView({ loaded: 5, loading: false, finished: true })).toEqual({ body: 'items', footer: 'end' });
  });

  it('tells a failed first load apart from an empty list', () => {
    expect(listView({ loaded: 0, loading: false, finished: true, error: true })).toEqual({
      body: 'failed',
      footer: 'none',
    });
    expect(listView({ loaded: 0, loading: true, finished: true, error: true }).body).toBe('skeleton');
  });

  it('says a later page failed under the items instead of "No more"', () => {
    expect(listView({ loaded: 5, loading: false, finished: true, error: true })).toEqual({
      body: 'items',
      footer: 'failed',
    });
  });
});

describe('shouldLoadMore', () => {
  it('asks for a page only when idle and not finished', () => {
    expect(shouldLoadMore({ loading: false, finished: false })).toBe(true);
    expect(shouldLoadMore({ loading: true, finished: false })).toBe(false);
    expect(shouldLoadMore({ loading: false, finished: true })).toBe(false);
  });
});
