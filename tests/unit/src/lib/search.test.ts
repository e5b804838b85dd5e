import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { oneOf, oneOfText, optionalAmount, optionalId, optionalText, plainSearch, returnPath, searchOf } from '../../../../src/lib/search';

const { parseSearch, stringifySearch } = plainSearch;

describe('route search parameters', () => {
  it('keeps good values and drops bad ones instead of failing the screen', () => {
    const validate = searchOf({ id: optionalId, type: oneOf([1, 0, 3] as const), invite_code: optionalText });
    expect(validate({ id: '42', type: '3', invite_code: 'AB12' })).toEqual({ id: 42, type: 3, invite_code: 'AB12' });
    expect(validate({ id: 42, type: 0 })).toEqual({ id: 42, type: 0 });
    expect(validate({ id: '-1', type: '2', invite_code: 'x'.repeat(201) })).toEqual({});
    expect(validate({ id: '1e3', type: 'holding' })).toEqual({});
    expect(validate({ id: '007' })).toEqual({});
    expect(validate({ id: '99999999999999999' })).toEqual({});
    expect(validate({ unrelated: 'kept out' })).toEqual({});
  });

  it('keeps a listed word and drops any other (a console filter or tab from a hand-edited link)', () => {
    const validate = searchOf({ status: oneOfText(['open', 'closed', 'all'] as const) });
    expect(validate({ status: 'closed' })).toEqual({ status: 'closed' });
    for (const bad of ['Closed', 'opened', '', 1, true, null]) expect(validate({ status: bad }), String(bad)).toEqual({});
  });

  it('hands a screen nothing of a dropped value, never the text of the address', async () => {
    // The router lays the validated search over the address's own; a key the validator left out would come through.
    const root = createRootRoute();
    const customer = createRoute({
      getParentRoute: () => root,
      path: '/customers/$id',
      validateSearch: searchOf({ tab: oneOfText(['ledger', 'orders'] as const), page: optionalId }),
    });
    const history = createMemoryHistory({ initialEntries: ['/'] });
    const router = createRouter({ routeTree: root.addChildren([customer]), history, ...plainSearch });
    const searchAt = async (href: string) => {
      history.push(href);
      await router.load();
      // This router is not the app's registered one: its matches are read by their plain shape.
      const matches: readonly { routeId: string; search: unknown }[] = router.matchRoutes(
        router.state.location.pathname,
        router.state.location.search,
      );
      return matches.find((match) => match.routeId === customer.id)?.search as Record<string, unknown>;
    };
    const dropped = await searchAt('/customers/5?tab=bogus&page=abc');
    expect(dropped.tab).toBeUndefined();
    expect(dropped.page).toBeUndefined();
    expect(await searchAt('/customers/5?tab=orders&page=2')).toEqual({ tab: 'orders', page: 2 });
    // What is written back into an address leaves the dropped keys out.
    expect(plainSearch.stringifySearch(searchOf({ tab: oneOfText(['ledger'] as const) })({ tab: 'bogus' }))).toBe('');
  });

  it('only returns to paths inside the app after login', () => {
    expect(returnPath('/order?type=0')).toBe('/order?type=0');
    for (const hostile of ['//evil.example', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '', 42]) {
      expect(returnPath(hostile), String(hostile)).toBeUndefined();
    }
  });

  it('keeps an amount as the decimal text of the address, plain both ways (issue #19 item 12)', () => {
    const validate = searchOf({ id: optionalId, amount: optionalAmount });
    for (const address of ['?id=2&amount=100', '?id=2&amount=25.5', '?id=2&amount=25.50', '?id=1&amount=1999.99', '?id=1&amount=0.01']) {
      const search = validate(parseSearch(address));
      expect(stringifySearch(search), address).toBe(address);
    }
    // The screen is handed the decimal text that was in the link, never a number.
    expect(validate(parseSearch('?amount=25.50')).amount).toBe('25.50');
    expect(validate(parseSearch('?amount=100')).amount).toBe('100');
    // A screen's amount goes into the link as it is.
    expect(stringifySearch({ id: 3, amount: '1000.00' })).toBe('?id=3&amount=1000.00');
    // A link written quoted before the plain form is read, and written back plain.
    expect(stringifySearch(validate(parseSearch('?id=2&amount=%22100%22')))).toBe('?id=2&amount=100');
    // What is not a positive amount of at most 2 decimals is dropped.
    for (const bad of ['0', '0.00', '-5', '1.234', 'abc', '1e21', '', '%2212.345%22']) {
      expect(validate(parseSearch(`?amount=${bad}`)), bad).toEqual({});
    }
  });

  it('reads and writes free text plain, whatever it looks like', () => {
    const validate = searchOf({ q: optionalText });
    for (const text of ['true', 'null', '12', '[1]', '"quoted"', 'BTC/USDT']) {
      const address = stringifySearch({ q: text });
      expect(validate(parseSearch(address)).q, text).toBe(text);
    }
  });
});
