import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { FollowList, FollowSetting, TraderDetail } from '@common/api/follow';
import type { TradeItem } from '@common/api/market';
import { DEFAULT_MAX_SLIPPAGE_PERCENT } from '@common/follow-controls';
import { formatAmountText } from '@/lib/format';
import { useOnline } from '@/lib/useOnline';
import { Button, Card, Checkbox, OfflineReason, TextField } from '@/ui';
import { CopyPreviewSection } from './CopyPreviewSection';
import { formProblems, hasFormProblem } from './controls-validation';
import { followValues, initialForm, type FollowForm, type FollowValues } from './follow-form';
import { copyPreview, typicalOrder } from './follow-preview';
import { SizingFields } from './SizingFields';
import { StopLossFields } from './StopLossFields';
import { useFollowFormat } from './useFollowFormat';
import { useFollowProblemText } from './useFollowProblemText';
import styles from './Follow.module.css';

export interface FollowSettingsSheetProps {
  trader: TraderDetail;
  settings: FollowList;
  /** The caller's current follow of this trader, if any (its values fill the form, and a save updates it). */
  current: FollowSetting | null;
  /** The instruments, for the typical order's sizing; null while they load. */
  instruments: readonly TradeItem[] | null;
  /** The live price of an instrument by code. */
  priceOf: (code: string) => string | undefined;
  /** The caller's free contract margin; null while unknown. */
  freeBalance: string | null;
  feeType: number;
  busy: boolean;
  /** The checked values: for follow_trader when `current` is null, else for update_follow (without copy_open). */
  onSubmit: (values: FollowValues) => void;
  /** Asks to end the follow (the warning comes first); only when following. */
  onCancelFollow?: () => void;
}

/**
 * The follow settings (issues 14 and 36): how each copy is sized (a ratio among those offered, or a fixed amount per
 * order) and capped, the allocation, the copy stop-loss, the slippage guard and, for a new follow, whether the
 * trader's open positions are copied too; with a preview of one copy of the trader's typical order by the engine's
 * own sizing rules. The form checks with the server's schema and its shared rules before sending.
 */
export function FollowSettingsSheet(props: FollowSettingsSheetProps) {
  const online = useOnline();
  const { trader, settings, current, instruments, priceOf, freeBalance, feeType, busy, onSubmit, onCancelFollow } = props;
  const { t } = useLingui();
  const ids = useId();
  const format = useFollowFormat();
  const problemText = useFollowProblemText();
  const [form, setForm] = useState<FollowForm>(() => initialForm(current, settings.multiples));
  const [shown, setShown] = useState(false);
  const change = (patch: Partial<FollowForm>) => setForm((before) => ({ ...before, ...patch }));
  const problems = formProblems(trader.id, form, settings);
  const limit = settings.max_amount_limit;
  const isNew = current === null;
  const error = <P,>(problem: P | null, text: (problem: P) => string) => (shown && problem !== null ? text(problem) : undefined);

  const order = typicalOrder(trader.recent_orders);
  const item = order ? (instruments?.find((entry) => entry.Id === order.ForexTradeLists.Id) ?? null) : null;
  const price = item ? priceOf(item.Code) : undefined;
  const preview =
    order && item && price !== undefined
      ? copyPreview({
          order,
          item,
          price,
          priceOf,
          multiple: form.multiple,
          amountPerOrder: form.sizing === 'amount' ? form.amountPerOrder : null,
          maxPerOrder: form.maxPerOrder,
          maxAmount: form.allocation,
          freeBalance,
          feeType,
        })
      : null;
  const waiting =
    form.sizing === 'amount'
      ? t`Enter an amount per order to see the preview.`
      : form.multiple === null
        ? t`Choose a copy ratio to see the preview.`
        : t`Waiting for the price…`;
  const defaultSlippage = formatAmountText(DEFAULT_MAX_SLIPPAGE_PERCENT, format.tag);

  const submit = () => {
    setShown(true);
    if (!hasFormProblem(problems)) onSubmit(followValues(form, isNew));
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
      <SizingFields
        form={form}
        onChange={change}
        multiples={settings.multiples}
        errors={{
          multiple: error(problems.multiple, problemText.multiple),
          amountPerOrder: error(problems.amountPerOrder, problemText.amountPerOrder),
          maxPerOrder: error(problems.maxPerOrder, problemText.maxPerOrder),
        }}
      />
      <TextField
        label={t`Allocation`}
        name="max_amount"
        inputMode="decimal"
        autoComplete="off"
        placeholder={t`Most margin your copies may hold`}
        value={form.allocation}
        onChange={(event) => change({ allocation: event.target.value })}
        suffix="USD"
        error={error(problems.maxAmount, (problem) => problemText.allocation(problem, limit))}
        hint={t`At most ${format.money(limit)} USD. A copy that would take your open copies of this trader past it is skipped.`}
      />
      <StopLossFields
        form={form}
        onChange={change}
        errors={{
          stopLossAmount: error(problems.stopLossAmount, problemText.stopLossAmount),
          stopLossPercent: error(problems.stopLossPercent, problemText.stopLossPercent),
        }}
      />
      <TextField
        label={t`Slippage guard`}
        name="max_slippage_percent"
        inputMode="decimal"
        autoComplete="off"
        value={form.slippage}
        onChange={(event) => change({ slippage: event.target.value })}
        suffix="%"
        error={error(problems.slippage, problemText.slippage)}
        hint={t`A copy whose price would be further than this from the trader's is skipped. Usually ${defaultSlippage}.`}
      />
      {isNew ? (
        <div className={styles.field}>
          <Checkbox
            checked={form.copyOpen}
            onChange={(copyOpen) => change({ copyOpen })}
            label={t`Also copy the trader's open positions now`}
          />
          <p className={styles.hint}>{t`They open at the current price, not at the price the trader opened them.`}</p>
        </div>
      ) : null}
      <CopyPreviewSection order={order} item={item} preview={preview} waiting={waiting} />
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
