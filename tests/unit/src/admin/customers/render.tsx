import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import type { OperatorRole } from '../../../../../common/api/operator-roles';
import { operatorSessionAtom, store } from '../../../../../src/admin/store';

// The customer screen's panels rendered as the console renders them: the query cache, the console's store with a
// signed-in operator of the given role, English messages. The tests mock the console's HTTP client.

export function renderAsOperator(role: OperatorRole, screen: ReactNode): void {
  store.set(operatorSessionAtom, { token: 'operator-token-0001', operator: { id: 7, email: 'desk@example.com', role } });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <JotaiProvider store={store}>
      <QueryClientProvider client={client}>
        <I18nProvider i18n={i18n}>{screen}</I18nProvider>
      </QueryClientProvider>
    </JotaiProvider>,
  );
}
