import { Trans, useLingui } from '@lingui/react/macro';
import type { TradeItem } from '@common/api/market';
import type { TraderClosedOrder } from '@common/api/follow';
import { Figure, Figures } from '@/ui';
import type { CopyPreview } from './follow-preview';
import { useFollowFormat } from './useFollowFormat';
import { useSkipReasonText } from './useSkipReasonText';
import styles from './Follow.module.css';

interface CopyPreviewSectionProps {
  /** The trader's typical order; null when they have closed none. */
  order: TraderClosedOrder | null;
  item: TradeItem | null;
  preview: CopyPreview | null;
  /** Why there is no preview yet, when there is an order to preview. */
  waiting: string;
}

/** The follow settings' preview: one copy of the trader's typical order as the form sizes it now. */
export function CopyPreviewSection({ order, item, preview, waiting }: CopyPreviewSectionProps) {
  const { t } = useLingui();
  const format = useFollowFormat();
  const skipText = useSkipReasonText();
  return (
    <section aria-label={t`Preview`} data-testid="follow-preview">
      <h3 className={styles.statLabel}>{t`Preview: a typical order of this trader`}</h3>
      {!order ? (
        <p className={styles.hint}>{t`This trader has no closed orders yet, so there is no typical order to preview.`}</p>
      ) : preview && item ? (
        <>
          <Figures>
            <Figure label={<Trans>Instrument</Trans>}>{item.ShowCode}</Figure>
            <Figure label={<Trans>Trader's lots</Trans>} num>
              {preview.traderLots}
            </Figure>
            <Figure label={<Trans>Your copy's lots</Trans>} num data-testid="preview-lots">
              {preview.lots}
            </Figure>
            <Figure label={<Trans>Margin it would lock</Trans>} num data-testid="preview-margin">
              {`${format.money(preview.margin)} USD`}
            </Figure>
            <Figure label={<Trans>Fee</Trans>} num>
              {`${format.money(preview.fee)} USD`}
            </Figure>
            {preview.fits !== null ? (
              <Figure label={<Trans>Such copies open at once</Trans>} num data-testid="preview-fits">
                {preview.fits}
              </Figure>
            ) : null}
          </Figures>
          {preview.skip ? (
            <p className={styles.note} data-testid="preview-skip">
              <Trans>Such a copy would be skipped now: {skipText(preview.skip)}.</Trans>
            </p>
          ) : null}
        </>
      ) : (
        <p className={styles.hint}>{waiting}</p>
      )}
    </section>
  );
}
