import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { BankIcon, CoinsIcon, EmptyState, GlobeIcon, MegaphoneIcon, SearchIcon, WalletIcon } from '@/ui';
import styles from './HomeScreen.module.css';

/**
 * The home screen's frame: brand header with the language button, the search bar and the shortcut tiles. The
 * balance card, the instrument strip and the live list come with the market feed.
 */
export function HomeScreen() {
  const { t } = useLingui();
  return (
    <div className={styles.home}>
      <header className={styles.header}>
        <img src="/icons/logo.svg" alt="" width={28} height={28} />
        <span className={styles.brand}>Meridian</span>
        <Link to="/language" className={styles.iconButton} aria-label={t`Language`}>
          <GlobeIcon aria-hidden="true" />
        </Link>
      </header>
      <Link to="/product" className={styles.search}>
        <SearchIcon aria-hidden="true" />
        <span>{t`Search instruments`}</span>
      </Link>
      <nav className={styles.tiles} aria-label={t`Shortcuts`}>
        <Link to="/loan" className={styles.tile}>
          <BankIcon aria-hidden="true" />
          <span>{t`Loan`}</span>
        </Link>
        <Link to="/mine/charge" search={{ type: 1 }} className={styles.tile}>
          <CoinsIcon aria-hidden="true" />
          <span>{t`Buy coin`}</span>
        </Link>
        <Link to="/news" className={styles.tile}>
          <MegaphoneIcon aria-hidden="true" />
          <span>{t`Video`}</span>
        </Link>
        <Link to="/mining" className={styles.tile}>
          <WalletIcon aria-hidden="true" />
          <span>{t`Mining`}</span>
        </Link>
      </nav>
      <EmptyState title={t`Markets`} description={t`Live prices appear here once the market feed is connected.`} />
    </div>
  );
}
