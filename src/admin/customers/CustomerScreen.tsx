import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import {
  adminCustomer,
  adminCustomerRecords,
  adminCustomerSessions,
  adminRevokeCustomerSession,
  adminSuspendCustomer,
  type CustomerDetail,
  type CustomerRecord,
  type CustomerSession,
} from '@common/api/admin-console';
import { Badge, Button, Tabs } from '@/ui';
import { oneOfText } from '@/lib/search';
import { allows } from '../api';
import { amountText, timeText } from '../format';
import { goTo } from '../routing/links';
import { CUSTOMER_TABS, customerRoute, type ConsoleRouter } from '../routing/routes';
import { adminMutation, useAdminQuery } from '../queries';
import { operatorAtom } from '../store';
import { DataTable } from '../ui/DataTable';
import { TextAreaField } from '../ui/TextAreaField';
import { Pager } from '../ui/Pager';
import { PageTitle, Panel } from '../ui/Panel';
import { queueByKey } from '../queues/registry';
import { UploadImage } from '../ui/UploadImage';
import { CustomerSummary } from './CustomerSummary';
import { AdjustmentPanel } from './AdjustmentPanel';
import { NotesPanel } from './NotesPanel';
import { NotificationsPanel } from './NotificationsPanel';
import { ProtectionPanel } from './ProtectionPanel';
import { RiskFlagsPanel } from './RiskFlagsPanel';
import { SafeguardsPanel } from './SafeguardsPanel';
import { SecurityLogPanel } from './SecurityLogPanel';
import { isOrderControlColumn, ORDER_CONTROL_COLUMNS, OrderControlCell, useOrderControlLabels } from './OrderControls';
import { useRecordWords } from './record-words';
import styles from './CustomerScreen.module.css';
import type { CustomerRecordKind } from '@common/customer-records';

// One customer: profile and balances, their protection (residence, category, rule set, own limits), operators'
// notes, risk flags and manual balance adjustments, every list of what they did (a tab each), their sessions (which
// support may end), their security log (read-only), and suspension: a suspended customer cannot sign in or act until
// restored. Each act is recorded.

type Tab = (typeof CUSTOMER_TABS)[number];

const customerTab = oneOfText(CUSTOMER_TABS);
const tabOf = (value: string): Tab => customerTab(value) ?? 'ledger';

export function CustomerScreen() {
  const params = customerRoute.useParams<ConsoleRouter>();
  const search = customerRoute.useSearch<ConsoleRouter>();
  if (!/^[1-9]\d{0,14}$/.test(params.id)) return <p>404</p>;
  const id = Number(params.id);
  const tab: Tab = search.tab ?? 'ledger';
  const page = search.page ?? 1;
  return <Customer key={id} id={id} tab={tab} page={page} />;
}

function Customer({ id, tab, page }: { id: number; tab: Tab; page: number }) {
  const { t } = useLingui();
  const detail = useAdminQuery(adminCustomer, { id });
  if (!detail.data) return <p>{detail.isError ? <Trans>This customer could not be loaded.</Trans> : <Trans>Loading…</Trans>}</p>;
  const customer = detail.data;
  const tabs: { key: Tab; label: string }[] = [
    { key: 'ledger', label: t`Ledger` },
    { key: 'orders', label: t`Contract orders` },
    { key: 'options', label: t`Options` },
    { key: 'copies', label: t`Copied orders` },
    { key: 'follows', label: t`Follows` },
    { key: 'loans', label: t`Loans` },
    { key: 'funds', label: t`Funds` },
    { key: 'deposits', label: t`Deposits` },
    { key: 'withdrawals', label: t`Withdrawals` },
    { key: 'uploads', label: t`Uploads` },
    { key: 'sessions', label: t`Sessions` },
    { key: 'security_log', label: t`Security log` },
    { key: 'notifications', label: t`Notifications` },
  ];
  return (
    <>
      <PageTitle>{customer.email ?? customer.uid}</PageTitle>
      <div className={styles.top}>
        <div className={styles.column}>
          <Panel title={t`Profile`}>
            <CustomerSummary customer={customer} />
          </Panel>
          <ProtectionPanel customerId={customer.id} />
          <NotesPanel customerId={customer.id} />
        </div>
        <div className={styles.column}>
          <RiskFlagsPanel customerId={customer.id} />
          <AdjustmentPanel customer={customer} />
          <SuspensionPanel customer={customer} />
          <SafeguardsPanel customer={customer} />
        </div>
      </div>
      <Tabs
        items={tabs}
        aria-label={t`Customer records`}
        value={tab}
        onChange={(value: string) => goTo({ to: '/customers/$id', params: { id: String(id) }, search: { tab: tabOf(value) } })}
      />
      <TabPanel id={id} tab={tab} page={page} />
    </>
  );
}

