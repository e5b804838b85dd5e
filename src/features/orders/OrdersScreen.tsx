import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { ORDER_STATUS, type OrderStatus } from '@common/contract';
import { MICRO_STATUS, type MicroStatus } from '@common/micro';
import { intlTag } from '@/lib/i18n';
import { refreshTradeList } from '@/shared/market';
import { localeAtom } from '@/lib/store';
import { sessionKey, useAsOf, useLivePrices, useSessionToken } from '@/lib/query';
import { AsOfNote, OfflineReason, PageHeader, Tabs } from '@/ui';
import { microStatusOf } from './micro-orders';
import { SettledOptions } from '@/shared/micro/SettledOptions';
import { MicroOrderTab } from './MicroOrderTab';
import { OrderTab } from './OrderTab';
import { RefusedAttempts } from './RefusedAttempts';
import styles from './OrdersScreen.module.css';
import { RiskHeader } from './RiskHeader';
import { StatusTabs } from './StatusTabs';
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

/** The orders screen: contract (the account's risk and three status tabs) or future (options: running and closed). */
export function OrdersScreen({ status, source, onChange }: OrdersScreenProps) {
  const { t } = useLingui();
  const tag = intlTag(useAtomValue(localeAtom));
  const token = useSessionToken();
  const asOf = useAsOf([sessionKey(token, 'orders'), sessionKey(token, 'micro-orders'), sessionKey(token, 'contract-detail')]);
  const live = useLivePrices();

  // Spec section 2: /order refreshes the trade list on entry (prices and market status elsewhere stay current).
  useEffect(() => {
    void refreshTradeList();
  }, []);

  return (
    <>
      <PageHeader title={t`Orders`} />
      <div className={styles.screen}>
        <AsOfNote at={asOf} pricesNotLive={!live} />
        {/* Closing, cancelling and changing stops wait for the connection; the cards' buttons are disabled. */}
        <OfflineReason />
        <RefusedAttempts tag={tag} />
        <Tabs
          variant="pill"
          aria-label={t`Order kind`}
          value={String(source)}
          onChange={(key) => onChange({ status, source: key === '1' ? 1 : 0 })}
          items={[
            { key: '0', label: t`Contract` },
            { key: '1', label: t`Options` },
          ]}
        />
        {source === 0 ? (
          <ContractOrders status={status} tag={tag} onStatus={(next) => onChange({ status: next, source })} />
        ) : (
          <MicroOrders status={microStatusOf(status)} tag={tag} onStatus={(next) => onChange({ status: next, source })} />
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
      <StatusTabs label={t`Order status`} statuses={STATUSES} names={names} value={status} onChange={onStatus}>
        {/* Keyed by the tab: another tab starts from its own first page. */}
        <OrderTab key={status} status={status} tag={tag} onAccountChange={risk.reload} />
      </StatusTabs>
    </>
  );
}

const MICRO_STATUSES: readonly MicroStatus[] = [MICRO_STATUS.running, MICRO_STATUS.closed];

function MicroOrders({ status, tag, onStatus }: { status: MicroStatus; tag: string; onStatus: (status: MicroStatus) => void }) {
  const { t } = useLingui();
  const names: Record<MicroStatus, string> = {
    [MICRO_STATUS.running]: t({ message: 'In transaction', context: 'option order tab' }),
    [MICRO_STATUS.closed]: t({ message: 'Closed position', context: 'option order tab' }),
  };
  return (
    <StatusTabs label={t`Order status`} statuses={MICRO_STATUSES} names={names} value={status} onChange={onStatus}>
      <SettledOptions />
      <MicroOrderTab key={status} status={status} tag={tag} />
    </StatusTabs>
  );
}
