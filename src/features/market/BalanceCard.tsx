import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { sessionAtom } from '@/lib/store';
import { Button } from '@/ui';
import styles from './BalanceCard.module.css';

const AccountCard = lazy(() => import('./AccountCard'));

/**
 * Logged in: total balance, today's profit and its percent of the total, with deposit and withdraw. A guest gets
 * an invitation to log in or try the demo account instead. Figures are asked again each time the screen is
 * entered (a hidden kept-alive screen stops observing them).
 */
export function BalanceCard({ tag }: { tag: string }) {
  const token = useAtomValue(sessionAtom)?.token ?? null;
  // Keyed by the session, so one user never sees the previous one's figures while theirs load.
  if (!token) return <GuestCard />;
  return (
    <Suspense fallback={<section className={styles.card} aria-busy="true" />}>
      <AccountCard key={token} token={token} tag={tag} />
    </Suspense>
  );
}

function GuestCard() {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <section className={`${styles.card} ${styles.guest}`} aria-labelledby="home-guest-text">
      <p id="home-guest-text" className={styles.invite}>
        {t`Log in to trade, deposit and follow your orders.`}
      </p>
      <div className={styles.actions}>
        <Button variant="primary" onClick={() => void navigate({ to: '/login' })}>
          {t`Log in`}
        </Button>
        <Button variant="secondary" onClick={() => void navigate({ to: '/login' })}>
          {t`Try the demo account`}
        </Button>
      </div>
    </section>
  );
}
