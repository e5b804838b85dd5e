import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import type { TradeItem } from '@common/api/market';
import { PRICE_MODE, SIDE, type Side } from '@common/contract';
import { formatAmountText } from '@/lib/format';
import { intlTag } from '@/lib/i18n';
import { MarginLevel } from '@/shared/account';
import { liveQuoteAtom, QuoteAge, quoteOf, useTradeList } from '@/shared/market';
import { localeAtom, store } from '@/lib/store';
import { ChoiceChips, NumberStepper } from '@/ui';
import { NO_EXTRAS, type ContractExtras } from './contract-extras';
import { ContractExtraFields } from './ContractExtraFields';
import {
  keptDraft,
  lotPlaces,
  maxLots,
  priceStep,
  referencePrice,
  withAllowedMultiple,
  type ContractDraft,
  type PriceMode,
} from './contract-form';
import { contractPreview } from './contract-preview';
import { contractTicket } from './contract-ticket';
import { ContractTicketList } from './ContractTicketList';
import { isMarketOpen } from './instrument';
import { OrderButtons } from './OrderButtons';
import styles from './OrderForm.module.css';
import { ContractPreviewList } from './ContractPreviewList';
import { StopLevelField } from './StopLevelField';
import { useContractSubmit } from './useContractSubmit';
import { useDeferredClose } from './useDeferredClose';
import { useFreeMargin } from './useFreeMargin';
import { keptContractOf, withContract } from './trade-memory';
import { useTradeMemory } from './useTradeMemory';
import { useStaleWait } from './useStaleWait';
import { followRefusals } from '@/shared/refusals';
import { useAllowedMultiples, useOrderStopOutLevel, useResidenceGate } from '@/shared/protection';
import ticketStyles from './Ticket.module.css';

// This session's refused attempts are kept from the first order on (the orders screen shows them).
followRefusals();

/**
 * The contract order form under the chart (spec sections 2, 4 and 5): price mode, lots, multiple, stop-loss and
 * take-profit, a preview of what the order costs, and buy and sell. Mounted per instrument (keyed by its id), so
 * an instrument opens with what the device kept for it (its lots, multiple and stops, where they still fit it),
 * else its own minimum lots and first multiple; each change is kept for the next visit.
 */
