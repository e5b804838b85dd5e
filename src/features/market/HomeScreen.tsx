import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { intlTag } from '@/lib/i18n';
import { followLivePrices, refreshTradeList, useTradeList } from '@/shared/market';
import { sessionKey, useAsOf, useLivePrices, useSessionToken } from '@/lib/query';
import { currentUserAtom, isDemoAtom } from '@/lib/session';
import { isLoggedInAtom, localeAtom } from '@/lib/store';
import {
  AsOfNote,
  BankIcon,
  BellIcon,
  ChatIcon,
  ChevronIcon,
  CoinsIcon,
  GlobeIcon,
  MegaphoneIcon,
  SearchIcon,
  VisuallyHidden,
  WalletIcon,
} from '@/ui';
import { BalanceCard } from './BalanceCard';
import { STRIP_SIZE, type HomeCategory } from './home-logic';
import { InstrumentList } from './InstrumentList';
import { MarketStrip } from './MarketStrip';
import { categoriesQuery } from './queries';
import { useHomeActive } from './useHomeActive';
import { UnreadCount } from '@/shared/chat/UnreadCount';
import { InboxBell } from '@/shared/notify';
import { RiskWarning } from '@/shared/protection';
import styles from './HomeScreen.module.css';

/**
 * The home screen (spec section 2, Home): a header with the brand (a guest) or who is logged in with their UID,
 * the chat and language buttons, the search bar, the balance card, the strip of the first instruments, the
 * shortcut tiles, and the instrument list with its category filter. Prices are live; each card and row reads its
 * own instrument's quote, so a tick repaints only that card or row.
 */
const NO_CATEGORIES: readonly never[] = [];

export function HomeScreen() {
  const { t } = useLingui();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const user = useAtomValue(currentUserAtom);
  const isDemo = useAtomValue(isDemoAtom);
  const tag = intlTag(useAtomValue(localeAtom));
  const active = useHomeActive();
  const { list, failed } = useTradeList();
  const categories = useQuery(categoriesQuery(useAtomValue(localeAtom))).data ?? NO_CATEGORIES;
  const [category, setCategory] = useState<HomeCategory | null>(null);
  const token = useSessionToken();
  // Kept answers (an offline reload) say so with their time; the prices beside them are not live then.
  const asOf = useAsOf([['trade-list'], ['categories'], sessionKey(token, 'balance'), sessionKey(token, 'profits')]);
  const live = useLivePrices();

  // The screen is kept alive: entering `/` is `active` turning true. Spec: / refreshes trade-list data on entry.
  useEffect(() => {
    if (active) void refreshTradeList();
  }, [active]);

  // Live prices for the whole app; followLivePrices starts the feed once, however often it is called.
  useEffect(() => {
    followLivePrices();
  }, []);

  // A failed first load leaves the strip empty rather than skeletons forever; the list says it could not load.
  const shown = list ?? (failed ? [] : null);
  return (
    <div className={styles.home}>
      <VisuallyHidden as="h1">{t`Markets`}</VisuallyHidden>
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
        {/* Guests may write to support too (by a device id), so the button is there for everyone. */}
        <Link
          to="/mine/chat"
          className={`${styles.iconButton} ${styles.chatButton}`}
          aria-label={t`Customer service`}
          data-testid="home-chat"
        >
          <ChatIcon aria-hidden="true" />
          <UnreadCount corner />
        </Link>
        {/* The inbox's bell, for a signed-in user only (a guest has no inbox: it shows nothing). */}
        <InboxBell />
        <Link to="/language" className={styles.iconButton} aria-label={t`Language`}>
          <GlobeIcon aria-hidden="true" />
        </Link>
      </header>
      <Link to="/product" className={styles.search}>
        <SearchIcon aria-hidden="true" />
        <span>{t`Search instruments`}</span>
      </Link>
      <AsOfNote at={asOf} pricesNotLive={!live} />
      <BalanceCard tag={tag} />
      <MarketStrip items={shown ? shown.slice(0, STRIP_SIZE) : null} tag={tag} />
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
      <Link to="/news" className={styles.newsLink}>
        <BellIcon aria-hidden="true" />
        <span>{t`News and product notes`}</span>
        <ChevronIcon aria-hidden="true" className={styles.newsChevron} />
      </Link>
      <InstrumentList
        list={list}
        failed={failed}
        onRetry={() => void refreshTradeList()}
        categories={categories}
        category={category}
        onCategory={setCategory}
        tag={tag}
      />
      {/* Issue 38: the regulator's risk warning closes the screen. */}
      <RiskWarning />
    </div>
  );
}
