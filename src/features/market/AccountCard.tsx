import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { totalBalance } from '@common/money';
import { balanceQuery, contractDetailQuery, profitsQuery } from '@/shared/account';
import { assetsHiddenAtom } from '@/lib/assets-hidden';
import { formatAmountText, HIDDEN_AMOUNT } from '@/lib/format';
import { isDemoAtom } from '@/lib/session';
import { BankIcon, Button, CoinsIcon, toast } from '@/ui';
import { equity } from './equity';
import { signedText } from './home-logic';
import { profitPercent } from './profit-percent';
import styles from './BalanceCard.module.css';

/**
 * A signed-in user's card: total balance, its equity (with the open positions' floating profit, live with the
 * quotes: FOREX_TRADE keeps the contract account's answer current), today's profit and its percent of the total,
 * with deposit and withdraw. Loaded on its own (with decimal.js, which its sums need), so a guest's first visit
 * never downloads them.
 */
export default function AccountCard({ token, tag }: { token: string; tag: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const isDemo = useAtomValue(isDemoAtom);
  // The account centre's and the wallet's "hide amounts" holds here too; the profit rate reveals no amount.
  const hidden = useAtomValue(assetsHiddenAtom);
  const accounts = useQuery(balanceQuery(token)).data;
  const profits = useQuery(profitsQuery(token)).data;
  const floating = useQuery({ ...contractDetailQuery(token), select: (detail) => detail.ProfitsTotal }).data;
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
  const equityValue = accounts && floating !== undefined ? equity(totalBalance(accounts), floating) : null;
  return (
    <section className={styles.card} aria-labelledby="home-balance-label" aria-busy={figures === null || undefined}>
      <h2 id="home-balance-label" className={styles.label}>
        {t`Total assets (USD)`}
      </h2>
      <p className={`${styles.total} num`}>
        <span dir="ltr">{figures ? (hidden ? HIDDEN_AMOUNT : formatAmountText(figures.total, tag)) : '--'}</span>
      </p>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>{t`Equity (USD)`}</dt>
          <dd className="num">
            <span dir="ltr">{equityValue === null ? '--' : hidden ? HIDDEN_AMOUNT : formatAmountText(equityValue, tag)}</span>
          </dd>
        </div>
        <div className={styles.figure}>
          <dt>{t`Today's profit`}</dt>
          <dd className={`num ${profit && !hidden ? styles[profit.tone] : ''}`}>
            <span dir="ltr">{profit ? (hidden ? HIDDEN_AMOUNT : profit.text) : '--'}</span>
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
