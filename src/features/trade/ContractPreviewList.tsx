import { useLingui } from '@lingui/react/macro';
import { formatAmountText } from '@/lib/format';
import { cx } from '@/ui';
import type { Preview } from './contract-preview';
import styles from './OrderForm.module.css';

/** Margin, fee and the free margin left after the order, in USD with 2 decimals; "--" until they can be known. */
export function ContractPreviewList({ preview, tag }: { preview: Preview; tag: string }) {
  const { t } = useLingui();
  const money = (value: string | null) => (value === null ? '--' : formatAmountText(value, tag));
  return (
    <dl className={styles.preview}>
      <div>
        <dt>{t`Margin (USD)`}</dt>
        <dd className="num">
          <span dir="ltr">{money(preview.margin)}</span>
        </dd>
      </div>
      <div>
        <dt>{t`Fee (USD)`}</dt>
        <dd className="num">
          <span dir="ltr">{money(preview.fee)}</span>
        </dd>
      </div>
      <div>
        <dt>{t`Free margin after (USD)`}</dt>
        <dd className={cx('num', preview.short && styles.short)}>
          <span dir="ltr">{money(preview.freeAfter)}</span>
        </dd>
      </div>
    </dl>
  );
}
