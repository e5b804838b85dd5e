import { useLingui } from '@lingui/react/macro';
import { SIDE } from '@common/contract';
import { priceText, signedText } from '@/lib/format';
import { cx } from '@/ui';
import type { LevelResult, Ticket } from './contract-ticket';
import styles from './Ticket.module.css';

interface ContractTicketListProps {
  ticket: Ticket;
  precision: number;
  tag: string;
}

/**
 * The ticket's risk lines (issue 35), recomputed with each live price: the spread (none: Meridian quotes one price,
 * said as such rather than left out), where this position alone would be stopped out for a buy and for a sell, and
 * what the stop-loss and the take-profit would realise, in USD, for the side each fits.
 */
export function ContractTicketList({ ticket, precision, tag }: ContractTicketListProps) {
  const { t } = useLingui();
  const price = (value: string | null) => (value === null ? '--' : priceText(value, precision, tag));
  const buyAt = price(ticket.stopOutBuy);
  const sellAt = price(ticket.stopOutSell);
  return (
    <dl className={styles.ticket} aria-label={t`Order ticket`}>
      <div>
        <dt>{t`Spread`}</dt>
        <dd>{t`None, one price for buy and sell`}</dd>
      </div>
      <div>
        <dt>{t`Stop-out price of this position alone`}</dt>
        <dd dir="auto">{t`Buy ${buyAt} · Sell ${sellAt}`}</dd>
      </div>
      <div>
        <dt>{t`At the stop-loss (USD)`}</dt>
        <LevelFigure result={ticket.atStopLoss} tag={tag} />
      </div>
      <div>
        <dt>{t`At the take-profit (USD)`}</dt>
        <LevelFigure result={ticket.atTakeProfit} tag={tag} />
      </div>
    </dl>
  );
}

/** A stop's result with its side ("Buy: -10.00"), coloured by its sign; "--" without a stop that fits a side. */
function LevelFigure({ result, tag }: { result: LevelResult | null; tag: string }) {
  const { t } = useLingui();
  if (!result) return <dd className="num">--</dd>;
  const money = signedText(result.money, tag);
  const side = result.side === SIDE.buy ? t`Buy` : t`Sell`;
  return (
    <dd className={cx('num', money.tone === 'up' && styles.up, money.tone === 'down' && styles.down)}>
      {side}: <span dir="ltr">{money.text}</span>
    </dd>
  );
}
