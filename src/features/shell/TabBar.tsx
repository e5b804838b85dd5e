import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { ComponentType, SVGProps } from 'react';
import { FollowIcon, MarketIcon, OrdersIcon, RankIcon, TradeIcon, UserIcon } from '@/ui';
import styles from './TabBar.module.css';

interface Tab {
  to: '/' | '/trade' | '/order' | '/follow' | '/rank' | '/user';
  label: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

export function TabBar() {
  const { t } = useLingui();
  const tabs: Tab[] = [
    { to: '/', label: t`Markets`, Icon: MarketIcon },
    { to: '/trade', label: t`Trade`, Icon: TradeIcon },
    { to: '/order', label: t`Orders`, Icon: OrdersIcon },
    { to: '/follow', label: t`Copy`, Icon: FollowIcon },
    { to: '/rank', label: t`Ranking`, Icon: RankIcon },
    { to: '/user', label: t`Account`, Icon: UserIcon },
  ];
  return (
    <nav className={styles.bar} aria-label={t`Main`}>
      {tabs.map(({ to, label, Icon }) => (
        <Link
          key={to}
          to={to}
          className={styles.tab}
          activeOptions={{ exact: to === '/', includeSearch: false }}
          activeProps={{ className: styles.active, 'aria-current': 'page' }}
        >
          <Icon aria-hidden="true" className={styles.icon} />
          <span className={styles.label} data-label={label}>
            {label}
          </span>
        </Link>
      ))}
    </nav>
  );
}
