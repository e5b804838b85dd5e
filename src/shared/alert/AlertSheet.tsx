import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { PriceAlert } from '@common/api/alert';
import type { PriceAlertCondition } from '@common/notify';
import { useSessionToken } from '@/lib/query';
import { BottomSheet, Button, ChoiceChips, Switch, TextField } from '@/ui';
import { formOf, formProblems, MOVE_LIMITS, newForm, termsOf, WINDOW_CHOICES, type AlertForm } from './alert-form';
import { alertsKey, createAlertMutation, updateAlertMutation } from './queries';
import styles from './AlertSheet.module.css';

/** The instrument an alert is about, as the trade list names it. */
export interface AlertInstrument {
  id: number;
  name: string;
  precision: number;
}

export interface AlertSheetProps {
  open: boolean;
  onClose: () => void;
  instrument: AlertInstrument;
  /** A new alert: its level starts at this price (the one shown beside the bell). */
  price?: string;
  /** An alert to change: its condition stays, its terms and repeat can change. */
  alert?: PriceAlert;
  /** The link to the list of every alert (left out on that list itself). */
  showAllLink?: boolean;
}

/**
 * Sets a price alert on an instrument (issue 34), or changes one: above or below a level (prefilled with the price
 * shown), or a move of a percentage within a window of minutes; one-shot or repeating. The form checks by the
 * server's rules (common/alert.ts) before sending, and says what is wrong beside the field.
 */
export function AlertSheet({ open, onClose, instrument, price, alert, showAllLink = true }: AlertSheetProps) {
  const { t } = useLingui();
  const token = useSessionToken();
  const client = useQueryClient();
  const [form, setForm] = useState<AlertForm>(() => (alert ? formOf(alert) : newForm(price ?? '')));
  const [tried, setTried] = useState(false);
  const done = {
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: alertsKey(token) });
      onClose();
    },
  };
  const creating = useMutation({ ...createAlertMutation, ...done });
  const updating = useMutation({ ...updateAlertMutation, ...done });
  const problems = formProblems(form, instrument.precision);
  const set = (change: Partial<AlertForm>) => setForm((current) => ({ ...current, ...change }));
  const {
    MIN_MOVE_PERCENT: minPercent,
    MAX_MOVE_PERCENT: maxPercent,
    MIN_WINDOW_MINUTES: minWindow,
    MAX_WINDOW_MINUTES: maxWindow,
  } = MOVE_LIMITS;
  const decimals = instrument.precision;
  const name = instrument.name;

  const submit = () => {
    setTried(true);
    if (problems.length > 0) return;
    const terms = termsOf(form);
    if (alert) updating.mutate({ id: alert.id, ...terms });
    else creating.mutate({ forex_id: instrument.id, condition: form.condition, ...terms });
  };
  const shown = (problem: (typeof problems)[number]) => tried && problems.includes(problem);
  const levelError = shown('level_missing')
    ? t`Enter the price at which to alert you`
    : shown('level_not_positive')
      ? t`Enter a price above zero`
      : shown('level_too_precise')
        ? t`${name} is priced to ${decimals} decimal places`
        : undefined;

  // A window's chip: minutes below an hour, hours below a day, then a day.
  const windowLabel = (minutes: number) => {
    const hours = minutes / 60;
    if (minutes < 60) return t`${minutes} min`;
    return minutes < 1_440 ? t`${hours} h` : t`1 day`;
  };
  const conditions: { key: PriceAlertCondition; label: string }[] = [
    { key: 'above', label: t`Rises to` },
    { key: 'below', label: t`Falls to` },
    { key: 'move', label: t`Moves by` },
  ];
  return (
    <BottomSheet
      open={open}
      onClose={onClose}
      title={alert ? t`Change the price alert on ${name}` : t`Price alert on ${name}`}
      footer={
        <Button block loading={creating.isPending || updating.isPending} onClick={submit} data-testid="alert-save">
          {alert ? t`Save` : t`Set alert`}
        </Button>
      }
    >
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {alert ? null : (
          <ChoiceChips
            aria-label={t`Alert me when the price`}
            items={conditions}
            value={form.condition}
            onChange={(key) => set({ condition: key })}
            stretch
          />
        )}
        {form.condition === 'move' ? (
          <>
            <TextField
              name="percent"
              label={t`Move (%)`}
              inputMode="decimal"
              value={form.percent}
              onChange={(event) => set({ percent: event.target.value })}
              hint={t`From ${minPercent}% to ${maxPercent}%, up or down`}
              error={shown('percent') ? t`Enter a move from ${minPercent}% to ${maxPercent}%, with at most 2 decimals` : undefined}
            />
            <TextField
              name="window"
              label={t`Within (minutes)`}
              inputMode="numeric"
              value={form.window}
              onChange={(event) => set({ window: event.target.value })}
              error={shown('window') ? t`Enter a window from ${minWindow} to ${maxWindow} minutes` : undefined}
            />
            <ChoiceChips
              aria-label={t`Window`}
              items={WINDOW_CHOICES.map((minutes) => ({ key: minutes, label: windowLabel(minutes) }))}
              value={WINDOW_CHOICES.find((minutes) => String(minutes) === form.window.trim()) ?? null}
              onChange={(minutes) => set({ window: String(minutes) })}
            />
          </>
        ) : (
          <TextField
            name="level"
            label={form.condition === 'above' ? t`Alert when the price rises to` : t`Alert when the price falls to`}
            inputMode="decimal"
            dir="ltr"
            value={form.level}
            onChange={(event) => set({ level: event.target.value })}
            error={levelError}
          />
        )}
        <Switch
          label={t`Repeat: alert again each time, once the price has come back`}
          checked={form.repeat}
          onChange={(repeat) => set({ repeat })}
        />
        {/* Enter in a field submits, as the button does. */}
        <button type="submit" hidden />
      </form>
      {showAllLink ? (
        <Link to="/mine/alerts" className={styles.allLink} onClick={onClose}>
          {t`All price alerts`}
        </Link>
      ) : null}
    </BottomSheet>
  );
}