export function ContractForm({ item }: { item: TradeItem }) {
  const { t } = useLingui();
  const tag = intlTag(useAtomValue(localeAtom));
  const close = useDeferredClose(item);
  const { list } = useTradeList();
  const { kept, remember } = useTradeMemory();
  const [formDraft, setDraft] = useState<ContractDraft>(() => keptDraft(item, close, keptContractOf(kept(), item.Id)));
  // Only the multiples the client's rules allow are offered (issue 38): the draft shown and sent holds one of them.
  const multiples = useAllowedMultiples(item);
  const draft = withAllowedMultiple(formDraft, multiples);
  // The optional fields of issue 35 last while the form is open: an expiry or a deviation is for the order at hand.
  const [extras, setExtras] = useState<ContractExtras>(NO_EXTRAS);
  const account = useFreeMargin();
  const { busy, submit, confirming, confirm, cancel } = useContractSubmit(item, draft, extras, close, account.reload);
  const stale = useStaleWait(item);
  const residence = useResidenceGate();
  const ids = useId();
  // Each change is a user's event, rendered before the next, so `draft` is the current form.
  const change = (patch: Partial<ContractDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    remember((memory) => withContract(memory, item.Id, next));
  };

  const precision = item.PricePrecision;
  // Other instruments' prices convert a non-USD quote to dollars; read at each repaint of this form.
  const priceOf = (code: string) => {
    const other = list?.find((entry) => entry.Code === code);
    return other ? quoteOf(other, store.get(liveQuoteAtom(code))).close : undefined;
  };
  const stopOutLevel = useOrderStopOutLevel(account.closeOutLevel);
  const preview = contractPreview({ item, draft, close, feeType: account.feeType, freeMargin: account.balance, priceOf });
  const ticket = contractTicket({
    item,
    draft,
    close,
    feeType: account.feeType,
    cash: account.cash,
    stopOutLevel,
    priceOf,
  });
  // The server's rule (common/contract.ts orderCost against the free margin), said before sending.
  const money = (value: string | null) => (value === null ? '--' : formatAmountText(value, tag));
  const blocked = preview.short
    ? t`Not enough free margin: this order needs ${money(preview.needed)} USD and ${money(preview.free)} USD is free`
    : undefined;

  return (
    <section className={styles.form} aria-label={t`Contract order`}>
      <div className={styles.row}>
        <span id={`${ids}-mode`} className={styles.label}>{t`Price`}</span>
        <ChoiceChips<PriceMode>
          className={styles.control}
          stretch
          aria-labelledby={`${ids}-mode`}
          value={draft.mode}
          onChange={(mode) => change(mode === PRICE_MODE.pending ? { mode, pendingPrice: close } : { mode })}
          items={[
            { key: PRICE_MODE.market, label: t({ message: 'Market', context: 'price mode' }) },
            { key: PRICE_MODE.pending, label: t({ message: 'Pending', context: 'price mode' }) },
          ]}
        />
      </div>
      {draft.mode === PRICE_MODE.pending ? (
        <div className={styles.row}>
          <label htmlFor={`${ids}-price`} className={styles.label}>{t`Pending price`}</label>
          <NumberStepper
            id={`${ids}-price`}
            className={styles.control}
            value={draft.pendingPrice}
            step={priceStep(precision)}
            min="0"
            precision={precision}
            format={(price) => formatAmountText(price, tag)}
            onChange={(pendingPrice) => change({ pendingPrice })}
          />
        </div>
      ) : null}
      <div className={styles.row}>
        <label htmlFor={`${ids}-lots`} className={styles.label}>{t`Lots`}</label>
        <NumberStepper
          id={`${ids}-lots`}
          className={styles.control}
          value={draft.lots}
          step={item.Pip}
          min={item.ForexMinCont}
          max={maxLots(item)}
          precision={lotPlaces(item)}
          onChange={(lots) => change({ lots })}
        />
      </div>
      <div className={styles.row}>
        <span id={`${ids}-multiple`} className={styles.label}>
          {t({ message: 'Multiple', context: 'leverage' })}
        </span>
        {multiples.length > 0 ? (
          <ChoiceChips<number>
            className={styles.control}
            aria-labelledby={`${ids}-multiple`}
            value={draft.multiple}
            onChange={(multiple) => change({ multiple })}
            items={multiples.map((value) => ({ key: value, label: <span dir="ltr">{`×${String(value)}`}</span> }))}
          />
        ) : (
          <span className={styles.noMultiple}>{t`No multiple`}</span>
        )}
      </div>
      <StopLevelField
        kind="stop_loss"
        label={t`Stop-loss`}
        level={draft.stopLoss}
        onChange={(stopLoss) => change({ stopLoss })}
        close={close}
        precision={precision}
        tag={tag}
      />
      <StopLevelField
        kind="take_profit"
        label={t`Take-profit`}
        level={draft.takeProfit}
        onChange={(takeProfit) => change({ takeProfit })}
        close={close}
        precision={precision}
        tag={tag}
      />
      <ContractExtraFields
        extras={extras}
        onChange={(patch) => setExtras({ ...extras, ...patch })}
        mode={draft.mode}
        price={referencePrice(draft, close)}
        stopLoss={draft.stopLoss}
        precision={precision}
        tag={tag}
      />
      <ContractPreviewList preview={preview} tag={tag} />
      <ContractTicketList ticket={ticket} precision={precision} tag={tag} />
      <div className={styles.row}>
        <span className={styles.label}>{t`Margin level`}</span>
        <MarginLevel percent={account.marginPercent} usedMargin={account.usedMargin} closeOutLevel={account.closeOutLevel} tag={tag} />
      </div>
      {isMarketOpen(item) ? <QuoteAge freshness={stale.freshness} className={ticketStyles.age} /> : null}
      <OrderButtons<Side>
        open={isMarketOpen(item)}
        busy={busy}
        // A real account says where it lives before its first order (issue 38).
        onPress={(side) => residence.gate(() => submit(side))}
        blocked={blocked}
        waiting={stale.waiting}
        confirming={confirming}
        summary={t`${item.ShowCode}, ${draft.lots} lots, leverage ×${String(draft.multiple ?? '')}`}
        onConfirm={confirm}
        onCancel={cancel}
        buttons={[
          { key: SIDE.buy, label: t`Buy`, variant: 'up' },
          { key: SIDE.sell, label: t`Sell`, variant: 'down' },
        ]}
      />
      {residence.sheet}
    </section>
  );
}
