import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import { draw, type DrawMethod, type WithdrawCurrency } from '@common/api/withdraw';
import { balanceQuery } from '@/shared/account';
import { useStepUp } from '@/shared/security';
import { useFormat } from '@/lib/useFormat';
import { useForm } from '@/lib/form';
import { useKeyedMutation, useSessionToken } from '@/lib/query';
import { useOnline } from '@/lib/useOnline';
import { Button, Card, ConfirmDialog, Figures, OfflineReason, PullToRefresh, Tabs, TextField } from '@/ui';
import { AmountField } from './AmountField';
import { currencyLabel, methodLine } from './method-label';
import { Picker } from './Picker';
import { freeBalance } from './transfer-form';
import { useAmountProblemText } from '@/lib/useAmountProblemText';
import { checkWithdraw, type AmountCheck, type WithdrawInput } from './wallet-validation';
import { useMoney } from './useMoney';
import { usePayoutMethods } from './usePayoutMethods';
import { useWithdrawalCurrencies } from './useWithdrawalCurrencies';
import { WalletPage } from './WalletPage';
import { firstCurrency, methodsFor, methodToUse, usableNow } from './withdrawal-choice';
import { useUsableClock } from './useUsableClock';
import { withdrawalSummary } from './withdrawal-summary';
import { WithdrawalConfirmSheet, type WithdrawalToConfirm } from './WithdrawalConfirmSheet';
import { useWithdrawalRecords, WithdrawalRecords } from './WithdrawalRecords';
import styles from './Wallet.module.css';
import { DRAW_TYPE, type DrawType, ACCOUNT_TYPE } from '@common/wallet';
import { STEP_UP_KIND } from '@common/security';

interface WithdrawScreenProps {
  type: DrawType;
  onType: (type: DrawType) => void;
}

/** Withdrawing from the funding account to a coin address or a bank account (spec sections 2, 5 and 9). */
export function WithdrawalScreen({ type, onType }: WithdrawScreenProps) {
  const { t } = useLingui();
  return (
    <WalletPage title={t`Withdraw`} realOnly>
      <Tabs
        items={[
          { key: String(DRAW_TYPE.coin), label: t`Coin` },
          { key: String(DRAW_TYPE.bank), label: t`Bank` },
        ]}
        value={String(type)}
        onChange={(key) => onType(key === String(DRAW_TYPE.bank) ? DRAW_TYPE.bank : DRAW_TYPE.coin)}
        stretch
      />
      <Withdraw key={type} type={type} />
    </WalletPage>
  );
}

function Withdraw({ type }: { type: DrawType }) {
  const { t } = useLingui();
  const currencies = useWithdrawalCurrencies(type);
  const { methods } = usePayoutMethods(type);
  const balances = useQuery(balanceQuery(useSessionToken()));
  const records = useWithdrawalRecords(type);
  const free = freeBalance(balances.data ?? null, ACCOUNT_TYPE.funding);
  const refresh = () => Promise.all([balances.refetch(), records.refresh()]);
  return (
    <PullToRefresh onRefresh={refresh}>
      <div className={styles.page}>
        {currencies?.length === 0 ? (
          <p className={styles.warning} role="status">
            {type === DRAW_TYPE.bank
              ? t`There is no payment channel for bank withdrawals at the moment.`
              : t`There is no currency to withdraw by coin at the moment.`}
          </p>
        ) : null}
        {currencies && currencies.length > 0 && methods ? (
          <WithdrawForm type={type} currencies={currencies} methods={methods} free={free} onDone={() => void refresh()} />
        ) : null}
        <WithdrawalRecords paged={records} />
      </div>
    </PullToRefresh>
  );
}

type WithdrawField = 'currency' | 'method' | 'amount' | 'memo';
type WithdrawValues = Record<WithdrawField, string>;
type WithdrawProblem = AmountCheck | 'choose';

interface WithdrawFormProps {
  type: DrawType;
  currencies: readonly WithdrawCurrency[];
  /** The user's payout methods of this type, in every currency. */
  methods: readonly DrawMethod[];
  /** The funding account's free balance; null while loading. */
  free: string | null;
  onDone: () => void;
}

