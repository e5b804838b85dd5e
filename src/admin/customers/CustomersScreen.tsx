import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { adminCustomers, type CustomerBrief } from '@common/api/admin-console';
import { Button, TextField } from '@/ui';
import { timeText } from '../format';
import { goTo } from '../routing/links';
import { customersRoute, type ConsoleRouter } from '../routing/routes';
import { useAdminQuery } from '../queries';
import { DataTable } from '../ui/DataTable';
import { Pager } from '../ui/Pager';
import { PageTitle } from '../ui/Panel';
import { AccountState } from './AccountState';
import { FlagBadges } from './FlagBadges';
import styles from '../queues/QueueScreen.module.css';

// Finding a customer by id, UID or (part of) the email; an empty search lists real customers, newest first (demo
// accounts and simulated traders are found by search, marked as such).

export function CustomersScreen() {
  const { t, i18n } = useLingui();
  const search = customersRoute.useSearch<ConsoleRouter>();
  const q = search.q ?? '';
  const page = search.page ?? 1;
  const [typed, setTyped] = useState(q);
  const list = useAdminQuery(adminCustomers, { q, page });
  return (
    <>
      <PageTitle>
        <Trans>Customers</Trans>
      </PageTitle>
      <form
        className={styles.filters}
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          goTo({ to: '/customers', search: { q: typed.trim() || undefined } });
        }}
      >
        <TextField
          className={styles.customer}
          label={t`Email, UID or id`}
          name="q"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit">
          <Trans>Search</Trans>
        </Button>
      </form>
      {list.data ? (
        <>
          <DataTable
            columns={[
              { key: 'id', label: t`Id`, render: (row: CustomerBrief) => row.id },
              { key: 'uid', label: t`UID`, render: (row: CustomerBrief) => row.uid },
              { key: 'email', label: t`Email`, render: (row: CustomerBrief) => row.email ?? row.mobile ?? '—' },
              { key: 'created', label: t`Registered`, render: (row: CustomerBrief) => timeText(row.created_at, i18n.locale) },
              {
                key: 'state',
                label: t`Account`,
                render: (row: CustomerBrief) => <AccountState customer={row} />,
              },
              { key: 'flags', label: t`Risk flags`, render: (row: CustomerBrief) => <FlagBadges flags={row.flags} /> },
            ]}
            rows={list.data.data}
            rowKey={(row) => row.id}
            onOpen={(row) => goTo({ to: '/customers/$id', params: { id: String(row.id) } })}
            empty={<Trans>No customer matches.</Trans>}
          />
          <Pager
            page={page}
            total={list.data.total}
            onPage={(next) => goTo({ to: '/customers', search: { q: q || undefined, page: next } })}
          />
        </>
      ) : (
        <p>{list.isError ? <Trans>The list could not be loaded.</Trans> : <Trans>Loading…</Trans>}</p>
      )}
    </>
  );
}
