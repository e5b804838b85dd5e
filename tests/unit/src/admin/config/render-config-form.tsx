import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { ConfigForm, type Editing } from '../../../../../src/admin/config/ConfigScreen';
import { CONFIG_REGISTRY } from '../../../../../src/admin/config/registry';

/** The configuration page `key`'s form, open on `editing`, with a query cache of its own (no retries). */
export function renderConfigForm(key: string, editing: Editing): void {
  const page = CONFIG_REGISTRY.find((candidate) => candidate.key === key);
  if (!page) throw new Error(`no configuration page ${key}`);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <ConfigForm page={page} editing={editing} onClose={() => undefined} />
      </I18nProvider>
    </QueryClientProvider>,
  );
}
