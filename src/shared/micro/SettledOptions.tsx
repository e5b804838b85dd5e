import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { MicroOrder } from '@common/api/micro';
import { MICRO_DIRECTION } from '@common/micro';
import { Decimal } from '@common/money';
import { priceText, signedText } from '../../lib/format';
import { intlTag } from '../../lib/i18n';
import { useSessionToken } from '../../lib/query';
import { localeAtom } from '../../lib/store';
import { CloseIcon, IconButton } from '@/ui';
import { dismissSettled, settledOptionsQuery } from './settled';
import styles from './SettledOptions.module.css';

/**
 * The options that settled while this screen was open, one card each (won or lost, the amount, the deciding
 * price), until dismissed. Shown where options run: the option form and the orders' option tabs.
 */
export function SettledOptions() {
  const token = useSessionToken();
  const { data } = useQuery(settledOptionsQuery(token));
  const { t } = useLingui();
  return (
    // Polite: a result arrives while the user may be doing something else on the screen.
    <div role="status" aria-live="polite" aria-label={t`Settled options`} className={data.length > 0 ? styles.list : undefined}>
      {data.map((order) => (
        <SettledCard key={order.Id} order={order} onDismiss={() => dismissSettled(token, order.Id)} />
      ))}
    </div>
  );
}

function SettledCard({ order, onDismiss }: { order: MicroOrder; onDismiss: () => void }) {
  const { t } = useLingui();
  const tag = intlTag(useAtomValue(localeAtom));
  const precision = order.ForexTradeList.PricePrecision;
  // A tie wins (common/micro.ts microWins), so a result of 0 or more is a win.
  const won = new Decimal(order.FactProfits).greaterThanOrEqualTo(0);
  const amount = signedText(order.FactProfits, tag).text;
  const code = order.ForexTradeList.ShowCode;
  const direction =
    order.Type === MICRO_DIRECTION.up
      ? t({ message: 'Up', context: 'option direction' })
      : t({ message: 'Down', context: 'option direction' });
  const endPrice = priceText(order.EndPrice, precision, tag);
  const openPrice = priceText(order.OpenPrice, precision, tag);
  return (
    <article className={won ? `${styles.card} ${styles.won}` : `${styles.card} ${styles.lost}`}>
      <div className={styles.text}>
        <p className={styles.title}>{t`Option settled: ${code} · ${direction}`}</p>
        <p className={styles.result}>
          {won ? t`Won` : t`Lost`} <span dir="ltr">{`${amount} USD`}</span>
        </p>
        <p className={styles.price}>
          {t`Deciding price`} <span dir="ltr">{endPrice}</span> · {t`opened at`} <span dir="ltr">{openPrice}</span>
        </p>
      </div>
      <IconButton label={t`Dismiss`} onClick={onDismiss}>
        <CloseIcon size={18} />
      </IconButton>
    </article>
  );
}
