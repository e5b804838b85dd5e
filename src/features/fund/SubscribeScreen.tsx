import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { fundBuy, type Fund } from '@common/api/fund';
import { localeInfo } from '@common/locales';
import { fundDayProfit, fundRedemptionPenalty, fundTotalProfit } from '@common/fund';
import { useKeyedMutation, useSessionToken } from '@/lib/query';
import { useAmountProblemText } from '@/lib/useAmountProblemText';
import { useOnline } from '@/lib/useOnline';
import { localeAtom } from '@/lib/store';
import { BottomSheet, Button, Card, EmptyState, Figure, Figures, OfflineReason, SkeletonCards, TextField } from '@/ui';
import { FundPage } from './FundPage';
import { fundQuery, subscriptionsKey } from './queries';
import { useFigure } from './useFigures';
import { subscribeProblem, type SubscribeProblem } from './validation';
import styles from './Fund.module.css';

/** Subscribing to one fund: the amount, what it earns by the fund's terms, the penalty terms, then a confirm sheet. */
export function SubscribeScreen({ id }: { id: number | undefined }) {
  const { t } = useLingui();
  const token = useSessionToken();
  const fund = useQuery(fundQuery(token, id ?? 0, useAtomValue(localeAtom)));
  return (
    <FundPage title={t`Subscribe`}>
      <div className={styles.page}>
        {id === undefined || fund.isError ? (
          <EmptyState title={t`This fund is not available`} />
        ) : fund.data ? (
          <SubscribeForm fund={fund.data} />
        ) : (
          <SkeletonCards count={2} />
        )}
      </div>
    </FundPage>
  );
}

function useProblemText(fund: Fund): (problem: SubscribeProblem) => string {
  const { t } = useLingui();
  const figure = useFigure();
  const minimum = `${figure(fund.staring_sub_amount)} ${fund.currency_code}`;
  const maximum = `${figure(fund.max_sub_amount)} ${fund.currency_code}`;
  const amountText = useAmountProblemText();
  return (problem) => {
    switch (problem) {
      case 'below_minimum':
        return t`The minimum is ${minimum}`;
      case 'above_maximum':
        return t`The maximum is ${maximum}`;
      default:
        return amountText(problem, t`Please input the lock number`) ?? '';
    }
  };
}

function SubscribeForm({ fund }: { fund: Fund }) {
  const online = useOnline();
  const { t } = useLingui();
  const figure = useFigure();
  const navigate = useNavigate();
  const client = useQueryClient();
  const token = useSessionToken();
  const problemText = useProblemText(fund);
  const [amount, setAmount] = useState('');
  const [shown, setShown] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const subscription = useKeyedMutation(fundBuy, async () => {
    setConfirming(false);
    await client.invalidateQueries({ queryKey: subscriptionsKey(token) });
    await navigate({ to: '/mining/record' });
  });
  const problem = subscribeProblem(amount, fund);
  const valid = problem === null;
  const dayProfit = valid ? fundDayProfit(amount, fund.dividend_percentage) : null;
  const totalProfit = valid ? fundTotalProfit(amount, fund.dividend_percentage, fund.lock_dividend_days) : null;
  const penalty = valid ? fundRedemptionPenalty(amount, fund.liquidated_damages) : null;
  const days = fund.lock_dividend_days;
  const rate = fund.liquidated_damages;
  const currency = fund.currency_code;

  const submit = () => {
    setShown(true);
    if (valid) setConfirming(true);
  };
  const confirm = () => subscription.mutate({ id: fund.id, amount });

  return (
    <>
      <Card>
        {/* The operator's text, in the reader's language or the fallback's (`lang`, the title's): read, and laid out, as
            that language (English terms on an Arabic screen run left to right). */}
        <h2 className={styles.title} lang={localeInfo(fund.lang).tag} dir="auto">
          {fund.title}
        </h2>
        <p className={styles.desc} dir="auto">
          {fund.desc}
        </p>
        <TextField
          label={t`Amount`}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t`Input lock number`}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          suffix={currency}
          error={shown && problem ? problemText(problem) : undefined}
          hint={`${t`Minimum`} ${figure(fund.staring_sub_amount)} · ${t`Maximum`} ${figure(fund.max_sub_amount)}`}
        />
        <Figures>
          <Figure label={<Trans>Lock period</Trans>}>
            <Trans>{days} days</Trans>
          </Figure>
          <Figure label={<Trans>Daily dividend</Trans>} num>
            {fund.dividend_percentage}%
          </Figure>
          <Figure label={<Trans>Day profit</Trans>} num data-testid="day-profit">
            {dayProfit === null ? '--' : `${figure(dayProfit)} ${currency}`}
          </Figure>
          <Figure label={<Trans>Total profit</Trans>} num data-testid="total-profit">
            {totalProfit === null ? '--' : `${figure(totalProfit)} ${currency}`}
          </Figure>
        </Figures>
        <p className={styles.terms}>
          <Trans>
            The amount is locked for {days} days. The profit follows the fund's terms and is paid daily from the day after you subscribe.
            Redeeming early costs {rate}% of the amount; income already paid is kept.
          </Trans>
        </p>
        <OfflineReason />
        <Button block disabled={!online} onClick={submit}>
          <Trans>Subscribe</Trans>
        </Button>
      </Card>
      <BottomSheet
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t`Confirm subscription`}
        footer={
          <Button block loading={subscription.isPending} disabled={!online} onClick={confirm}>
            <Trans>Confirm</Trans>
          </Button>
        }
      >
        <Figures>
          <Figure label={<Trans>Fund</Trans>}>{fund.title}</Figure>
          <Figure label={<Trans>Amount</Trans>} num>
            {figure(amount)} {currency}
          </Figure>
          <Figure label={<Trans>Lock period</Trans>}>
            <Trans>{days} days</Trans>
          </Figure>
          <Figure label={<Trans>Day profit</Trans>} num>
            {dayProfit && `${figure(dayProfit)} ${currency}`}
          </Figure>
          <Figure label={<Trans>Total profit</Trans>} num>
            {totalProfit && `${figure(totalProfit)} ${currency}`}
          </Figure>
          <Figure label={<Trans>Early redemption penalty</Trans>} num>
            {penalty && `${figure(penalty)} ${currency}`}
          </Figure>
        </Figures>
      </BottomSheet>
    </>
  );
}
