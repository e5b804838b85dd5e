import { useLingui } from '@lingui/react/macro';
import { bindPayoutMethod } from '@common/api/withdraw';
import { useForm } from '@/lib/form';
import { useGoBack } from '@/lib/go-back';
import { steppedUpMutation, useStepUp } from '@/shared/security';
import { Button, Card, ConfirmDialog, TextField } from '@/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { currencyLabel } from './method-label';
import { EMPTY_PAYOUT, payoutFields, payoutParams, type PayoutField, type PayoutProblem, type PayoutValues } from './payout-form';
import { Picker } from './Picker';
import { useWithdrawalCurrencies } from './useWithdrawalCurrencies';
import { checkPayout } from './wallet-validation';
import { WalletPage } from './WalletPage';
import styles from './Wallet.module.css';
import { DRAW_TYPE, type DrawType } from '@common/wallet';
import { STEP_UP_KIND } from '@common/security';

/** Adding a payout method (spec section 2, withdraw-way): a coin address (type 1) or a bank account (type 2). */
export function AddMethodScreen({ type }: { type: DrawType }) {
  const { t } = useLingui();
  return (
    <WalletPage title={type === DRAW_TYPE.bank ? t`Add a bank card` : t`Add a coin address`} realOnly>
      <div className={styles.page}>
        <AddMethodForm type={type} />
      </div>
    </WalletPage>
  );
}

function AddMethodForm({ type }: { type: DrawType }) {
  const { t } = useLingui();
  const goBack = useGoBack();
  const currencies = useWithdrawalCurrencies(type);
  const { formRef, values, set, problems, busy, onSubmit } = useForm<PayoutField, PayoutValues, PayoutProblem>(
    EMPTY_PAYOUT,
    payoutFields(type),
  );
  // The chosen currency's protocol says what its address must be; the message names it (or the code, without one).
  const currencyOf = (id: string) => currencies?.find((currency) => String(currency.id) === id);
  const problemText = (field: PayoutField) => {
    switch (problems[field]) {
      case undefined:
        return undefined;
      case 'required':
        return t`Please fill in this field`;
      case 'invalid':
        return t`This is too long or has characters that cannot be used`;
      case 'swift':
        return t`The SWIFT/BIC code is not valid: it has 8 or 11 letters and digits, such as DEUTDEFF`;
      case 'iban':
        return t`This IBAN does not have the length or format of its country: check the country code and the number`;
      case 'iban_check':
        return t`The IBAN's check digits do not match: check the account number`;
      case 'account':
        return t`The account number is not valid: it has 4 to 34 letters and digits`;
      case 'address': {
        const chosen = currencyOf(values.currency);
        const protocol = chosen ? chosen.protocol || chosen.code : '';
        return t`This is not a valid ${protocol} address`;
      }
    }
  };

  // A checked form is read back to the user before it is saved (issue 31: withdrawals go where this says).
  const [confirming, setConfirming] = useState<PayoutValues | null>(null);
  const submit = onSubmit(
    (form) => checkPayout(type, form, currencyOf(form.currency)?.protocol),
    (form) => {
      setConfirming(form);
      return Promise.resolve();
    },
  );
  // A user with a second factor confirms it is them (issue 33): a 9002 opens the step-up and the method is sent again
  // with its token. Without one, it is sent once, as before.
  const stepUp = useStepUp();
  const saving = useMutation({
    ...steppedUpMutation(stepUp, bindPayoutMethod, STEP_UP_KIND.PAYOUT_METHOD),
    // The server's message confirms it (spec section 8); then back to the list or the withdraw screen.
    onSuccess: () => goBack(),
    onSettled: () => setConfirming(null),
  });
  const chosen = confirming ? currencyOf(confirming.currency) : undefined;
  const details = confirming
    ? payoutFields(type)
        .filter((field) => field !== 'currency')
        .map((field) => confirming[field].trim())
    : [];

  const text = (field: Exclude<PayoutField, 'currency'>, label: string, placeholder: string) => (
    <TextField
      name={field}
      label={label}
      placeholder={placeholder}
      autoComplete="off"
      value={values[field]}
      onChange={(event) => set(field, event.target.value)}
      error={problemText(field)}
    />
  );

  return (
    <>
      <Card as="form" ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <Picker<number>
          name="currency"
          label={t`Currency`}
          placeholder={currencies === null ? t`Loading…` : t`Choose a currency`}
          options={(currencies ?? []).map((currency) => ({ key: currency.id, label: currencyLabel(currency) }))}
          value={values.currency === '' ? null : Number(values.currency)}
          onChange={(id) => set('currency', String(id))}
          error={problems.currency ? t`Please choose a currency` : undefined}
        />
        {type === DRAW_TYPE.bank ? (
          <>
            {text('bank_name', t`Bank name`, t`The bank that holds the account`)}
            {text('bank_address', t`Bank address`, t`The bank's address`)}
            {text('bank_swift', t`SWIFT code`, t`8 or 11 letters and digits`)}
            {text('payee_name', t`Payee name`, t`The account holder's name`)}
            {text('payee_account', t`Payee account`, t`Account number or IBAN`)}
          </>
        ) : (
          text('dc_address', t`Wallet address`, t`Paste the address to be paid to`)
        )}
        <Button type="submit" variant="primary" size="l" block loading={busy} className={styles.submit}>
          {t`Save`}
        </Button>
        <ConfirmDialog
          open={confirming !== null}
          title={t`Save this payout method?`}
          message={
            <>
              <p dir="auto">{[chosen ? currencyLabel(chosen) : '', ...details].filter(Boolean).join(' · ')}</p>
              <p>{t`Withdrawals you ask for are sent here. Check every character.`}</p>
            </>
          }
          confirmLabel={t`Save`}
          loading={saving.isPending}
          onConfirm={() => confirming && saving.mutate(payoutParams(type, confirming))}
          onCancel={() => setConfirming(null)}
        />
      </Card>
      {/* Outside the form: the dialog's own submit must not bubble into this one's. */}
      {stepUp.dialog}
    </>
  );
}
