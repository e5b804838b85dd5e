import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import type { TradeItem } from '@common/api/market';
import { priceText } from '@/lib/format';
import { liveQuoteAtom, quoteOf } from '@/shared/market';
import { useFormat } from '@/lib/useFormat';
import { cx, Drawer, EmptyState } from '@/ui';
import { directionOf } from './instrument';
import styles from './TradeScreen.module.css';

interface InstrumentPickerProps {
  open: boolean;
  onClose: () => void;
  list: readonly TradeItem[];
  selectedId: number | undefined;
  onSelect: (item: TradeItem) => void;
}

/** The instrument drawer (from the inline-start side): each row shows the logo, the name and the live price. */
export function InstrumentPicker({ open, onClose, list, selectedId, onSelect }: InstrumentPickerProps) {
  const { t } = useLingui();
  return (
    <Drawer open={open} onClose={onClose} title={t`Instruments`}>
      {list.length === 0 ? (
        <EmptyState title={t`No data yet`} />
      ) : (
        <ul className={styles.pickerList}>
          {list.map((item) => (
            <li key={item.Id}>
              <PickerRow item={item} selected={item.Id === selectedId} onSelect={onSelect} />
            </li>
          ))}
        </ul>
      )}
    </Drawer>
  );
}

function PickerRow({ item, selected, onSelect }: { item: TradeItem; selected: boolean; onSelect: (item: TradeItem) => void }) {
  const { t } = useLingui();
  const quote = quoteOf(item, useAtomValue(liveQuoteAtom(item.Code)));
  const closed = item.MarketStatus === 0;
  const { tag } = useFormat();
  return (
    <button
      type="button"
      className={cx(styles.pickerRow, selected && styles.pickerSelected)}
      aria-current={selected ? 'true' : undefined}
      onClick={() => onSelect(item)}
    >
      <img className={styles.logo} src={item.Logo} alt="" width={28} height={28} loading="lazy" />
      <span className={styles.pickerCode}>{item.ShowCode}</span>
      <span className={styles.pickerQuote}>
        <span className={cx('num', styles.pickerPrice, styles[directionOf(quote.change)])} dir="ltr">
          {priceText(quote.close, item.PricePrecision, tag)}
        </span>
        {closed ? <span className={styles.closedText}>{t`Market closed`}</span> : null}
      </span>
    </button>
  );
}
