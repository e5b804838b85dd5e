import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { closeAllOrders, type ForexOrder, type OrderPage } from '@common/api/trade';
import { CLOSE_ALL_WHICH, type CloseAllWhich } from '@common/contract';
import { useKeyedMutation } from '@/lib/query';
import { useOnline } from '@/lib/useOnline';
import { BottomSheet, Button, ConfirmDialog, cx, Dialog, ListGroup, ListItem } from '@/ui';
import { closeAllEstimate, closeAllResult } from './close-all';
import { profitText } from './order-format';
import styles from './OrdersScreen.module.css';

interface CloseAllActionsProps {
  /** The holding positions shown, valued live. */
  orders: readonly ForexOrder[];
  /** Whether every holding position is loaded (else the estimate counts only those shown). */
  complete: boolean;
  tag: string;
  /** The server closed these (its answer): the tab and the account follow. */
  onClosed: (page: OrderPage) => void;
}

/**
 * Close all, all in profit or all at a loss (issue 35), from the holding tab: each choice says how many positions it
 * takes and their floating profit now, or why it takes none; a confirmation repeats it, then close_all closes them
 * (each at its own next tick, so what they realise may differ), and what they realised is shown.
 */
export function CloseAllActions({ orders, complete, tag, onClosed }: CloseAllActionsProps) {
  const { t } = useLingui();
  const online = useOnline();
  const [menu, setMenu] = useState(false);
  const [asked, setAsked] = useState<CloseAllWhich | null>(null);
  const [result, setResult] = useState<{ count: number; realised: string } | null>(null);
  const closing = useKeyedMutation(closeAllOrders, (page) => {
    setAsked(null);
    setResult(closeAllResult(page));
    onClosed(page);
  });
  const names: Record<CloseAllWhich, string> = {
    all: t`Close all`,
    profit: t`Close all in profit`,
    loss: t`Close all at a loss`,
  };
  const none: Record<CloseAllWhich, string> = {
    all: t`No position is open`,
    profit: t`No position is in profit`,
    loss: t`No position is at a loss`,
  };
  const questions: Record<CloseAllWhich, string> = {
    all: t`Close all positions?`,
    profit: t`Close all positions in profit?`,
    loss: t`Close all positions at a loss?`,
  };
  const summary = (which: CloseAllWhich) => {
    const { count, total } = closeAllEstimate(orders, which);
    const profit = profitText(total, tag).text;
    return count === 0 ? none[which] : t`Positions: ${count}, floating profit now ${profit} USD`;
  };
  const closedLine = (count: number) => t`Positions closed: ${count}`;
  const estimate = asked === null ? null : closeAllEstimate(orders, asked);
  const realised = result === null ? null : profitText(result.realised, tag);

  if (orders.length === 0) return null;
  return (
    <>
      <div className={styles.closeAll}>
        <Button variant="secondary" size="s" disabled={!online} onClick={() => setMenu(true)}>
          {t`Close positions`}
        </Button>
      </div>
      <BottomSheet open={menu} onClose={() => setMenu(false)} title={t`Close positions`}>
        <ListGroup card>
          {CLOSE_ALL_WHICH.map((which) => (
            <ListItem
              key={which}
              title={names[which]}
              description={summary(which)}
              danger
              disabled={!online || closeAllEstimate(orders, which).count === 0}
              onClick={() => {
                setMenu(false);
                setAsked(which);
              }}
            />
          ))}
        </ListGroup>
        {complete ? null : (
          <p className={styles.zoneNote}>{t`Only the positions loaded are counted; the server closes every one that matches.`}</p>
        )}
      </BottomSheet>
      <ConfirmDialog
        open={asked !== null}
        danger
        loading={closing.isPending}
        title={asked === null ? '' : questions[asked]}
        message={
          estimate === null ? undefined : (
            <>
              <p className={styles.closeAllLine}>{summary(asked ?? 'all')}</p>
              <p className={styles.closeAllLine}>{t`Each position closes at its own next price: what they realise may differ.`}</p>
            </>
          )
        }
        confirmLabel={t({ message: 'Close', context: 'close a position' })}
        cancelLabel={t`Keep it`}
        onConfirm={() => {
          if (asked !== null) closing.mutate({ which: asked }, { onError: () => setAsked(null) });
        }}
        onCancel={() => setAsked(null)}
      />
      <Dialog
        open={result !== null}
        onClose={() => setResult(null)}
        title={t`Positions closed`}
        actions={<Button onClick={() => setResult(null)}>{t`OK`}</Button>}
      >
        {result && realised ? (
          <>
            <p className={styles.closeAllLine}>{closedLine(result.count)}</p>
            <p className={styles.closeAllLine}>
              {t`Realised profit (USD)`}{' '}
              <span dir="ltr" className={cx('num', styles[realised.tone])}>
                {realised.text}
              </span>
            </p>
          </>
        ) : null}
      </Dialog>
    </>
  );
}