function WithdrawForm({ type, currencies, methods: allMethods, free, onDone }: WithdrawFormProps) {
  const { t } = useLingui();
  const online = useOnline();
  const navigate = useNavigate();
  const money = useMoney();
  const problemText = useAmountProblemText();
  // A user with a second factor confirms it is them (issue 33): a 9002 opens the step-up, and the withdrawal is sent
  // again with its token and the same Idempotency-Key. Without one, it is sent once, as before.
  const stepUp = useStepUp();
  const drawing = useKeyedMutation(draw, undefined, (send, params) =>
    stepUp.send(STEP_UP_KIND.WITHDRAWAL, (token, quiet) => send({ ...params, step_up_token: token }, quiet)),
  );
  const [notBound, setNotBound] = useState(false);
  const [confirming, setConfirming] = useState<WithdrawalToConfirm | null>(null);
  const { formRef, values, set, problems, busy, onSubmit } = useForm<WithdrawField, WithdrawValues, WithdrawProblem>(
    { currency: String(firstCurrency(currencies, allMethods)?.id ?? ''), method: '', amount: '', memo: '' },
    ['currency', 'method', 'amount', 'memo'],
  );
  const currency = currencies.find((item) => String(item.id) === values.currency);
  const methods = methodsFor(allMethods, currency?.id);
  // A method added less than a day ago is shown with the time it can be used from, and cannot be chosen until then.
  const now = useUsableClock(methods);
  const { dateTime } = useFormat();
  const chosenMethod = methodToUse(methods, values.method, now);
  const [methodUnchosen, setMethodUnchosen] = useState(false);
  const summary = withdrawalSummary(values.amount, currency);
  const code = currency?.code ?? '';

  // The very input sent is the one checked; an id not chosen is '' (which the schema refuses).
  const input = (form: WithdrawValues): WithdrawInput => ({
    draw_currency_id: currency?.id ?? '',
    number: form.amount.trim(),
    memo: form.memo.trim(),
    draw_method_id: chosenMethod?.id ?? '',
  });
  // A checked form opens the confirmation; its Withdraw sends what it shows.
  const submit = onSubmit(
    (form) => checkWithdraw(input(form)),
    (form) => {
      const checked = withdrawalSummary(form.amount, currency);
      if (chosenMethod && currency && checked)
        setConfirming({ amount: form.amount.trim(), summary: checked, currency, method: chosenMethod });
      return Promise.resolve();
    },
  );
  const confirm = async () => {
    if (!confirming) return;
    const { amount, currency: paidIn, method } = confirming;
    const sent = await drawing
      .mutateAsync({ draw_currency_id: paidIn.id, number: amount, memo: values.memo.trim(), draw_method_id: method.id })
      .then(() => true)
      .catch(() => false);
    setConfirming(null);
    if (!sent) return;
    set('amount', '');
    set('memo', '');
    onDone();
  };

  // No method bound for this currency: before anything else, the user is offered the add screen (spec section 5).
  const submitOrAsk = (event: SubmitEvent<HTMLFormElement>) => {
    if (currency && methods.length === 0) {
      event.preventDefault();
      setNotBound(true);
      return;
    }
    // Methods, but none usable yet: the picker says until when.
    if (currency && !chosenMethod) {
      event.preventDefault();
      setMethodUnchosen(true);
      return;
    }
    void submit(event);
  };
  const addMethod = () => void navigate({ to: '/mine/withdraw-way', search: { type } });

  return (
    <>
      <Card as="form" ref={formRef} className={styles.form} onSubmit={submitOrAsk} noValidate>
        <Picker<number>
          name="currency"
          label={t`Currency`}
          placeholder={t`Choose a currency`}
          options={currencies.map((item) => ({ key: item.id, label: currencyLabel(item) }))}
          value={currency?.id ?? null}
          onChange={(id) => {
            set('currency', String(id));
            set('method', '');
          }}
          error={problems.currency ? t`Please choose a currency` : undefined}
        />
        {methods.length === 0 ? (
          <Button variant="secondary" onClick={addMethod}>
            {type === DRAW_TYPE.bank ? t`Add a bank card` : t`Add a coin address`}
          </Button>
        ) : (
          <Picker<number>
            name="method"
            label={type === DRAW_TYPE.bank ? t`Bank account` : t`Address`}
            placeholder={t`Choose one`}
            options={methods.map((method) => {
              const usable = usableNow(method, now);
              const when = dateTime(method.usable_from);
              const description = [method.payee_name, usable ? '' : t`Usable from ${when}`].filter(Boolean).join(' · ');
              return { key: method.id, label: methodLine(method), description: description || undefined, disabled: !usable };
            })}
            value={chosenMethod?.id ?? null}
            onChange={(id) => {
              set('method', String(id));
              setMethodUnchosen(false);
            }}
            error={methodUnchosen && !chosenMethod ? t`Please choose` : undefined}
          />
        )}
        <AmountField
          label={t`Amount (USD)`}
          name="amount"
          value={values.amount}
          onChange={(value) => set('amount', value)}
          all={free}
          error={problemText(problems.amount === 'choose' ? undefined : problems.amount, t`Please enter the withdrawal amount`)}
        />
        <TextField
          name="memo"
          label={t`Remark`}
          placeholder={t`Optional`}
          maxLength={200}
          value={values.memo}
          onChange={(event) => set('memo', event.target.value)}
        />
        <Figures aria-live="polite">
          <dt>{t`Fee (USD)`}</dt>
          <dd className="num" dir="ltr">
            {summary ? money(summary.fee) : '--'}
          </dd>
          <dt>{t`Receivable (${code})`}</dt>
          <dd className="num" dir="ltr">
            {summary ? money(summary.receivable) : '--'}
          </dd>
          <dt>{t`Available balance (USD)`}</dt>
          <dd className="num" dir="ltr">
            {free === null ? '--' : money(free)}
          </dd>
        </Figures>
        <OfflineReason />
        <Button type="submit" variant="primary" size="l" block loading={busy} disabled={!online} className={styles.submit}>
          {t`Withdraw`}
        </Button>
        <WithdrawalConfirmSheet
          withdrawal={confirming}
          sending={drawing.isPending}
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(null)}
        />
        <ConfirmDialog
          open={notBound}
          title={t`No payout method bound`}
          message={t`Set a collection account first.`}
          confirmLabel={t`Add one`}
          onConfirm={addMethod}
          onCancel={() => setNotBound(false)}
        />
      </Card>
      {/* Outside the form: the dialog's own submit must not bubble into the withdrawal's. */}
      {stepUp.dialog}
    </>
  );
}
