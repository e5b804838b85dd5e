import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import type { TradeItem } from '@common/api/market';
import type { MicroOptions } from '@common/api/micro';
import { MICRO_DIRECTION, microExpectedIncome, microOutcomes, percentOfRatio, type MicroDirection } from '@common/micro';
import { formatAmount } from '@common/money';
import { intlTag } from '@/lib/i18n';
import { localeAtom } from '@/lib/store';
import { Button, ChoiceChips, EmptyState, sanitizeDecimalInput, TextField, VisuallyHidden } from '@/ui';
import { isMarketOpen } from './instrument';
import { chosenOption, keptMicroDraft, microProblem, presetOf, type MicroDraft } from './micro-form';
import { QuoteAge } from '@/shared/market';
import { SettledOptions } from '@/shared/micro/SettledOptions';
import styles from './MicroForm.module.css';
import { MicroSummary } from './MicroSummary';
import { OrderButtons } from './OrderButtons';
import formStyles from './OrderForm.module.css';
import { useMicroOptions } from './useMicroOptions';
import { useMicroSubmit } from './useMicroSubmit';
import { useOptionBalance } from './useOptionBalance';
import { useTradeMemory } from './useTradeMemory';
import { useStaleWait } from './useStaleWait';
import { followRefusals } from '@/shared/refusals';
import { useClientProfile, useResidenceGate } from '@/shared/protection';
import { OptionsNotOffered } from './OptionsNotOffered';
import ticketStyles from './Ticket.module.css';

// This session's refused attempts are kept from the first order on (the orders screen shows them).
followRefusals();

/**
 * The micro (option) order form under the chart (spec sections 2, 4, 5 and 9): an expiry with its payout, an amount
 * (typed or a preset), what a win pays and how often one must win to break even, the option account's free
 * balance, and up and down. The draft is kept when another instrument is picked: the amount is in dollars. The
 * device keeps it too (useTradeMemory): the form opens with the last expiry and amount where they are still offered.
 */
export function MicroForm({ item }: { item: TradeItem }) {
  const { t } = useLingui();
  const { options, failed, retry } = useMicroOptions();
  const profile = useClientProfile();
  // The client's rules may offer no options at all (issue 38): the reason, and no form.
  if (profile?.options_offered === false) return <OptionsNotOffered />;
  if (options) return <MicroFields item={item} options={options} />;
  if (failed) {
    return (
      <EmptyState
        compact
        title={t`The option expiries could not be loaded.`}
        action={
          <Button variant="secondary" size="s" onClick={retry}>
            {t`Try again`}
          </Button>
        }
      />
    );
  }
  return (
    <div className={styles.loading} role="status">
      <VisuallyHidden>{t`Loading…`}</VisuallyHidden>
    </div>
  );
}

function MicroFields({ item, options }: { item: TradeItem; options: MicroOptions }) {
  const { t } = useLingui();
  const tag = intlTag(useAtomValue(localeAtom));
  const { kept, remember } = useTradeMemory();
  const [draft, setDraft] = useState<MicroDraft>(() => keptMicroDraft(options, kept().micro));
  const account = useOptionBalance();
  const option = chosenOption(options, draft.seconds);
  const { busy, submit, confirming, confirm, cancel } = useMicroSubmit(item.Id, draft, option, account.reload);
  const stale = useStaleWait(item);
  const residence = useResidenceGate();
  const ids = useId();
  // Each change is a user's event, rendered before the next, so `draft` is the current form.
  const change = (patch: Partial<MicroDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    remember((memory) => ({ ...memory, micro: next }));
  };
  const limit = option?.LimitAmount ?? null;

  return (
    <section className={formStyles.form} aria-label={t`Option order`}>
      <SettledOptions />
      <div className={formStyles.row}>
        <span id={`${ids}-expiry`} className={formStyles.label}>{t`Expiry`}</span>
        <ChoiceChips<number>
          className={styles.expiries}
          stretch
          aria-labelledby={`${ids}-expiry`}
          value={draft.seconds}
          onChange={(seconds) => change({ seconds })}
          items={options.sec.map((choice) => ({
            key: choice.Seconds,
            label: <ExpiryLabel seconds={choice.Seconds} ratio={choice.ProfitRatio} />,
          }))}
        />
      </div>
      <div className={formStyles.row}>
        <label htmlFor={`${ids}-amount`} className={formStyles.label}>{t`Amount (USD)`}</label>
        <TextField
          id={`${ids}-amount`}
          className={formStyles.control}
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          value={draft.amount}
          onChange={(event) => change({ amount: sanitizeDecimalInput(event.target.value, 2) })}
          hint={limit === null ? undefined : t`At least ${limit}`}
        />
      </div>
      {options.number.length > 0 ? (
        <ChoiceChips<string>
          className={styles.presets}
          stretch
          aria-label={t`Preset amounts`}
          value={presetOf(options.number, draft.amount)}
          onChange={(amount) => change({ amount })}
          items={options.number.map((amount) => ({ key: amount, label: <span dir="ltr">{amount}</span> }))}
        />
      ) : null}
      {option ? (
        <MicroSummary
          income={microExpectedIncome(draft.amount, option.ProfitRatio)}
          loss={
            microProblem(draft, option) === null
              ? formatAmount(microOutcomes(draft.amount.trim(), option.ProfitRatio, options.loss_level).loss)
              : null
          }
          ratio={option.ProfitRatio}
          lossLevel={options.loss_level}
          balance={account.balance}
          tag={tag}
        />
      ) : null}
      {isMarketOpen(item) ? <QuoteAge freshness={stale.freshness} className={ticketStyles.age} /> : null}
      <OrderButtons<MicroDirection>
        open={isMarketOpen(item)}
        busy={busy}
        // A real account says where it lives before its first order (issue 38).
        onPress={(direction) => residence.gate(() => submit(direction))}
        waiting={stale.waiting}
        confirming={confirming}
        summary={t`${item.ShowCode}, ${draft.amount} USD, expiry ${String(draft.seconds ?? '')}s`}
        onConfirm={confirm}
        onCancel={cancel}
        buttons={[
          { key: MICRO_DIRECTION.up, label: t({ message: 'Up', context: 'option direction' }), variant: 'up' },
          { key: MICRO_DIRECTION.down, label: t({ message: 'Down', context: 'option direction' }), variant: 'down' },
        ]}
      />
      {residence.sheet}
      {/* Issue 37: the price that settles an option is signed, and anyone can check it. */}
      <p className={styles.explain}>
        <Link to="/mine/fair-prices">{t`Fair prices: how to check any price`}</Link>
      </p>
    </section>
  );
}

/** "30s" over "80%": the expiry and what a win pays. */
function ExpiryLabel({ seconds, ratio }: { seconds: number; ratio: string }) {
  const { t } = useLingui();
  const percent = percentOfRatio(ratio);
  return (
    <span className={styles.expiry}>
      <span className={styles.seconds}>{t({ message: `${seconds}s`, context: 'duration in seconds' })}</span>
      <span className={styles.payout} dir="ltr">{`${percent}%`}</span>
    </span>
  );
}
