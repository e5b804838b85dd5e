import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { totalBalance } from '@common/money';
import { balanceQuery, profitsQuery } from '@/lib/account';
import { formatAmountText } from '@/lib/format';
import { isDemoAtom } from '@/lib/session';
import { sessionAtom } from '@/lib/store';
import { BankIcon, Button, CoinsIcon, toast } from '@/ui';
import { profitPercent, signedText } from './home-logic';
import styles from './BalanceCard.module.css';

/**
 * Logged in: total balance, today's profit and its percent of the total, with deposit and withdraw. A guest gets
 * an invitation to log in or try the demo account instead. Figures are asked again each time the screen is
 * entered (a hidden kept-alive screen stops observing them).
 */
export function BalanceCard({ tag }: { tag: string }) {
  const token = useAtomValue(sessionAtom)?.token ?? null;
  // Keyed by the session, so one user never sees the previous one's figures while theirs load.
  return token ? <AccountCard key={token} token={token} tag={tag} /> : <GuestCard />;
}

function AccountCard({ token, tag }: { token: string; tag: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const isDemo = useAtomValue(isDemoAtom);
  const accounts = useQuery(balanceQuery(token)).data;
  const profits = useQuery(profitsQuery(token)).data;
  // Both or nothing: a percent of a total from another moment would be wrong.
  const figures = accounts && profits ? { total: totalBalance(accounts), profit: profits.today_profit } : null;

  // Demo users are refused deposits and withdrawals (spec section 6): they are told so rather than sent on.
  const demoRefusal = t`This is a demo account. Register or log in to a real account to use this.`;
  const go = (to: '/mine/charge' | '/mine/withdraw') => {
    if (isDemo) toast.show(demoRefusal, 'info');
    else void navigate({ to });
  };

  const profit = figures ? signedText(figures.profit, tag) : null;
  const percent = figures ? signedText(profitPercent(figures.profit, figures.total), tag, '%') : null;
  return (
    <section className={styles.card} aria-labelledby="home-balance-label" aria-busy={figures === null || undefined}>
      <h2 id="home-balance-label" className={styles.label}>
        {t`Total assets (USD)`}
      </h2>
      <p className={`${styles.total} num`}>
        <span dir="ltr">{figures ? formatAmountText(figures.total, tag) : '--'}</span>
      </p>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>{t`Today's profit`}</dt>
          <dd className={`num ${profit ? styles[profit.tone] : ''}`}>
            <span dir="ltr">{profit?.text ?? '--'}</span>
          </dd>
        </div>
        <div className={styles.figure}>
          <dt>{t`Profit rate`}</dt>
          <dd className={`num ${percent ? styles[percent.tone] : ''}`}>
            <span dir="ltr">{percent?.text ?? '--'}</span>
          </dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <Button variant="primary" onClick={() => go('/mine/charge')}>
          <CoinsIcon size={20} />
          {t`Deposit`}
        </Button>
        <Button variant="secondary" onClick={() => go('/mine/withdraw')}>
          <BankIcon size={20} />
          {t`Withdraw`}
        </Button>
      </div>
    </section>
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
