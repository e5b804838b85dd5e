import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { totalBalance } from '@common/money';
import { assetsHiddenAtom } from '@/lib/assets-hidden';
import { HIDDEN_AMOUNT } from '@/lib/format';
import { ListGroup, ListItem, SkeletonRows } from '@/ui';
import { balanceQuery } from '@/shared/account';
import { useSessionToken } from '@/lib/query';
import { TotalAssets } from './TotalAssets';
import { ACCOUNT_ORDER, useAccountNames } from './useAccountNames';
import { useMoney } from './useMoney';
import { WalletPage } from './WalletPage';
import styles from './Wallet.module.css';

/** The asset overview (spec section 2): each of the user's accounts with its balances, each opening its ledger. */
export function AccountsScreen() {
  const { t } = useLingui();
  return (
    <WalletPage title={t`Assets`}>
      <AccountList />
    </WalletPage>
  );
}

function AccountList() {
  const navigate = useNavigate();
  const money = useMoney();
  const nameOf = useAccountNames();
  const hidden = useAtomValue(assetsHiddenAtom);
  const accounts = useQuery(balanceQuery(useSessionToken())).data ?? null;
  const shown = (amount: string) => (hidden ? HIDDEN_AMOUNT : money(amount));
  const ordered = accounts
    ? ACCOUNT_ORDER.flatMap((id) => accounts.filter((account) => account.accountTypeId === id).map((account) => ({ id, account })))
    : null;

  return (
    <div className={styles.page}>
      <TotalAssets accounts={accounts} />
      {ordered ? (
        <ListGroup inset={false} card>
          {ordered.map(({ id, account }) => (
            <ListItem
              key={id}
              title={nameOf(id)}
              description={<BalanceLine available={shown(account.balance)} locked={shown(account.lockBalance)} />}
              trailing={
                <span className="num" dir="ltr">
                  {shown(totalBalance([account]))}
                </span>
              }
              onClick={() => void navigate({ to: '/mine/history', search: { accountTypeId: id } })}
            />
          ))}
        </ListGroup>
      ) : (
        <SkeletonRows count={3} />
      )}
    </div>
  );
}

/** What of an account's money is free and what is held (open positions, withdrawals under review). */
function BalanceLine({ available, locked }: { available: string; locked: string }) {
  return (
    <>
      <Trans>
        Available <span dir="ltr">{available}</span>
      </Trans>
      {' · '}
      <Trans>
        Locked <span dir="ltr">{locked}</span>
      </Trans>
    </>
  );
}
