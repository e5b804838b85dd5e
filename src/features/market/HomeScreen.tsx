import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { currentUserAtom, isDemoAtom } from '@/lib/session';
import { isLoggedInAtom } from '@/lib/store';
import { BankIcon, ChatIcon, CoinsIcon, EmptyState, GlobeIcon, MegaphoneIcon, SearchIcon, WalletIcon } from '@/ui';
import styles from './HomeScreen.module.css';

/**
 * The home screen's frame: a header with the brand (a guest) or who is logged in with their UID, the chat and
 * language buttons, the search bar and the shortcut tiles. The
 * balance card, the instrument strip and the live list come with the market feed.
 */
export function HomeScreen() {
  const { t } = useLingui();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const user = useAtomValue(currentUserAtom);
  const isDemo = useAtomValue(isDemoAtom);
  return (
    <div className={styles.home}>
      <header className={styles.header}>
        <img src="/icons/logo.svg" alt="" width={28} height={28} />
        {loggedIn ? (
          <Link to="/user" className={styles.who}>
            <span className={styles.name}>{isDemo ? t`Demo account` : (user?.email ?? '')}</span>
            {user ? <span className={`${styles.uid} num`}>{t`UID ${user.uid}`}</span> : null}
          </Link>
        ) : (
          <span className={styles.brand}>Meridian</span>
        )}
        {loggedIn ? (
          <Link to="/mine/chat" className={styles.iconButton} aria-label={t`Customer service`}>
            <ChatIcon aria-hidden="true" />
          </Link>
        ) : null}
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
