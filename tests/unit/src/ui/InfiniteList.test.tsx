import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InfiniteList } from '../../../../src/ui/InfiniteList';

interface Row {
  id: number;
}

function renderList(props: { items?: Row[]; error?: boolean; onLoadMore?: () => void; total?: number | null }) {
  return render(
    <I18nProvider i18n={i18n}>
      <InfiniteList<Row>
        items={props.items ?? []}
        total={props.total ?? null}
        loading={false}
        error={props.error ?? false}
        lastPageReached={!props.error && props.total === undefined}
        onLoadMore={props.onLoadMore ?? (() => undefined)}
        renderItem={(row) => <p>row {row.id}</p>}
        keyOf={(row) => row.id}
      />
    </I18nProvider>,
  );
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a list that could not load', () => {
  it('says "could not load" with a retry, never "no data yet"', () => {
    setOnline(true);
    const retry = vi.fn();
    renderList({ error: true, onLoadMore: retry });
    expect(screen.getByRole('alert').textContent).toContain('Could not load');
    expect(screen.queryByText('No data yet')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('tells an offline user it reloads by itself when the connection returns', () => {
    setOnline(false);
    renderList({ error: true });
    expect(screen.getByRole('alert').textContent).toContain('You are offline');
  });

  it('shows the empty state when the server answered with nothing', () => {
    renderList({ total: 0 });
    expect(screen.getByText('No data yet')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the rows already shown and offers a retry when a later page fails', () => {
    setOnline(true);
    renderList({ items: [{ id: 1 }, { id: 2 }], total: 40, error: true });
    expect(screen.getByText('row 2')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Could not load more.');
    expect(screen.queryByText('No more')).toBeNull();
  });
});
