import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import type { DrawMethod } from '@common/api/withdraw';
import { isDemoAtom } from '@/lib/session';
import { DemoNotice } from '@/shared/demo-guard';
import { ConfirmDialog, EmptyState, IconButton, PlusIcon, SkeletonRows, TrashIcon } from '@/ui';
import { currencyLabel, methodLine } from './method-label';
import { SwipeRow } from './SwipeRow';
import { deletePayoutMethodMutation } from './queries';
import { usePayoutMethods } from './usePayoutMethods';
import { WalletPage } from './WalletPage';
import styles from './Wallet.module.css';
import listStyles from './MethodListScreen.module.css';
import { DRAW_TYPE, type DrawType } from '@common/wallet';

/** The user's bank cards (type 2) or coin addresses (type 1): swipe or press delete, plus to add (spec section 2). */
export function MethodListScreen({ type }: { type: DrawType }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const bank = type === DRAW_TYPE.bank;
  return (
    <WalletPage
      title={bank ? t`Bank cards` : t`Coin addresses`}
      trailing={
        <IconButton
          label={bank ? t`Add a bank card` : t`Add a coin address`}
          onClick={() => void navigate({ to: '/mine/withdraw-way', search: { type } })}
        >
          <PlusIcon size={22} />
        </IconButton>
      }
    >
      <MethodList type={type} />
    </WalletPage>
  );
}

function MethodList({ type }: { type: DrawType }) {
  const { t } = useLingui();
  const { methods, reload } = usePayoutMethods(type);
  const isDemo = useAtomValue(isDemoAtom);
  const [deleting, setDeleting] = useState<DrawMethod | null>(null);
  const deleteLabel = (currency: string) => t`Delete ${currency}`;
  const deletion = useMutation({ ...deletePayoutMethodMutation, onSuccess: () => reload() });

  const confirmDelete = () => {
    if (deleting) deletion.mutate({ id: deleting.id }, { onSettled: () => setDeleting(null) });
  };

  return (
    <div className={styles.page}>
      {methods === null ? <SkeletonRows count={3} /> : null}
      {methods?.length === 0 ? (
        // A demo user has no way to add one (the plus is hidden): told why, with the way to a real account.
        isDemo ? (
          <DemoNotice />
        ) : (
          <EmptyState
            title={type === DRAW_TYPE.bank ? t`No bank card yet` : t`No coin address yet`}
            description={t`Add one with the plus button at the top.`}
          />
        )
      ) : null}
      {methods?.map((method) => (
        <SwipeRow key={method.id} actionLabel={t`Delete`} onAction={() => setDeleting(method)}>
          <article className={listStyles.method}>
            <div className={styles.rowMain}>
              <span className={styles.rowTitle}>{currencyLabel(method.draw_currency)}</span>
              {method.draw_type === DRAW_TYPE.bank ? <span className={styles.note}>{method.payee_name}</span> : null}
              <span className={`${styles.rowMeta} num`}>
                <span dir="ltr">{methodLine(method)}</span>
              </span>
            </div>
            <IconButton
              label={deleteLabel(currencyLabel(method.draw_currency))}
              className={listStyles.delete}
              onClick={() => setDeleting(method)}
            >
              <TrashIcon size={20} />
            </IconButton>
          </article>
        </SwipeRow>
      ))}
      <ConfirmDialog
        open={deleting !== null}
        danger
        loading={deletion.isPending}
        title={t`Delete this payout method?`}
        message={deleting ? methodLine(deleting) : undefined}
        confirmLabel={t`Delete`}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
