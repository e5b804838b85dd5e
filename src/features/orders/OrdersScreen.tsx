import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { ORDER_STATUS, type OrderStatus } from '@common/contract';
import { intlTag } from '@/lib/i18n';
import { refreshTradeList } from '@/lib/market';
import { localeAtom } from '@/lib/store';
import { EmptyState, PageHeader, Tabs } from '@/ui';
import { OrderTab } from './OrderTab';
import styles from './OrdersScreen.module.css';
import { RiskHeader } from './RiskHeader';
import { useRiskFigures } from './useRiskFigures';

export type OrderSource = 0 | 1;

interface OrdersScreenProps {
  /** 1 holding, 0 dealing, 3 history (spec section 2). */
  status: OrderStatus;
  /** 0 contract, 1 future (micro). */
  source: OrderSource;
  onChange: (next: { status: OrderStatus; source: OrderSource }) => void;
}

const STATUSES: readonly OrderStatus[] = [ORDER_STATUS.holding, ORDER_STATUS.dealing, ORDER_STATUS.history];

/** The orders screen: contract or future, and for contracts the account's risk and the three order tabs. */
export function OrdersScreen({ status, source, onChange }: OrdersScreenProps) {
  const { t } = useLingui();
  const tag = intlTag(useAtomValue(localeAtom));

  // Spec section 2: /order refreshes the trade list on entry (prices and market status elsewhere stay current).
  useEffect(() => {
    void refreshTradeList();
  }, []);

  return (
    <>
      <PageHeader title={t`Orders`} />
      <div className={styles.screen}>
        <Tabs
          variant="pill"
          aria-label={t`Order kind`}
          value={String(source)}
          onChange={(key) => onChange({ status, source: key === '1' ? 1 : 0 })}
          items={[
            { key: '0', label: t`Contract` },
            { key: '1', label: t`Future` },
          ]}
        />
        {source === 0 ? (
          <ContractOrders status={status} tag={tag} onStatus={(next) => onChange({ status: next, source })} />
        ) : (
          <EmptyState
            title={t`Option orders`}
            description={t`Option trades (up or down over a few seconds) and their orders come in a later update.`}
          />
        )}
      </div>
    </>
  );
}

function ContractOrders({ status, tag, onStatus }: { status: OrderStatus; tag: string; onStatus: (status: OrderStatus) => void }) {
  const { t } = useLingui();
  const risk = useRiskFigures();
  const names: Record<OrderStatus, string> = {
    [ORDER_STATUS.holding]: t({ message: 'Holding', context: 'order tab' }),
    [ORDER_STATUS.dealing]: t({ message: 'Pending', context: 'order tab' }),
    [ORDER_STATUS.history]: t({ message: 'History', context: 'order tab' }),
  };
  return (
    <>
      <RiskHeader figures={risk.figures} tag={tag} />
      <Tabs
        stretch
        className={styles.statusTabs}
        aria-label={t`Order status`}
        idPrefix="order-status"
        value={String(status)}
        onChange={(key) => {
          const next = STATUSES.find((candidate) => String(candidate) === key);
          if (next !== undefined) onStatus(next);
        }}
        items={STATUSES.map((key) => ({ key: String(key), label: names[key] }))}
      />
      <div role="tabpanel" aria-labelledby={`order-status-${String(status)}`} className={styles.panel}>
        {/* Keyed by the tab: another tab starts from its own first page. */}
        <OrderTab key={status} status={status} tag={tag} onAccountChange={risk.reload} />
      </div>
    </>
  );
}
