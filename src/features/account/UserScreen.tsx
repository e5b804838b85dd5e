import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useAtom, useAtomValue } from 'jotai';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { totalBalance } from '@common/money';
import { balanceQuery, userInfoQuery } from '@/shared/account';
import { formatAmountText } from '@/lib/format';
import { useDemoGuard } from '@/shared/demo-guard';
import { intlTag } from '@/lib/i18n';
import { sessionKey, useSessionToken } from '@/lib/query';
import { currentUserAtom, isDemoAtom } from '@/lib/session';
import { localeAtom } from '@/lib/store';
import {
  BankIcon,
  BellIcon,
  Button,
  ChatIcon,
  CheckIcon,
  CoinsIcon,
  ConfirmDialog,
  EyeIcon,
  EyeOffIcon,
  GiftIcon,
  IconButton,
  KeyIcon,
  ListGroup,
  ListItem,
  LockIcon,
  LogoutIcon,
  MailIcon,
  MegaphoneIcon,
  PageHeader,
  RefreshIcon,
  SettingsIcon,
  ShieldIcon,
  TransferIcon,
  UserIcon,
  WalletIcon,
} from '@/ui';
import { HIDDEN_AMOUNT } from './amount-format';
import { assetsHiddenAtom } from '@/lib/assets-hidden';
import { useLogout } from './useLogout';
import { resetDemoMutation } from './queries';
import { PreferenceRows } from './PreferenceRows';
import { UnreadCount } from '@/shared/chat/UnreadCount';
import { InboxBell } from '@/shared/notify';
import styles from './UserScreen.module.css';

/**
 * The account centre (spec section 2): who is logged in, total assets with a hide toggle, deposit and withdraw,
 * the demo account's reset and prompt, the account's entries, language, theme and logout.
 */
