import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePagedQuery, type PagedListRules } from '../../../../../src/lib/query/paged';
import { InfiniteList } from '../../../../../src/ui/InfiniteList';

// A paged list as a screen builds it: an infinite query in the cache, folded by the list's rules, shown by
// InfiniteList (which, without IntersectionObserver as in jsdom, asks for the next page as soon as it may).

interface Row {
  id: number;
}
interface Page {
  items: Row[];
  total: number;
}
interface Rows {
  items: Row[];
  total: number | null;
  pages: number;
  failed: boolean;
}

const rules: PagedListRules<Rows, Page> = {
  empty: { items: [], total: null, pages: 0, failed: false },
  withPage: (list, page, number) => ({
    items: number === 1 ? page.items : [...list.items, ...page.items],
    total: page.total,
    pages: number,
    failed: false,
  }),
  withFailure: (list) => ({ ...list, failed: true }),
};

function Rows({ loadPage }: { loadPage: (page: number) => Promise<Page> }) {
  const paged = usePagedQuery({ queryKey: ['rows'], loadPage }, rules);
  return (
    <InfiniteList
      items={paged.list.items}
      total={paged.list.total}
      loading={paged.loading}
      error={paged.list.failed}
      onLoadMore={paged.loadMore}
      keyOf={(row) => row.id}
      renderItem={(row) => <p>row {row.id}</p>}
    />
  );
}

function show(loadPage: (page: number) => Promise<Page>, kept?: Page) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // An answer kept from an earlier visit, as kept-answers.ts puts it back before the first paint.
  if (kept) client.setQueryData(['rows'], { pages: [kept], pageParams: [1] }, { updatedAt: 1 });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <Rows loadPage={loadPage} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('a paged list', () => {
  it('loads page after page until it holds the total, then says there is no more', async () => {
    const asked: number[] = [];
    show((page) => {
      asked.push(page);
      return Promise.resolve({ items: [{ id: page * 10 + 1 }, { id: page * 10 + 2 }], total: 5 - (page === 3 ? 1 : 0) });
    });
    await waitFor(() => expect(screen.getAllByText(/^row /)).toHaveLength(6));
    expect(screen.getByText('row 32')).toBeTruthy();
    expect(asked).toEqual([1, 2, 3]);
    await waitFor(() => expect(screen.getByText('No more')).toBeTruthy());
  });

  it('shows the empty state when the server has nothing', async () => {
    show(() => Promise.resolve({ items: [], total: 0 }));
    await waitFor(() => expect(screen.queryByText(/^row /)).toBeNull());
    await waitFor(() => expect(screen.getByText('No data yet')).toBeTruthy());
  });

  it('keeps the rows it has and stops asking when a page fails', async () => {
    const asked: number[] = [];
    show((page) => {
      asked.push(page);
      return page === 1 ? Promise.resolve({ items: [{ id: 1 }], total: 3 }) : Promise.reject(new Error('offline'));
    });
    await waitFor(() => expect(asked).toEqual([1, 2]));
    // A failed page is said as such, never as the end of the list.
    await waitFor(() => expect(screen.getByText('Could not load more.')).toBeTruthy());
    expect(screen.queryByText('No more')).toBeNull();
    expect(screen.getByText('row 1')).toBeTruthy();
    expect(asked).toEqual([1, 2]);
  });

  describe('offline', () => {
    afterEach(() => vi.restoreAllMocks());

    it('shows a kept empty answer as "nothing here", not "could not load", and asks for no more pages', async () => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      let asked = 0;
      show(
        () => {
          asked += 1;
          return Promise.reject(new Error('offline'));
        },
        { items: [], total: 0 },
      );
      await waitFor(() => expect(asked).toBeGreaterThan(0));
      await waitFor(() => expect(screen.getByText('No data yet')).toBeTruthy());
      expect(screen.queryByText('Could not load')).toBeNull();
    });

    it('shows a kept page and does not ask for the next one while offline', async () => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      const asked: number[] = [];
      show(
        (page) => {
          asked.push(page);
          return Promise.reject(new Error('offline'));
        },
        { items: [{ id: 11 }, { id: 12 }], total: 5 },
      );
      expect(await screen.findByText('row 12')).toBeTruthy();
      await waitFor(() => expect(asked).toEqual([1]));
      expect(screen.queryByText('Could not load')).toBeNull();
    });
  });
});