function TabPanel({ id, tab, page }: { id: number; tab: Tab; page: number }) {
  if (tab === 'sessions') return <Sessions id={id} />;
  if (tab === 'security_log') {
    const onPage = (next: number) => goTo({ to: '/customers/$id', params: { id: String(id) }, search: { tab, page: next } });
    return <SecurityLogPanel customerId={id} page={page} onPage={onPage} />;
  }
  if (tab === 'notifications') {
    const onPage = (next: number) => goTo({ to: '/customers/$id', params: { id: String(id) }, search: { tab, page: next } });
    return <NotificationsPanel customerId={id} page={page} onPage={onPage} />;
  }
  return <Records id={id} kind={tab} page={page} />;
}

function SuspensionPanel({ customer }: { customer: CustomerDetail }) {
  const { t } = useLingui();
  const operator = useAtomValue(operatorAtom);
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  // Pending until the customer is asked again, so the panel turns (suspend, restore) as the button stops. A
  // refusal's toast says why; the reason stays typed.
  const suspension = useMutation({
    ...adminMutation(adminSuspendCustomer, { toastSuccess: true }),
    onSuccess: async () => {
      setReason('');
      await client.invalidateQueries();
    },
  });
  if (!allows(adminSuspendCustomer, operator?.role)) return null;
  return (
    <Panel title={customer.suspended ? t`Restore the account` : t`Suspend the account`}>
      <TextAreaField
        label={customer.suspended ? t`Reason (optional)` : t`Reason (required; recorded in the audit log)`}
        name="suspend-reason"
        rows={2}
        maxLength={500}
        value={reason}
        onChange={setReason}
      />
      <Button
        variant={customer.suspended ? 'primary' : 'danger'}
        loading={suspension.isPending}
        disabled={!customer.suspended && reason.trim() === ''}
        onClick={() => suspension.mutate({ id: customer.id, action: customer.suspended ? 'restore' : 'suspend', reason: reason.trim() })}
      >
        {customer.suspended ? t`Restore` : t`Suspend`}
      </Button>
    </Panel>
  );
}

/** The columns each list shows, in order; any other field the server sends stays out. */
const RECORD_COLUMNS: Readonly<Record<CustomerRecordKind, readonly string[]>> = {
  // The customer's own ledger, worded as they read it, with the balances after each entry.
  ledger: ['id', 'created_at', 'account', 'description', 'change', 'locked_change', 'balance', 'locked_balance'],
  orders: [
    'id',
    'created_at',
    'instrument',
    'side',
    'lots',
    'multiple',
    'status',
    'open_price',
    'close_price',
    'margin',
    'fee',
    'pnl',
    'close_reason',
    // The trading controls (OrderControls.tsx).
    ...ORDER_CONTROL_COLUMNS,
  ],
  options: ['id', 'created_at', 'instrument', 'direction', 'amount', 'seconds', 'status', 'open_price', 'end_price'],
  copies: ['id', 'created_at', 'trader', 'instrument', 'side', 'lots', 'status', 'margin', 'pnl', 'following'],
  follows: [
    'id',
    'created_at',
    'trader',
    'follow_state',
    'ended_at',
    'multiple',
    'amount_per_order',
    'allocation',
    'max_per_order',
    'slippage',
    'stop_loss',
    'copy_open',
    'copies',
    'skips',
    'pnl',
    'risk_score',
    'daily_volatility',
  ],
  loans: ['id', 'created_at', 'amount', 'loan_period', 'interest', 'penalty', 'status', 'due_day', 'reason'],
  funds: ['id', 'created_at', 'fund', 'amount', 'status', 'paid_days', 'lock_days', 'income', 'penalty'],
  deposits: ['id', 'created_at', 'type', 'currency', 'amount', 'status', 'remark'],
  withdrawals: ['id', 'created_at', 'type', 'currency', 'amount', 'fee', 'status', 'notes'],
  uploads: ['created_at', 'mime', 'size', 'url'],
};
/** The lists whose rows are a queue's items: their statuses read as that queue names them. */
const STATUS_QUEUES: Partial<Record<CustomerRecordKind, string>> = { loans: 'loans', deposits: 'charges', withdrawals: 'withdrawals' };
const AMOUNTS = new Set([
  'amount',
  'allocation',
  'amount_per_order',
  'max_per_order',
  'margin',
  'fee',
  'pnl',
  'income',
  'penalty',
  'interest',
  'change',
  'locked_change',
  'balance',
  'locked_balance',
]);

