import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { adminDashboardMoney, type MoneyFigures } from '@common/api/admin-console';
import { MONEY_PERIODS, type MoneyPeriod } from '@common/money-periods';
import { Tabs } from '@/ui';
import { amountText, timeText } from '../format';
import { useAdminQuery } from '../queries';
import { Panel } from '../ui/Panel';
import styles from './MoneyPanel.module.css';

// The money of the business over a period, as the ledger records it (server/admin/money-dashboard.ts): deposits
// credited, withdrawals paid out and the net flow, what the house owes customers now, its trading result against
// them and the fees it took. Customers only: demo accounts and the simulated traders are left out.

/** Read again every minute: sums over days, not a live price. */
const REFRESH_MS = 60_000;

const PERIOD_LABELS: Readonly<Record<MoneyPeriod, MessageDescriptor>> = {
  today: msg`Today`,
  '7d': msg`7 days`,
  '30d': msg`30 days`,
};

/** A figure with its name and, below it, what it is made of. */
function Tile({ label, value, parts, tone }: { label: string; value: string; parts?: string; tone?: 'up' | 'down' }) {
  return (
    <div className={styles.tile}>
      <span className={styles.label}>{label}</span>
      <span className={tone ? `${styles.figure} ${styles[tone]}` : styles.figure}>{value}</span>
      {parts ? <span className={styles.parts}>{parts}</span> : null}
    </div>
  );
}

const toneOf = (amount: string) => (amount.startsWith('-') ? 'down' : /[1-9]/.test(amount) ? 'up' : undefined);

function Figures({ money, locale }: { money: MoneyFigures; locale: string }) {
  const { t } = useLingui();
  const usd = (amount: string) => `${amountText(amount, locale)} USD`;
  return (
    <>
      <div className={styles.tiles}>
        <Tile label={t`Deposits credited`} value={usd(money.deposits)} />
        <Tile label={t`Withdrawals paid out`} value={usd(money.withdrawals)} />
        <Tile label={t`Net flow`} value={usd(money.net_flow)} tone={toneOf(money.net_flow)} />
        <Tile
          label={t`Owed to customers now`}
          value={usd(money.liabilities.total)}
          parts={t`${amountText(money.liabilities.available, locale)} free · ${amountText(money.liabilities.held, locale)} held`}
        />
        <Tile
          label={t`House trading result`}
          value={usd(money.trading_result.total)}
          tone={toneOf(money.trading_result.total)}
          parts={t`Contracts ${amountText(money.trading_result.contracts, locale)} · options ${amountText(money.trading_result.options, locale)}`}
        />
        <Tile
          label={t`Fees taken`}
          value={usd(money.fees.total)}
          parts={t`Orders ${amountText(money.fees.trading, locale)} · withdrawals ${amountText(money.fees.withdrawals, locale)}`}
        />
      </div>
      <p className={styles.note}>
        <Trans>
          From {timeText(money.from, locale)} to {timeText(money.to, locale)}, from the ledger. Customers only: demo accounts and simulated
          traders are left out. The trading result is what customers lost less what they won.
        </Trans>
      </p>
    </>
  );
}

export function MoneyPanel() {
  const { t, i18n } = useLingui();
  const [period, setPeriod] = useState<MoneyPeriod>('today');
  const money = useAdminQuery(adminDashboardMoney, { period }, { refetchInterval: REFRESH_MS });
  return (
    <Panel
      title={t`Money`}
      actions={
        <Tabs
          variant="pill"
          aria-label={t`Period`}
          items={MONEY_PERIODS.map((key) => ({ key, label: i18n._(PERIOD_LABELS[key]) }))}
          value={period}
          onChange={(key) => setPeriod(MONEY_PERIODS.find((known) => known === key) ?? 'today')}
        />
      }
    >
      {money.data ? (
        <Figures money={money.data} locale={i18n.locale} />
      ) : (
        <p className={styles.note}>{money.isError ? <Trans>The figures could not be loaded.</Trans> : <Trans>Loading…</Trans>}</p>
      )}
    </Panel>
  );
}
