import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { EmptyState, Tabs } from '@/ui';
import styles from './TradeScreen.module.css';

type FormKind = 'contract' | 'future';

/**
 * The trade screen's frame: the contract/future toggle at the top. The chart and both order forms come with the
 * market and trading areas; the toggle's state survives leaving the screen because the screen is kept alive.
 */
export function TradeScreen() {
  const { t } = useLingui();
  const [kind, setKind] = useState<FormKind>('contract');
  return (
    <div className={styles.trade}>
      <Tabs
        variant="pill"
        value={kind}
        onChange={(key) => setKind(key as FormKind)}
        items={[
          { key: 'contract', label: t`Contract` },
          { key: 'future', label: t`Future` },
        ]}
      />
      <EmptyState
        title={kind === 'contract' ? t`Contract trading` : t`Option trading`}
        description={t`The chart and the order form appear here once the market feed is connected.`}
      />
    </div>
  );
}