function Records({ id, kind, page }: { id: number; kind: CustomerRecordKind; page: number }) {
  const { t, i18n } = useLingui();
  const list = useAdminQuery(adminCustomerRecords, { id, kind, page });
  const names: Record<string, string> = {
    ...useOrderControlLabels(),
    id: t`No.`,
    created_at: t`Time`,
    account: t`Account`,
    description: t`What happened`,
    change: t`Change (USD)`,
    locked_change: t`Locked change`,
    balance: t`Balance after`,
    locked_balance: t`Locked after`,
    amount: t`Amount (USD)`,
    instrument: t`Instrument`,
    side: t`Side`,
    lots: t`Lots`,
    multiple: t`Multiple`,
    status: t`Status`,
    open_price: t`Open price`,
    close_price: t`Close price`,
    end_price: t`End price`,
    margin: t`Margin`,
    fee: t`Fee`,
    pnl: t`Profit/loss`,
    close_reason: t`Closed by`,
    direction: t`Direction`,
    seconds: t`Seconds`,
    fund: t`Fund`,
    paid_days: t`Days paid`,
    lock_days: t`Days locked`,
    income: t`Income`,
    penalty: t`Penalty`,
    type: t`Type`,
    currency: t`Currency`,
    remark: t`Reason`,
    notes: t`Reason`,
    mime: t`Format`,
    size: t`Bytes`,
    url: t`Image`,
    trader: t`Trader`,
    following: t`Still following`,
    follow_state: t`State`,
    ended_at: t`Ended`,
    amount_per_order: t`Amount per order`,
    allocation: t`Allocation`,
    max_per_order: t`Max per order`,
    slippage: t`Slippage guard (%)`,
    stop_loss: t`Copy stop-loss`,
    copy_open: t`Copied open positions`,
    copies: t`Copies`,
    skips: t`Skipped`,
    risk_score: t`Trader risk (1-10)`,
    daily_volatility: t`Daily volatility`,
    loan_period: t`Term (days)`,
    interest: t`Interest`,
    due_day: t`Due day`,
    reason: t`Reason`,
  };
  const recordWord = useRecordWords();
  const cell = (row: CustomerRecord, key: string) => {
    if (kind === 'orders' && isOrderControlColumn(key)) return <OrderControlCell row={row} column={key} />;
    const value = row[key];
    if (key === 'status' && typeof value === 'number') {
      const status = queueByKey(STATUS_QUEUES[kind] ?? '')?.statuses.find((candidate) => candidate.value === value);
      if (status) return <Badge tone={status.tone}>{i18n._(status.label)}</Badge>;
    }
    const word = recordWord(kind, key, value);
    if (word !== null) return word;
    if (key === 'created_at' || (key === 'ended_at' && value !== null)) return timeText(Number(value), i18n.locale);
    if (key === 'url' && typeof value === 'string') return <UploadImage url={value} label={String(row.name)} />;
    if (AMOUNTS.has(key) && typeof value === 'string') return amountText(value, i18n.locale);
    if (typeof value === 'boolean') return value ? t`Yes` : t`No`;
    return value === null || value === '' ? '—' : String(value);
  };
  if (!list.data) return <p>{list.isError ? <Trans>The list could not be loaded.</Trans> : <Trans>Loading…</Trans>}</p>;
  return (
    <>
      <DataTable
        columns={RECORD_COLUMNS[kind].map((key) => ({
          key,
          label: names[key] ?? key,
          render: (row: CustomerRecord) => cell(row, key),
          numeric: AMOUNTS.has(key),
        }))}
        rows={list.data.data}
        rowKey={(row) => String(row.id ?? row.name)}
        empty={<Trans>Nothing yet.</Trans>}
      />
      <Pager
        page={page}
        total={list.data.total}
        onPage={(next) => goTo({ to: '/customers/$id', params: { id: String(id) }, search: { tab: kind, page: next } })}
      />
    </>
  );
}

function Sessions({ id }: { id: number }) {
  const { t, i18n } = useLingui();
  const operator = useAtomValue(operatorAtom);
  const sessions = useAdminQuery(adminCustomerSessions, { id });
  const mayRevoke = allows(adminRevokeCustomerSession, operator?.role);
  // The list is asked again whatever the answer, so it shows the sessions the server holds now. A refusal is toasted.
  const revoke = useMutation({ ...adminMutation(adminRevokeCustomerSession, { toastSuccess: true }), onSettled: () => sessions.refetch() });
  if (!sessions.data) return <p>{sessions.isError ? <Trans>The list could not be loaded.</Trans> : <Trans>Loading…</Trans>}</p>;
  return (
    <DataTable
      columns={[
        { key: 'id', label: t`Session`, render: (row: CustomerSession) => <code>{row.id}</code> },
        { key: 'created', label: t`Signed in`, render: (row: CustomerSession) => timeText(row.created_at, i18n.locale) },
        { key: 'seen', label: t`Last used`, render: (row: CustomerSession) => timeText(row.last_seen_at, i18n.locale) },
        {
          key: 'end',
          label: t`End`,
          render: (row: CustomerSession) =>
            mayRevoke ? (
              <Button
                size="s"
                variant="danger"
                loading={revoke.isPending && revoke.variables.session === row.id}
                onClick={() => revoke.mutate({ id, session: row.id })}
              >
                {t`End session`}
              </Button>
            ) : (
              '—'
            ),
        },
      ]}
      rows={sessions.data}
      rowKey={(row) => row.id}
      empty={<Trans>No open sessions.</Trans>}
    />
  );
}
