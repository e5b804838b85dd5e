import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { FollowList, FollowSetting, TraderDetail } from '@common/api/follow';
import type { TradeItem } from '@common/api/market';
import { useOnline } from '@/lib/useOnline';
import { Button, Card, ChoiceChips, Figure, Figures, OfflineReason, TextField } from '@/ui';
import { copyPreview, typicalOrder } from './follow-preview';
import { multipleText } from './follow-format';
import { useFollowFormat } from './useFollowFormat';
import { useSkipReasonText } from './useSkipReasonText';
import { followProblems, hasProblem, type MaxAmountProblem, type MultipleProblem } from './validation';
import styles from './Follow.module.css';
import { useAmountProblemText } from '@/lib/useAmountProblemText';

export interface FollowSettingsSheetProps {
  trader: TraderDetail;
  settings: FollowList;
  /** The caller's current follow of this trader, if any (its values fill the form). */
  current: FollowSetting | null;
  /** The instruments, for the typical order's sizing; null while they load. */
  instruments: readonly TradeItem[] | null;
  /** The live price of an instrument by code. */
  priceOf: (code: string) => string | undefined;
  /** The caller's free contract margin; null while unknown. */
  freeBalance: string | null;
  feeType: number;
  busy: boolean;
  onSubmit: (values: { multiple: string; max_amount: string }) => void;
  /** Asks to end the follow (the warning comes first); only when following. */
  onCancelFollow?: () => void;
}

function useProblemText() {
  const { t } = useLingui();
  const format = useFollowFormat();
  const amountText = useAmountProblemText();
  return {
    multiple: (problem: MultipleProblem) => (problem === 'required' ? t`Choose a copy ratio` : t`Choose one of the offered copy ratios`),
    maxAmount: (problem: MaxAmountProblem, limit: string) => {
      const most = format.money(limit);
      return problem === 'above_limit'
        ? t`At most ${most} USD: what your contract account holds`
        : (amountText(problem, t`Please enter the max amount`) ?? '');
    },
  };
}

/**
 * The follow settings (issue 14): the copy ratio among those offered, the most margin the copies may hold at once,
 * and a preview of one copy of the trader's typical order (its lots and the margin it would lock) by the engine's
 * own sizing rules; the form checks with the server's schema before sending.
 */
export function FollowSettingsSheet(props: FollowSettingsSheetProps) {
  const online = useOnline();
  const { trader, settings, current, instruments, priceOf, freeBalance, feeType, busy, onSubmit, onCancelFollow } = props;
  const { t } = useLingui();
  const ids = useId();
  const format = useFollowFormat();
  const problemText = useProblemText();
  const skipText = useSkipReasonText();
  const [multiple, setMultiple] = useState<string | null>(current?.multiple ?? (settings.multiples.includes('1') ? '1' : null));
  const [maxAmount, setMaxAmount] = useState(current?.max_amount ?? '');
  const [shown, setShown] = useState(false);
  const problems = followProblems(trader.id, multiple, maxAmount, settings);

  const order = typicalOrder(trader.recent_orders);
  const item = order ? (instruments?.find((entry) => entry.Id === order.ForexTradeLists.Id) ?? null) : null;
  const price = item ? priceOf(item.Code) : undefined;
  const preview =
    order && item && price !== undefined ? copyPreview({ order, item, price, priceOf, multiple, maxAmount, freeBalance, feeType }) : null;
  const limit = settings.max_amount_limit;

  const submit = () => {
    setShown(true);
    if (!hasProblem(problems) && multiple !== null) onSubmit({ multiple, max_amount: maxAmount.trim() });
  };

  return (
    <Card
      as="form"
      aria-labelledby={`${ids}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
    >
      <h2 id={`${ids}-title`} className={styles.sectionTitle}>
        {t`Follow settings`}
      </h2>
      <div>
        <p id={`${ids}-ratio`} className={styles.statLabel}>
          {t`Copy ratio`}
        </p>
        <ChoiceChips<string>
          aria-labelledby={`${ids}-ratio`}
          stretch
          value={multiple}
          onChange={setMultiple}
          items={settings.multiples.map((value) => ({ key: value, label: <span dir="ltr">{multipleText(value)}</span> }))}
        />
        {shown && problems.multiple ? (
          <p className={styles.error} role="alert">
            {problemText.multiple(problems.multiple)}
          </p>
        ) : (
          <p className={styles.hint}>{t`Each copy has the trader's lots times this ratio, rounded down to the lot step.`}</p>
        )}
      </div>
      <TextField
        label={t`Max amount`}
        name="max_amount"
        inputMode="decimal"
        autoComplete="off"
        placeholder={t`Most margin your copies may hold`}
        value={maxAmount}
        onChange={(event) => setMaxAmount(event.target.value)}
        suffix="USD"
        error={shown && problems.maxAmount ? problemText.maxAmount(problems.maxAmount, limit) : undefined}
        hint={t`At most ${format.money(limit)} USD. A copy that would take your open copies of this trader past it is skipped.`}
      />
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
          <p className={styles.hint}>{multiple === null ? t`Choose a copy ratio to see the preview.` : t`Waiting for the price…`}</p>
        )}
      </section>
      <OfflineReason />
      <Button type="submit" block loading={busy} disabled={!online}>
        {current ? t`Save settings` : t`Follow`}
      </Button>
      {current && onCancelFollow ? (
        <Button type="button" variant="secondary" block onClick={onCancelFollow}>
          {t`Stop following`}
        </Button>
      ) : null}
    </Card>
  );
}
