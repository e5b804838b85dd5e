import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { LEDGER_TYPE, type LedgerType } from '@common/wallet';
import { isDemoAtom } from '@/lib/session';
import { Button, NativeSelect, TextField } from '@/ui';
import { filterReversed, isFiltered, ledgerKinds, type LedgerFilter } from './ledger-filter';
import styles from './LedgerFilters.module.css';

interface LedgerFiltersProps {
  filter: LedgerFilter;
  onChange: (filter: LedgerFilter) => void;
}

/** What the ledger shows: one kind of entry or all, and a range of days (either end may be left open). */
export function LedgerFilters({ filter, onChange }: LedgerFiltersProps) {
  const { t } = useLingui();
  const kindId = useId();
  const isDemo = useAtomValue(isDemoAtom);
  const kindName = useKindNames();
  const reversed = filterReversed(filter);
  // An empty date input is an open end.
  const day = (value: string) => (value === '' ? undefined : value);
  return (
    <section className={styles.filters} aria-label={t`Filter the ledger`}>
      <div className={styles.kind}>
        <label className={styles.label} htmlFor={kindId}>
          {t`Kind`}
        </label>
        <NativeSelect
          id={kindId}
          value={filter.type ?? 0}
          onChange={(event) => {
            const chosen = Number(event.target.value);
            onChange({ ...filter, type: chosen === 0 ? undefined : (chosen as LedgerType) });
          }}
        >
          <option value={0}>{t`All kinds`}</option>
          {ledgerKinds(isDemo).map((kind) => (
            <option key={kind} value={kind}>
              {kindName(kind)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className={styles.days}>
        <TextField
          type="date"
          label={t`Start date`}
          value={filter.from ?? ''}
          max={filter.to}
          onChange={(event) => onChange({ ...filter, from: day(event.target.value) })}
          error={reversed ? t`The start date is after the end date` : undefined}
        />
        <TextField
          type="date"
          label={t`End date`}
          value={filter.to ?? ''}
          min={filter.from}
          onChange={(event) => onChange({ ...filter, to: day(event.target.value) })}
          aria-invalid={reversed || undefined}
        />
      </div>
      {isFiltered(filter) ? (
        <Button variant="ghost" size="s" className={styles.clear} onClick={() => onChange({})}>
          {t`Show everything`}
        </Button>
      ) : null}
    </section>
  );
}

/** What each kind of entry is called in the picker. */
function useKindNames(): (type: LedgerType) => string {
  const { t } = useLingui();
  return (type) => {
    switch (type) {
      case LEDGER_TYPE.deposit:
        return t`Deposits`;
      case LEDGER_TYPE.withdrawal:
        return t`Withdrawals`;
      case LEDGER_TYPE.transfer:
        return t`Transfers`;
      case LEDGER_TYPE.trade:
        return t`Trades`;
      case LEDGER_TYPE.settlement:
        return t`Trade results`;
      case LEDGER_TYPE.fee:
        return t`Fees`;
      case LEDGER_TYPE.loan:
        return t`Loans`;
      case LEDGER_TYPE.fund:
        return t`Funds`;
      case LEDGER_TYPE.demo:
        return t`Demo balance`;
      case LEDGER_TYPE.adjustment:
        return t`Balance adjustments`;
      case LEDGER_TYPE.memo:
        return t`Other`;
    }
  };
}
