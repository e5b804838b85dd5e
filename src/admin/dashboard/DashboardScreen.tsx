import { Trans, useLingui } from '@lingui/react/macro';
import type { InstrumentExposure } from '@common/api/admin-console';
import { adminDashboard } from '@common/api/admin-console';
import { Badge } from '@/ui';
import { amountText, clockText, timeText } from '../format';
import { ConsoleLink } from '../routing/links';
import { useAdminQuery } from '../queries';
import { DataTable } from '../ui/DataTable';
import { PageTitle, Panel } from '../ui/Panel';
import { MoneyPanel } from './MoneyPanel';
import styles from './DashboardScreen.module.css';

// The first screen: what waits, the day's trading, the money over a period (./MoneyPanel.tsx), exposure per
// instrument with the house's net position, the feed's last tick per instrument, and the nodes with the leader.
// Read again every 10 s.

const REFRESH_MS = 10_000;
/** A tick older than this while the market should be trading is worth a look. */
const QUIET_MS = 60_000;

export function DashboardScreen() {
  const { t, i18n } = useLingui();
  const board = useAdminQuery(adminDashboard, {}, { refetchInterval: REFRESH_MS });
  if (!board.data) return <p>{board.isError ? <Trans>The dashboard could not be loaded.</Trans> : <Trans>Loading…</Trans>}</p>;
  const data = board.data;
  const locale = i18n.locale;
  const tickAge = (row: InstrumentExposure) => (row.last_tick_at === null ? null : data.time - row.last_tick_at);

  return (
    <>
      <PageTitle>
        <Trans>Dashboard</Trans>
      </PageTitle>
      <div className={styles.tiles}>
        <ConsoleLink to="/queues/$queue" params={{ queue: 'charges' }} className={styles.tile}>
          <span className={styles.figure}>{data.waiting.charges}</span>
          <span>
            <Trans>deposits waiting · {amountText(data.waiting.charges_amount, locale)} USD</Trans>
          </span>
        </ConsoleLink>
        <ConsoleLink to="/queues/$queue" params={{ queue: 'withdrawals' }} className={styles.tile}>
          <span className={styles.figure}>{data.waiting.withdrawals}</span>
          <span>
            <Trans>withdrawals waiting · {amountText(data.waiting.withdrawals_amount, locale)} USD</Trans>
          </span>
        </ConsoleLink>
        <div className={styles.tile}>
          <span className={styles.figure}>{data.totals.open_positions}</span>
          <span>
            <Trans>open positions · {amountText(data.totals.margin, locale)} USD margin in use</Trans>
          </span>
        </div>
        <div className={styles.tile}>
          <span className={styles.figure}>{amountText(data.totals.option_stakes_today, locale)}</span>
          <span>
            <Trans>USD staked on options today</Trans>
          </span>
        </div>
      </div>
      <MoneyPanel />
      <Panel title={t`Instruments`}>
        {/* Nine figures a row fit 1280 px: headings wrap between their words, codes and figures never wrap. */}
        <div className={styles.instruments}>
          <DataTable
            columns={[
              { key: 'code', label: t`Instrument`, render: (row: InstrumentExposure) => <span className={styles.code}>{row.code}</span> },
              { key: 'open', label: t`Open positions`, render: (row: InstrumentExposure) => row.open_positions, numeric: true },
              {
                key: 'margin',
                label: t`Margin in use (USD)`,
                render: (row: InstrumentExposure) => amountText(row.margin, locale),
                numeric: true,
              },
              {
                key: 'sides',
                label: t`Long / short (lots)`,
                render: (row: InstrumentExposure) => `${row.long_lots} / ${row.short_lots}`,
                numeric: true,
              },
              { key: 'house', label: t`House net (lots)`, render: (row: InstrumentExposure) => row.house_net_lots, numeric: true },
              { key: 'volume', label: t`Lots opened today`, render: (row: InstrumentExposure) => row.volume_lots_today, numeric: true },
              {
                key: 'stakes',
                label: t`Option stakes today (USD)`,
                render: (row: InstrumentExposure) => amountText(row.option_stakes_today, locale),
                numeric: true,
              },
              { key: 'price', label: t`Last price`, render: (row: InstrumentExposure) => row.last_price ?? '—', numeric: true },
              {
                key: 'tick',
                label: t`Last tick`,
                render: (row: InstrumentExposure) => {
                  const age = tickAge(row);
                  return (
                    <span className={age === null || age > QUIET_MS ? styles.quiet : styles.tick}>
                      {age === null ? t`No tick yet` : clockText(row.last_tick_at, locale)}
                    </span>
                  );
                },
              },
            ]}
            rows={data.instruments}
            rowKey={(row) => row.instrument_id}
            empty={<Trans>No instruments are listed.</Trans>}
          />
        </div>
      </Panel>
      <Panel title={t`Server nodes`}>
        <ul className={styles.nodes}>
          {data.nodes.map((node) => (
            <li key={node.node}>
              <strong>{node.node}</strong>{' '}
              {node.leader ? <Badge tone="good">{t`Leader`}</Badge> : <Badge tone="neutral">{t`Follower`}</Badge>}{' '}
              {node.self ? t`(answered this page)` : null}
            </li>
          ))}
        </ul>
        {data.leader.node ? (
          <p className={styles.note}>
            <Trans>
              Leadership term {data.leader.epoch}, held by {data.leader.node} since {timeText(data.leader.since, locale)}.
            </Trans>
          </p>
        ) : (
          <p className={styles.note}>
            <Trans>One node on the embedded database: it leads for as long as it runs.</Trans>
          </p>
        )}
      </Panel>
    </>
  );
}
