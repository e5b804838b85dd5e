import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { transfer, type TransferLogEntry } from '@common/api/wallet';
import { balanceQuery, contractDetailQuery } from '@/shared/account';
import { useForm } from '@/lib/form';
import { useKeyedMutation, useSessionToken } from '@/lib/query';
import { useOnline } from '@/lib/useOnline';
import { Button, Card, IconButton, OfflineReason, PullToRefresh, RecordRow, TransferIcon } from '@/ui';
import { AmountField } from './AmountField';
import { transferLogQuery } from './queries';
import { RecordsSection } from './RecordsSection';
import { Picker } from './Picker';
import { FIRST_SIDES, swapSides, transferable, withFrom, withTo, type TransferSides } from './transfer-form';
import { ACCOUNT_ORDER, useAccountNames } from './useAccountNames';
import { useAmountProblemText } from '@/lib/useAmountProblemText';
import { useDateTime } from '@/lib/useFormat';
import { useMoney } from './useMoney';
import { checkTransfer, type AmountCheck, type TransferInput } from './wallet-validation';
import { usePagedList, type Paged } from './usePagedList';
import { WalletPage } from './WalletPage';
import styles from './Wallet.module.css';
import transferStyles from './TransferScreen.module.css';
import { ACCOUNT_TYPE, type AccountTypeId } from '@common/wallet';

/** Moving money between the user's own accounts, and what moved out of the from-account before (spec section 2). */
export function TransferScreen() {
  const { t } = useLingui();
  return (
    <WalletPage title={t`Transfer`} realOnly>
      <Transfer />
    </WalletPage>
  );
}

function Transfer() {
  const [sides, setSides] = useState<TransferSides>(FIRST_SIDES);
  const token = useSessionToken();
  const balances = useQuery(balanceQuery(token));
  // The contract account's free figures matter only while it is the from-side.
  const contract = useQuery({ ...contractDetailQuery(token), enabled: token !== null && sides.from === ACCOUNT_TYPE.forex });
  const [historyKey, setHistoryKey] = useState(0);
  const reload = () =>
    Promise.all([balances.refetch(), sides.from === ACCOUNT_TYPE.forex ? contract.refetch() : null]).then(() => undefined);
  return (
    <PullToRefresh
      onRefresh={() => {
        setHistoryKey((key) => key + 1);
        return reload();
      }}
    >
      <div className={styles.page}>
        <TransferForm
          sides={sides}
          onSides={setSides}
          free={transferable(balances.data ?? null, contract.data ?? null, sides.from)}
          onDone={() => {
            void reload();
            setHistoryKey((key) => key + 1);
          }}
        />
        {/* A new key per from-account (and after a transfer) starts its history from page 1. */}
        <TransferHistory key={`${String(sides.from)}-${String(historyKey)}`} from={sides.from} />
      </div>
    </PullToRefresh>
  );
}

interface TransferFormProps {
  sides: TransferSides;
  onSides: (sides: TransferSides) => void;
  /** What may leave the from-account; null while loading. */
  free: string | null;
  onDone: () => void;
}

function TransferForm({ sides, onSides, free, onDone }: TransferFormProps) {
  const { t } = useLingui();
  const online = useOnline();
  const nameOf = useAccountNames();
  const money = useMoney();
  const problemText = useAmountProblemText();
  const { mutateAsync: send } = useKeyedMutation(transfer);
  const { formRef, values, set, problems, busy, onSubmit } = useForm<'amount', { amount: string }, AmountCheck>({ amount: '' }, ['amount']);
  const availableHint = (available: string) => t`Available: ${available} USD`;
  const options = ACCOUNT_ORDER.map((id) => ({ key: id, label: nameOf(id) }));

  // The very input sent is the one checked, with the server's rule: not above what may leave the from-account. The
  // server still decides (the figure shown may be a moment old); typing above it is said at once, before sending.
  const input = (form: { amount: string }): TransferInput => ({
    balance: form.amount.trim(),
    currency_id: 1,
    from: sides.from,
    to: sides.to,
  });
  const live = checkTransfer(input(values), free).amount === 'over_available' ? 'over_available' : undefined;
  const submit = onSubmit(
    (form) => checkTransfer(input(form), free),
    async (form) => {
      await send(input(form));
      set('amount', '');
      onDone();
    },
  );

  return (
    <Card as="form" ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <div className={transferStyles.sides}>
        <Picker<AccountTypeId>
          label={t`From`}
          options={options}
          value={sides.from}
          onChange={(id) => onSides(withFrom(sides, id))}
          placeholder={t`Choose an account`}
        />
        <IconButton label={t`Swap the accounts`} className={transferStyles.swap} onClick={() => onSides(swapSides(sides))}>
          <TransferIcon size={20} />
        </IconButton>
        <Picker<AccountTypeId>
          label={t`To`}
          options={options}
          value={sides.to}
          onChange={(id) => onSides(withTo(sides, id))}
          placeholder={t`Choose an account`}
        />
      </div>
      <AmountField
        label={t`Amount`}
        name="amount"
        value={values.amount}
        onChange={(value) => set('amount', value)}
        all={free}
        error={problemText(problems.amount ?? live, t`Please enter the transfer amount`)}
        hint={free === null ? undefined : availableHint(money(free))}
      />
      <OfflineReason />
      <Button
        type="submit"
        variant="primary"
        size="l"
        block
        loading={busy}
        disabled={!online || live !== undefined}
        className={styles.submit}
      >
        {t`Transfer`}
      </Button>
    </Card>
  );
}

const idOf = (entry: TransferLogEntry) => entry.id;

function TransferHistory({ from }: { from: AccountTypeId }) {
  const { t } = useLingui();
  const paged: Paged<TransferLogEntry> = usePagedList(transferLogQuery(useSessionToken(), from), idOf);
  return <RecordsSection title={t`Transfer history`} paged={paged} keyOf={idOf} renderRow={(entry) => <TransferRow entry={entry} />} />;
}

function TransferRow({ entry }: { entry: TransferLogEntry }) {
  const { t } = useLingui();
  const nameOf = useAccountNames();
  const money = useMoney();
  const dateTime = useDateTime();
  const from = nameOf(entry.from);
  const to = nameOf(entry.to);
  return (
    <RecordRow value={money(entry.balance)}>
      <span className={styles.rowTitle}>{t`${from} to ${to}`}</span>
      <span className={`${styles.rowMeta} num`}>{dateTime(entry.created_at)}</span>
    </RecordRow>
  );
}
