import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { tightens } from '@common/protection';
import { useOnline } from '@/lib/useOnline';
import { BottomSheet, Button, OfflineReason, TextField } from '@/ui';
import { LOOSENING_HOURS, TakesEffect } from './TakesEffect';
import styles from './Limits.module.css';

export interface ChangeSheetProps {
  onClose: () => void;
  title: string;
  /** The field's label, with its unit. */
  label: string;
  hint?: string;
  /** The value in force now, as the server writes it; null: none. */
  current: string | null;
  inputMode: 'decimal' | 'numeric';
  /** Cleans what is typed (digits, at most so many decimals). */
  clean: (typed: string) => string;
  /** What is wrong with a value typed, in words; undefined when it can be saved. */
  problemOf: (typed: string) => string | undefined;
  /** What the button that removes the value says (shown while there is one). */
  removeLabel: string;
  busy: boolean;
  /** Saves a value, or with '' removes it; the caller closes the sheet once saved. */
  onSave: (value: string) => void;
}

/**
 * Changes one of the customer's own limits (issue 38): the new value, checked as the server checks it, and before
 * saving whether the change takes effect now (a tightening: common/protection.ts tightens) or after the wait (a
 * loosening, or a removal). Mounted while open, so it opens on the value in force.
 */
export function ChangeSheet(props: ChangeSheetProps) {
  const { onClose, title, label, hint, current, inputMode, clean, problemOf, removeLabel, busy, onSave } = props;
  const { t } = useLingui();
  const online = useOnline();
  const [typed, setTyped] = useState(current ?? '');
  const [tried, setTried] = useState(false);
  const problem = problemOf(typed);
  const hours = LOOSENING_HOURS;
  const save = () => {
    setTried(true);
    if (problem === undefined && online) onSave(typed.trim());
  };
  return (
    <BottomSheet
      open
      onClose={onClose}
      title={title}
      footer={
        <div className={styles.sheetActions}>
          <Button block loading={busy} disabled={!online} onClick={save}>
            {t`Save`}
          </Button>
          {current === null ? null : (
            <Button block variant="secondary" disabled={!online || busy} onClick={() => onSave('')}>
              {removeLabel}
            </Button>
          )}
        </div>
      }
    >
      <form
        className={styles.sheetForm}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <TextField
          label={label}
          inputMode={inputMode}
          autoComplete="off"
          dir="ltr"
          value={typed}
          onChange={(event) => setTyped(clean(event.target.value))}
          hint={hint}
          error={tried ? problem : undefined}
        />
        {problem === undefined ? <TakesEffect now={tightens(current, typed.trim())} /> : null}
        {current === null ? null : <p className={styles.muted}>{t`Removing it takes effect in ${hours} hours.`}</p>}
        <OfflineReason />
        {/* Enter submits, as the button does. */}
        <button type="submit" hidden />
      </form>
    </BottomSheet>
  );
}
