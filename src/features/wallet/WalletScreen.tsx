import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { AsOfNote, BankIcon, Button, CoinsIcon, HistoryIcon, ListGroup, ListItem, WalletIcon } from '@/ui';
import { balanceQuery } from '@/shared/account';
import { useDemoGuard } from '@/shared/demo-guard';
import { sessionKey, useAsOf, useSessionToken } from '@/lib/query';
import { TotalAssets } from './TotalAssets';
import { WalletPage } from './WalletPage';
import styles from './Wallet.module.css';

/** The wallet (spec section 2): total assets with the hide toggle, money in and out, and the payout method lists. */
export function WalletScreen() {
  const { t } = useLingui();
  return (
    <WalletPage title={t`Wallet`}>
      <Wallet />
    </WalletPage>
  );
}

function Wallet() {
  const { t } = useLingui();
  const navigate = useNavigate();
  // A demo user sees the wallet but is told, in place, that money moves only on a real account.
  const guard = useDemoGuard();
  // Asked again on entry, unless the route's loader has just brought it (a second ago at most).
  const token = useSessionToken();
  const accounts = useQuery({ ...balanceQuery(token), staleTime: 1_000 }).data ?? null;
  const asOf = useAsOf([sessionKey(token, 'balance')]);
  return (
    <div className={styles.page}>
      <AsOfNote at={asOf} />
      <TotalAssets accounts={accounts}>
        <div className={styles.heroActions}>
          <Button variant="secondary" size="s" onClick={() => guard(() => void navigate({ to: '/mine/charge' }))}>
            {t`Deposit`}
          </Button>
          <Button variant="secondary" size="s" onClick={() => guard(() => void navigate({ to: '/mine/withdraw' }))}>
            {t`Withdraw`}
          </Button>
          <Button variant="secondary" size="s" onClick={() => guard(() => void navigate({ to: '/mine/transfer' }))}>
            {t`Transfer`}
          </Button>
        </div>
      </TotalAssets>
      <ListGroup inset={false}>
        <ListItem icon={<WalletIcon />} title={t`Assets`} onClick={() => void navigate({ to: '/mine/accounts' })} />
        <ListItem icon={<HistoryIcon />} title={t`Account ledger`} onClick={() => void navigate({ to: '/mine/history' })} />
      </ListGroup>
      <ListGroup inset={false}>
        <ListItem icon={<BankIcon />} title={t`Bank cards`} onClick={() => void navigate({ to: '/mine/bank-card-list' })} />
        <ListItem icon={<CoinsIcon />} title={t`Coin addresses`} onClick={() => void navigate({ to: '/mine/coin-address-list' })} />
      </ListGroup>
    </div>
  );
}
