import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { chargeWire, type ChargeBankAccount, type CollectCurrency } from '@common/api/charge';
import { depositCredit, usdRateText } from '@common/wallet';
import { useForm } from '@/lib/form';
import { useKeyedMutation, useSessionToken } from '@/lib/query';
import { currentUserAtom } from '@/lib/session';
import { useOnline } from '@/lib/useOnline';
import { Button, Card, OfflineReason, PullToRefresh, SkeletonRows, Tabs } from '@/ui';
import { AmountField } from './AmountField';
import { DepositRecords, useDepositRecords } from './DepositRecords';
import { CopyFigures } from '@/ui';
import { ImageUpload, type UploadedImage } from '@/shared/upload/ImageUpload';
import { currencyLabel } from './method-label';
import { Picker } from './Picker';
import { chargeOptionsQuery } from './queries';
import { useAmountProblemText } from '@/lib/useAmountProblemText';
import { checkAmount, checkCharge, type AmountCheck } from './wallet-validation';
import { useMoney } from './useMoney';
import { WalletPage } from './WalletPage';
import styles from './Wallet.module.css';

interface ChargeOptions {
  symbols: CollectCurrency[];
  wires: ChargeBankAccount[];
}

/**
 * Depositing by bank transfer (spec sections 2 and 5): the tab bar offers only the bank option; a collect currency,
 * one of its receiving accounts to pay into, the amount and one proof image; below, the deposit history.
 */
export function DepositScreen() {
  const { t } = useLingui();
  return (
    <WalletPage title={t`Deposit`} realOnly>
      <Tabs items={[{ key: 'bank', label: t`Bank transfer` }]} value="bank" onChange={() => undefined} stretch />
      <Charge />
    </WalletPage>
  );
}

function Charge() {
  const info = useQuery({ ...chargeOptionsQuery(useSessionToken()), select: bankOptions });
  const records = useDepositRecords();
  // A failed load offers nothing to deposit in rather than loading for ever.
  const options = info.isError ? NOTHING_TO_DEPOSIT : (info.data ?? null);
  return (
    <PullToRefresh onRefresh={records.refresh}>
      <div className={styles.page}>
        {options ? <ChargeForm options={options} onDone={() => void records.refresh()} /> : <SkeletonRows count={4} />}
        <DepositRecords paged={records} />
      </div>
    </PullToRefresh>
  );
}

const NOTHING_TO_DEPOSIT: ChargeOptions = { symbols: [], wires: [] };

/** Bank mode offers the collect currencies that have a receiving bank account (the others take coin only). */
function bankOptions(info: ChargeOptions): ChargeOptions {
  return { ...info, symbols: info.symbols.filter((symbol) => info.wires.some((wire) => wire.collect_currency_id === symbol.id)) };
}

type ChargeField = 'currency' | 'wire' | 'amount' | 'proof';
type ChargeProblem = AmountCheck | 'choose';

function ChargeForm({ options, onDone }: { options: ChargeOptions; onDone: () => void }) {
  const uid = useAtomValue(currentUserAtom)?.uid;
  const { t } = useLingui();
  const online = useOnline();
  const problemText = useAmountProblemText();
  const money = useMoney();
  const { mutateAsync: send } = useKeyedMutation(chargeWire);
  const [proof, setProof] = useState<UploadedImage | null>(null);
  const { formRef, values, set, problems, busy, onSubmit } = useForm<ChargeField, Record<ChargeField, string>, ChargeProblem>(
    { currency: String(options.symbols[0]?.id ?? ''), wire: '', amount: '', proof: '' },
    ['currency', 'wire', 'amount', 'proof'],
  );
  const wires = options.wires.filter((wire) => String(wire.collect_currency_id) === values.currency);
  const wire = wires.find((item) => String(item.id) === values.wire);
  const currency = options.symbols.find((symbol) => String(symbol.id) === values.currency);
  const code = currency?.name ?? 'USD';
  // What the amount typed credits at the currency's rate now (common/wallet.ts, the approval's own formula); the
  // approval's rate decides, which the hint says.
  const credit = currency && checkAmount(values.amount) === null ? depositCredit(values.amount.trim(), currency.usd_price) : null;
  const rate = currency?.usd_price ?? '1';
  const usd = credit === null ? '' : money(credit);
  // The rate is a formula, read left to right in every language (isolated, so a right-to-left sentence keeps it whole).
  const rateText = `\u2066${usdRateText(rate, code)}\u2069`;
  const explained =
    usd === '' ? t`Credited in USD at the rate when approved.` : t`About ${usd} USD now. Credited at the rate when approved.`;
  const rateHint = rate === '1' ? undefined : `${rateText} · ${explained}`;

  // Every problem is shown at once, each under its field (spec section 5's "no pay way" is the account's).
  const submit = onSubmit(
    (form) => checkCharge({ amount: form.amount, wireId: wire?.id ?? null, proofImg: form.proof }),
    async (form) => {
      if (!wire || !proof) return;
      await send({ number: form.amount.trim(), proofImg: proof.url, wire_id: wire.id });
      set('amount', '');
      set('proof', '');
      setProof(null);
      onDone();
    },
  );

  return (
    <Card as="form" ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <Picker<number>
        name="currency"
        label={t`Currency`}
        placeholder={options.symbols.length === 0 ? t`No currency is available` : t`Choose a currency`}
        options={options.symbols.map((symbol) => ({
          key: symbol.id,
          label: currencyLabel({ code: symbol.name, protocol: symbol.protocol }),
        }))}
        value={values.currency === '' ? null : Number(values.currency)}
        onChange={(id) => {
          set('currency', String(id));
          set('wire', '');
        }}
      />
      <Picker<number>
        name="wire"
        label={t`Pay into`}
        placeholder={wires.length === 0 ? t`No bank account for this currency` : t`Choose a bank account`}
        options={wires.map((item) => ({ key: item.id, label: item.bank_name, description: item.payee_name }))}
        value={wire?.id ?? null}
        onChange={(id) => set('wire', String(id))}
        disabled={wires.length === 0}
        error={problems.wire ? t`No payment method: choose a bank account to pay into` : undefined}
      />
      {wire ? (
        <CopyFigures
          figures={[
            { label: t`Bank name`, value: wire.bank_name },
            { label: t`Bank address`, value: wire.bank_address },
            { label: t`SWIFT code`, value: wire.bank_swift },
            { label: t`Payee name`, value: wire.payee_name },
            { label: t`Payee account`, value: wire.payee_account },
            { label: t`Note`, value: wire.bank_remark },
            // What the bank's note asks for: the UID by which the team finds whose payment it is.
            { label: t`Transfer reference`, value: uid ?? '' },
          ]}
        />
      ) : null}
      <AmountField
        label={t`Amount (${code})`}
        currency={code}
        name="amount"
        value={values.amount}
        onChange={(value) => set('amount', value)}
        hint={rateHint}
        error={problemText(problems.amount === 'choose' ? undefined : problems.amount, t`Please enter the deposit amount`)}
      />
      <ImageUpload
        label={t`Payment proof`}
        name="proof"
        value={proof}
        onChange={(image) => {
          setProof(image);
          set('proof', image?.url ?? '');
        }}
        error={problems.proof ? t`Please upload a picture of the payment` : undefined}
      />
      <OfflineReason />
      <Button type="submit" variant="primary" size="l" block loading={busy} disabled={!online} className={styles.submit}>
        {t`Submit`}
      </Button>
    </Card>
  );
}