export function UserScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const user = useAtomValue(currentUserAtom);
  const isDemo = useAtomValue(isDemoAtom);
  const locale = useAtomValue(localeAtom);
  const [hidden, setHidden] = useAtom(assetsHiddenAtom);
  const token = useSessionToken();
  const balances = useQuery(balanceQuery(token));
  // Fresh user information on every visit, written into the session the name and UID are read from.
  useQuery(userInfoQuery(token));
  const accounts = balances.data ?? null;
  const [resetOpen, setResetOpen] = useState(false);
  const guard = useDemoGuard();
  const { ask: askLogout, dialog: logoutDialog } = useLogout();

  const client = useQueryClient();
  // On a refusal (shown by the client) the dialog stays, for another try or a cancel. A reset changes every figure
  // of the account (balances, today's profit, orders, the ledger): the session's answers are dropped and asked
  // again, so home never shows the new balance beside the day's profit from before it (issue 41, defect 7), not even
  // while one of the two is still on its way.
  const resetting = useMutation({
    ...resetDemoMutation,
    onSuccess: () => {
      setResetOpen(false);
      void client.resetQueries({ queryKey: sessionKey(token) });
    },
  });

  const total = accounts ? formatAmountText(totalBalance(accounts), intlTag(locale)) : null;
  const name = isDemo ? t`Demo account` : (user?.email ?? '');

  return (
    <>
      <PageHeader title={t`Account`} trailing={<InboxBell />} />
      <section className={styles.profile} aria-label={t`Profile`}>
        <span className={styles.avatar} aria-hidden>
          <UserIcon size={28} />
        </span>
        <div className={styles.who}>
          <p className={styles.name}>
            <span className={styles.nameText}>{name}</span>
          </p>
          {user ? <p className={`${styles.uid} num`}>{t`UID ${user.uid}`}</p> : null}
        </div>
      </section>

      <section className={styles.assets} aria-labelledby="total-assets-label">
        <div className={styles.assetsHead}>
          <h2 id="total-assets-label" className={styles.assetsLabel}>
            {t`Total assets (USD)`}
          </h2>
          <IconButton label={t`Hide amounts`} aria-pressed={hidden} className={styles.eye} onClick={() => setHidden(!hidden)}>
            {hidden ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
          </IconButton>
        </div>
        <p className={`${styles.total} num`} aria-busy={total === null || undefined}>
          {hidden ? HIDDEN_AMOUNT : (total ?? '--')}
        </p>
        <div className={styles.actions}>
          <Button variant="primary" className={styles.action} onClick={() => guard(() => void navigate({ to: '/mine/charge' }))}>
            <CoinsIcon size={20} />
            {t`Deposit`}
          </Button>
          <Button variant="secondary" className={styles.action} onClick={() => guard(() => void navigate({ to: '/mine/withdraw' }))}>
            <BankIcon size={20} />
            {t`Withdraw`}
          </Button>
        </div>
        {isDemo ? (
          <Button variant="ghost" size="s" className={styles.reset} onClick={() => setResetOpen(true)}>
            <RefreshIcon size={16} />
            {t`Reset demo account`}
          </Button>
        ) : null}
      </section>

      {isDemo ? (
        <section className={styles.prompt} aria-labelledby="demo-prompt">
          <p id="demo-prompt" className={styles.promptText}>
            {t`You are using a demo account. Register or log in to a real account to deposit and withdraw.`}
          </p>
          <div className={styles.promptActions}>
            <Button variant="primary" size="s" onClick={() => void navigate({ to: '/register' })}>
              {t`Register`}
            </Button>
            <Button variant="secondary" size="s" onClick={() => void navigate({ to: '/login' })}>
              {t`Log in`}
            </Button>
          </div>
        </section>
      ) : null}

      <ListGroup>
        <ListItem icon={<WalletIcon />} title={t`Wallet`} onClick={() => void navigate({ to: '/mine/wallet' })} />
        <ListItem icon={<TransferIcon />} title={t`Transfer`} onClick={() => guard(() => void navigate({ to: '/mine/transfer' }))} />
      </ListGroup>
      <ListGroup>
        <ListItem
          icon={<ShieldIcon />}
          title={t`Real-name verification`}
          onClick={() => guard(() => void navigate({ to: '/mine/auth' }))}
        />
        <ListItem icon={<GiftIcon />} title={t`Invite friends`} onClick={() => guard(() => void navigate({ to: '/mine/invite' }))} />
        <ListItem icon={<LockIcon />} title={t`Reset password`} onClick={() => guard(() => void navigate({ to: '/mine/password' }))} />
        {/* Not guarded: a demo user is told on the screen why a demo account has none of it. */}
        <ListItem icon={<KeyIcon />} title={t`Security`} onClick={() => void navigate({ to: '/mine/security' })} />
        {/* Issue 38: the limits a customer sets on themselves; a demo account has none. */}
        <ListItem icon={<SettingsIcon />} title={t`Trading limits`} onClick={() => guard(() => void navigate({ to: '/mine/limits' }))} />
        {/* Not guarded: demo users are notified too (without email). */}
        <ListItem icon={<BellIcon />} title={t`Notification settings`} onClick={() => void navigate({ to: '/mine/notifications' })} />
        {/* Not guarded: demo users may set price alerts (issue 34). */}
        <ListItem icon={<BellIcon />} title={t`Price alerts`} onClick={() => void navigate({ to: '/mine/alerts' })} />
      </ListGroup>
      <ListGroup>
        <ListItem
          icon={<ChatIcon />}
          title={t`Customer service`}
          trailing={<UnreadCount />}
          onClick={() => void navigate({ to: '/mine/chat' })}
        />
        <ListItem icon={<MailIcon />} title={t`Company email`} onClick={() => void navigate({ to: '/mine/email' })} />
        <ListItem icon={<MegaphoneIcon />} title={t`Announcements`} onClick={() => void navigate({ to: '/mine/announcement' })} />
        {/* Not guarded: how any price that decided a trade can be checked is for everyone (issue 37). */}
        <ListItem icon={<CheckIcon />} title={t`Fair prices`} onClick={() => void navigate({ to: '/mine/fair-prices' })} />
      </ListGroup>
      <ListGroup>
        <PreferenceRows />
      </ListGroup>
      <ListGroup className={styles.last}>
        <ListItem icon={<LogoutIcon />} title={t`Log out`} danger chevron={false} onClick={askLogout} />
      </ListGroup>

      {logoutDialog}
      <ConfirmDialog
        open={resetOpen}
        title={t`Reset demo account?`}
        message={t`Your demo balances go back to their starting amounts.`}
        confirmLabel={t`Reset`}
        loading={resetting.isPending}
        onConfirm={() => resetting.mutate({})}
        onCancel={() => setResetOpen(false)}
      />
    </>
  );
}
